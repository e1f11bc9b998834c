import { receiptFonts, type FontWeight, type ReceiptFontSet } from './receipt-fonts';
import { layoutText, linesHeight, type Measure, type TextLine } from './receipt-text';

/** Ten points a character, whatever the font: wrapping decided by counting. */
const byChars: Measure = (text) => [...text].length * 10;

const lineText = (line: TextLine) => line.runs.map((run) => run.text).join('');
const fontOf = (line: TextLine, text: string) => line.runs.find((run) => run.text.includes(text))?.font.name;

async function lay(text: string, width = 10_000, options: { weight?: FontWeight; maxLines?: number; measure?: Measure } = {}) {
  const weight = options.weight ?? 'regular';
  const fonts: ReceiptFontSet = await receiptFonts([{ text, weight }]);
  return layoutText(text, fonts, { weight, size: 10, width, ...(options.maxLines ? { maxLines: options.maxLines } : {}) }, options.measure ?? byChars);
}

describe('receipt text', () => {
  it('draws each script with a Noto font that has it, in one line', async () => {
    const [line, ...rest] = await lay('Łukasz Nguyễn محمد דוד 李小龙 💪 Ελένη Сергей');
    expect(rest).toEqual([]);
    expect(fontOf(line!, 'Ł')).toBe('noto-sans-latin-ext-400-normal');
    expect(fontOf(line!, 'ukasz')).toBe('noto-sans-latin-400-normal');
    expect(fontOf(line!, 'ễ')).toBe('noto-sans-vietnamese-400-normal');
    expect(fontOf(line!, 'محمد')).toBe('noto-sans-arabic-arabic-400-normal');
    expect(fontOf(line!, 'דוד')).toBe('noto-sans-hebrew-hebrew-400-normal');
    expect(fontOf(line!, '李')).toMatch(/^noto-sans-sc-\d+-400-normal$/);
    expect(fontOf(line!, '💪')).toMatch(/^noto-emoji-\d+-400-normal$/);
    expect(fontOf(line!, 'Ελένη')).toBe('noto-sans-greek-400-normal');
    expect(fontOf(line!, 'Сергей')).toBe('noto-sans-cyrillic-400-normal');
    expect(line!.runs.map((run) => run.text).join('')).not.toContain('?');
  });

  it('bold text in the bold files', async () => {
    const [line] = await lay('Łódź 李', 10_000, { weight: 'bold' });
    expect(fontOf(line!, 'Ł')).toBe('noto-sans-latin-ext-700-normal');
    expect(fontOf(line!, '李')).toMatch(/^noto-sans-sc-\d+-700-normal$/);
  });

  it('right-to-left words in the order they are read, on a left-to-right line', async () => {
    const [line] = await lay('Ana محمد علي Pérez');
    // Seen from the left: the second Arabic word first; pdfkit draws each word's letters right to left.
    expect(line!.runs.map((run) => run.text)).toEqual(['Ana ', 'علي', ' ', 'محمد', ' Pérez']);
    const xs = line!.runs.map((run) => run.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const [hebrew] = await lay('דוד כהן');
    expect(hebrew!.runs.map((run) => run.text)).toEqual(['כהן', ' ', 'דוד']);
  });

  it('prints "?" only for a character no font has, and leaves out controls and marks of direction', async () => {
    const [georgian] = await lay('ნინო Ana');
    expect(lineText(georgian!)).toBe('???? Ana');
    const [clean] = await lay('Ana\n\t Gómez\u200f\u0007');
    expect(lineText(clean!)).toBe('Ana Gómez');
    // Decomposed accents are composed first: "é" as e + U+0301 is the font's "é".
    const [composed] = await lay('Pe\u0301rez');
    expect(lineText(composed!)).toBe('Pérez');
  });

  it('wraps at spaces, between ideographs, and inside a word longer than the line', async () => {
    expect((await lay('uno dos tres cuatro', 70)).map(lineText)).toEqual(['uno dos', 'tres', 'cuatro']);
    expect((await lay('李小龙李小龙', 30)).map(lineText)).toEqual(['李小龙', '李小龙']);
    expect((await lay('abcdefghij', 40)).map(lineText)).toEqual(['abcd', 'efgh', 'ij']);
    // A no-break space holds the amount together.
    expect((await lay('Saldo: $\u00a07.499,50', 100)).map(lineText)).toEqual(['Saldo:', '$\u00a07.499,50']);
  });

  it('ends the last line allowed in "…"', async () => {
    expect((await lay('uno dos tres cuatro cinco', 70, { maxLines: 2 })).map(lineText)).toEqual(['uno dos', 'tres…']);
    expect((await lay('uno dos', 70, { maxLines: 1 })).map(lineText)).toEqual(['uno dos']);
  });

  it('makes a line as tall as its fonts: Arabic needs more room than Latin', async () => {
    const [latin] = await lay('Ana');
    const [arabic] = await lay('Ana محمد');
    // Noto Sans: 1.069 above the baseline and 0.293 below, per unit of size (10 points here).
    expect(latin!.ascent).toBeCloseTo(10.69);
    expect(latin!.descent).toBeCloseTo(2.93);
    expect(arabic!.ascent).toBeGreaterThan(latin!.ascent);
    expect(arabic!.descent).toBeGreaterThan(latin!.descent);
    expect(linesHeight([latin!, arabic!])).toBeCloseTo(latin!.ascent + latin!.descent + arabic!.ascent + arabic!.descent);
    expect(await lay('  ')).toEqual([]);
  });
});

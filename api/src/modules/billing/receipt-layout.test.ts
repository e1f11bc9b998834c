import { HEADER, headerLayout, overlaps } from './receipt-layout';
import { receiptFonts } from './receipt-fonts';
import { RECEIPT_STYLES } from './receipt-pdf';
import { layoutText, linesHeight, type Measure } from './receipt-text';

// An A4 page with the receipt's margins.
const area = { left: 56, top: 56, width: 483 };
/** About as wide as Noto Sans Bold: 0.6 of the size a character. */
const measure: Measure = (text, _font, size) => [...text].length * size * 0.6;

const LONG_NAME = 'Centro de Entrenamiento Funcional y Musculación Integral del Barrio Norte Łódź';

async function nameHeight(name: string) {
  const fonts = await receiptFonts([{ text: name, weight: 'bold' }]);
  const lines: string[] = [];
  const height = (width: number) => {
    const laid = layoutText(name, fonts, { ...RECEIPT_STYLES.name, width, maxLines: HEADER.nameMaxLines }, measure);
    lines.splice(0, lines.length, ...laid.map((line) => line.runs.map((run) => run.text).join('')));
    return linesHeight(laid);
  };
  return { height, lines };
}

describe('receipt header', () => {
  it('a long name beside the logo wraps, and neither overlaps the other nor the heading', async () => {
    const name = await nameHeight(LONG_NAME);
    const header = headerLayout(area, true, name.height);
    expect(name.lines.length).toBe(3);
    expect(header.name.height).toBeGreaterThan(HEADER.logoSize);
    expect(overlaps(header.logo!, header.name)).toBe(false);
    expect(header.name.x).toBeGreaterThanOrEqual(header.logo!.x + header.logo!.width + HEADER.logoGap);
    expect(header.name.x + header.name.width).toBe(area.left + area.width);
    expect(header.headingTop).toBeGreaterThanOrEqual(header.name.y + header.name.height + HEADER.headingGap);
    expect(header.headingTop).toBeGreaterThanOrEqual(header.logo!.y + header.logo!.height + HEADER.headingGap);
  });

  it('a name longer than three lines ends in "…" on the third', async () => {
    const name = await nameHeight(`${LONG_NAME} ${LONG_NAME}`);
    headerLayout(area, true, name.height);
    expect(name.lines.length).toBe(3);
    expect(name.lines[2]).toMatch(/…$/);
  });

  it('a short name is centered on the logo; the heading goes below the logo', async () => {
    const name = await nameHeight('Gimnasio');
    const header = headerLayout(area, true, name.height);
    expect(header.name.y).toBeGreaterThan(area.top);
    expect(header.name.y + header.name.height / 2).toBeCloseTo(area.top + HEADER.logoSize / 2);
    expect(header.headingTop).toBe(area.top + HEADER.logoSize + HEADER.headingGap);
  });

  it('without a logo the name takes the whole width and the heading follows it', async () => {
    const name = await nameHeight(LONG_NAME);
    const header = headerLayout(area, false, name.height);
    expect(header.logo).toBeNull();
    expect(header.name).toMatchObject({ x: area.left, y: area.top, width: area.width });
    expect(header.headingTop).toBe(area.top + header.name.height + HEADER.headingGap);
  });

  it('overlaps: boxes that share area do, touching ones do not', () => {
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 0, y: 10, width: 10, height: 10 })).toBe(false);
  });
});

import { paymentMethodLabels, receiptNumberText } from '@coach/shared/contracts';
import PDFDocument from 'pdfkit';
import type { ReceiptData } from './receipt';
import { receiptFonts, type FontWeight, type ReceiptFont, type ReceiptFontSet } from './receipt-fonts';
import { headerLayout, HEADER } from './receipt-layout';
import { layoutText, linesHeight, type Measure, type TextLine, type TextStyle } from './receipt-text';

/** Printed on every receipt: it proves a payment, it is not a fiscal invoice. */
export const RECEIPT_NOT_AN_INVOICE = 'Comprobante no válido como factura';
export const RECEIPT_HEADING = 'Comprobante de pago';

const MARGIN = 56;
const LABEL_WIDTH = 130;
const VALUE_OFFSET = 140;
const GRAY = '#555555';
const BLACK = '#000000';

export const RECEIPT_STYLES = {
  name: { weight: 'bold', size: 20 },
  heading: { weight: 'bold', size: 16 },
  meta: { weight: 'regular', size: 10 },
  row: { weight: 'regular', size: 11 },
  amountLabel: { weight: 'bold', size: 13 },
  amount: { weight: 'bold', size: 22 },
  balance: { weight: 'regular', size: 12 },
  footer: { weight: 'regular', size: 10 },
} as const satisfies Record<string, TextStyle>;

const calendarDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The label and value rows, in order. */
function rowsOf(data: ReceiptData): Array<[string, string]> {
  return [
    ['Cliente', data.clientName],
    ['Plan', data.planName],
    ['Período', `${calendarDate(data.periodStartDate)} al ${calendarDate(data.periodEndDate)}`],
    ['Fecha de pago', calendarDate(data.date)],
    ['Medio de pago', paymentMethodLabels[data.method]],
    ['Moneda', data.currency],
    ...(data.concept ? ([['Concepto', data.concept]] as Array<[string, string]>) : []),
  ];
}

const metaOf = (data: ReceiptData) => `${receiptNumberText(data.receiptNumber)} · Emitido el ${calendarDate(data.issuedOn)}`;

/** Every text of the receipt with the weight it is drawn in: what to read fonts for. */
function textsOf(data: ReceiptData): Array<{ text: string; weight: FontWeight }> {
  const regular = [metaOf(data), ...rowsOf(data).flat(), data.balance, RECEIPT_NOT_AN_INVOICE];
  const bold = [data.businessName, RECEIPT_HEADING, 'Monto', data.amount];
  return [...regular.map((text) => ({ text, weight: 'regular' as const })), ...bold.map((text) => ({ text, weight: 'bold' as const }))];
}

interface DrawOptions {
  x: number;
  y: number;
  /** For align 'center': the width to center in. */
  width?: number;
  align?: 'left' | 'center';
  color: string;
  /** At least this much above the first baseline: to share it with text beside. */
  firstAscent?: number;
}

/** A glyph that stands for no character of its own: skipped by readers, kept inside its word. */
const WORD_JOINER = 0x2060;

/**
 * Shaping splits some characters into several glyphs (fontkit's 'ccmp': the dots of Arabic letters, the
 * dot of "ị"); pdfkit maps the first to the character and the others to nothing (`<>` in ToUnicode),
 * which PDF.js reads as the glyph's number (a control character inside the name when copied or
 * searched). They map to a word joiner instead, which readers skip. pdfkit keeps that map in each
 * embedded font's `unicode` until `end()` writes it; this reaches into it (pdfkit 0.17) and does
 * nothing if it is not there (receipt.test.ts reads such names back).
 */
function mapSplitGlyphs(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: unknown }> })._fontFamilies ?? {};
  for (const font of new Set(Object.values(families))) {
    if (!Array.isArray(font.unicode)) continue;
    font.unicode = font.unicode.map((codePoints: unknown) => (Array.isArray(codePoints) && codePoints.length === 0 ? [WORD_JOINER] : codePoints));
  }
}

/** Lays out and draws text on the document with the receipt's fonts; embeds only the files it draws with. */
function pageWriter(doc: PDFKit.PDFDocument, fonts: ReceiptFontSet) {
  const registered = new Set<string>();
  const withFont = (font: ReceiptFont, size: number) => {
    if (!registered.has(font.name)) {
      doc.registerFont(font.name, font.data);
      registered.add(font.name);
    }
    return doc.font(font.name).fontSize(size);
  };
  const measure: Measure = (text, font, size) => withFont(font, size).widthOfString(text);
  return {
    lay: (text: string, style: TextStyle, width: number, maxLines?: number): TextLine[] =>
      layoutText(text, fonts, { ...style, width, ...(maxLines === undefined ? {} : { maxLines }) }, measure),
    /** Draws the lines from their top; answers where the last one ends. */
    draw(lines: TextLine[], style: TextStyle, options: DrawOptions): number {
      let top = options.y;
      lines.forEach((line, index) => {
        const baseline = top + (index === 0 ? Math.max(line.ascent, options.firstAscent ?? 0) : line.ascent);
        const x = options.x + (options.align === 'center' && options.width ? (options.width - line.width) / 2 : 0);
        for (const run of line.runs) {
          withFont(run.font, style.size)
            .fillColor(options.color)
            .text(run.text, x + run.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        }
        top = baseline + line.descent;
      });
      return top;
    },
  };
}

/** Two texts side by side sharing their first baseline (a label and its value); answers where they end. */
function drawPair(
  writer: ReturnType<typeof pageWriter>,
  y: number,
  left: { lines: TextLine[]; style: TextStyle; x: number; color: string },
  right: { lines: TextLine[]; style: TextStyle; x: number; color: string },
): number {
  const firstAscent = Math.max(left.lines[0]?.ascent ?? 0, right.lines[0]?.ascent ?? 0);
  return Math.max(
    writer.draw(left.lines, left.style, { x: left.x, y, color: left.color, firstAscent }),
    writer.draw(right.lines, right.style, { x: right.x, y, color: right.color, firstAscent }),
  );
}

/**
 * The receipt as a one-page A4 PDF (pdfkit), in Noto: the name of the business, the client and the rest
 * print in any script (receipt-fonts.ts), each file embedded as a subset of what the receipt draws.
 */
export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const fonts = await receiptFonts(textsOf(data));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${RECEIPT_HEADING} ${receiptNumberText(data.receiptNumber)}`, Author: data.businessName, Creator: 'Coach' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = pageWriter(doc, fonts);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  let name: TextLine[] = [];
  const header = headerLayout({ left, top: doc.page.margins.top, width }, data.logo !== null, (nameWidth) => {
    name = writer.lay(data.businessName, RECEIPT_STYLES.name, nameWidth, HEADER.nameMaxLines);
    return linesHeight(name);
  });
  if (data.logo && header.logo) doc.image(data.logo, header.logo.x, header.logo.y, { fit: [header.logo.width, header.logo.height] });
  writer.draw(name, RECEIPT_STYLES.name, { x: header.name.x, y: header.name.y, color: BLACK });

  let y = writer.draw(writer.lay(RECEIPT_HEADING, RECEIPT_STYLES.heading, width), RECEIPT_STYLES.heading, { x: left, y: header.headingTop, color: BLACK });
  y = writer.draw(writer.lay(metaOf(data), RECEIPT_STYLES.meta, width), RECEIPT_STYLES.meta, { x: left, y: y + 4, color: GRAY });

  y += 24;
  for (const [label, value] of rowsOf(data)) {
    y = drawPair(
      writer,
      y,
      { lines: writer.lay(label, RECEIPT_STYLES.row, LABEL_WIDTH), style: RECEIPT_STYLES.row, x: left, color: GRAY },
      { lines: writer.lay(value, RECEIPT_STYLES.row, width - VALUE_OFFSET, 4), style: RECEIPT_STYLES.row, x: left + VALUE_OFFSET, color: BLACK },
    );
    y += 7;
  }

  y = drawPair(
    writer,
    y + 12,
    { lines: writer.lay('Monto', RECEIPT_STYLES.amountLabel, LABEL_WIDTH), style: RECEIPT_STYLES.amountLabel, x: left, color: BLACK },
    { lines: writer.lay(data.amount, RECEIPT_STYLES.amount, width - VALUE_OFFSET, 2), style: RECEIPT_STYLES.amount, x: left + VALUE_OFFSET, color: BLACK },
  );
  y = writer.draw(writer.lay(data.balance, RECEIPT_STYLES.balance, width - VALUE_OFFSET, 2), RECEIPT_STYLES.balance, {
    x: left + VALUE_OFFSET,
    y: y + 8,
    color: BLACK,
  });
  writer.draw(writer.lay(RECEIPT_NOT_AN_INVOICE, RECEIPT_STYLES.footer, width), RECEIPT_STYLES.footer, {
    x: left,
    y: y + 40,
    width,
    align: 'center',
    color: GRAY,
  });
  mapSplitGlyphs(doc);
  doc.end();
  return done;
}

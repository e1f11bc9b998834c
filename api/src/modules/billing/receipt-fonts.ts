import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'fontkit';
import { woffToSfnt } from './woff';

/*
 * The fonts of the receipt (docs/decisions.md, "Comprobante en cualquier escritura"): Noto, from the
 * @fontsource packages, which ship each font cut in slices by Unicode range (unicode.json says which
 * characters each file has). A character is drawn with the first family, in FAMILIES' order, with a
 * file that has its glyph; only the files a receipt needs are read, once per process. The files are
 * WOFF (zlib), inflated once per process: fontkit subsets them into the PDF; it cannot subset their
 * WOFF2 twins (composite glyphs).
 */

export type FontWeight = 'regular' | 'bold';

/** In fallback order. Noto Emoji goes before Noto Sans SC, which has some pictographs of its own. */
const FAMILIES = [
  // Latin with its extensions and Vietnamese, Greek, Cyrillic (and Devanagari, in the same package).
  { pkg: '@fontsource/noto-sans', prefix: 'noto-sans' },
  { pkg: '@fontsource/noto-sans-arabic', prefix: 'noto-sans-arabic' },
  { pkg: '@fontsource/noto-sans-hebrew', prefix: 'noto-sans-hebrew' },
  // Monochrome (a PDF font draws in one color).
  { pkg: '@fontsource/noto-emoji', prefix: 'noto-emoji' },
  // Chinese (simplified and traditional ideographs), Japanese kana and Korean Hangul.
  { pkg: '@fontsource/noto-sans-sc', prefix: 'noto-sans-sc' },
] as const;

const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

/** One file of a family: a font of its own, embedded (subset) apart from the others. */
export interface ReceiptFont {
  /** Unique per file: the name the document registers it with. */
  name: string;
  data: Buffer;
  /** Above and below the baseline, in units of the font size. */
  ascent: number;
  descent: number;
  has(codePoint: number): boolean;
}

type Range = readonly [number, number];
interface Slice {
  file: string;
  ranges: Range[];
}

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]]. */
export function unicodeRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

const packageDir = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

/** The slices of every family, for one weight, in fallback order (read once per process). */
const slicesByWeight = new Map<FontWeight, Promise<Slice[]>>();
function slicesOf(weight: FontWeight): Promise<Slice[]> {
  let slices = slicesByWeight.get(weight);
  if (!slices) {
    slices = Promise.all(
      FAMILIES.map(async ({ pkg, prefix }) => {
        const dir = packageDir(pkg);
        const index = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
        // Keys are subset names ("latin", "latin-ext") or slice numbers ("[4]"); files are named for them.
        return Object.entries(index).map(([key, ranges]) => ({
          file: path.join(dir, 'files', `${prefix}-${key.replace(/^\[(\d+)\]$/, '$1')}-${WEIGHTS[weight]}-normal.woff`),
          ranges: unicodeRanges(ranges),
        }));
      }),
    ).then((families) => families.flat());
    slicesByWeight.set(weight, slices);
  }
  return slices;
}

const fonts = new Map<string, Promise<ReceiptFont | null>>();
function fontFile(file: string): Promise<ReceiptFont | null> {
  let font = fonts.get(file);
  if (!font) {
    font = readFile(file).then(
      (woff) => {
        // pdfkit parses the font again for each document: it gets the inflated tables (woff.ts).
        const data = woffToSfnt(woff);
        const parsed = create(data);
        return {
          name: path.basename(file, '.woff'),
          data,
          ascent: parsed.ascent / parsed.unitsPerEm,
          descent: -parsed.descent / parsed.unitsPerEm,
          has: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint),
        };
      },
      // A weight the family does not ship: the next family, or the regular weight, draws it.
      () => null,
    );
    fonts.set(file, font);
  }
  return font;
}

/** What each character is drawn with, per weight: decided once per process. */
const chosen = new Map<string, Promise<ReceiptFont | null>>();
function choose(codePoint: number, weight: FontWeight): Promise<ReceiptFont | null> {
  const key = `${weight}:${codePoint}`;
  let font = chosen.get(key);
  if (!font) {
    font = (async () => {
      for (const slice of await slicesOf(weight)) {
        if (!slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) continue;
        const candidate = await fontFile(slice.file);
        if (candidate?.has(codePoint)) return candidate;
      }
      return weight === 'bold' ? choose(codePoint, 'regular') : null;
    })();
    chosen.set(key, font);
  }
  return font;
}

/** The fonts for a set of texts, chosen ahead (reading files is asynchronous; laying out text is not). */
export interface ReceiptFontSet {
  /** The font that draws the character, or undefined if none of the families has it. */
  fontFor(codePoint: number, weight: FontWeight): ReceiptFont | undefined;
}

/** Characters every receipt may need besides its texts: what stands for a missing one, and the ellipsis. */
export const REPLACEMENT = '?';
export const ELLIPSIS = '…';

/** Reads (once per process) the font files that draw these texts, each in its weight. */
export async function receiptFonts(texts: ReadonlyArray<{ text: string; weight: FontWeight }>): Promise<ReceiptFontSet> {
  const wanted = new Set<string>();
  for (const { text, weight } of texts) {
    for (const char of `${text.normalize('NFC')}${REPLACEMENT}${ELLIPSIS} `) wanted.add(`${weight}:${char.codePointAt(0)!}`);
  }
  const resolved = new Map<string, ReceiptFont>();
  await Promise.all(
    [...wanted].map(async (key) => {
      const [weight, codePoint] = key.split(':') as [FontWeight, string];
      const font = await choose(Number(codePoint), weight);
      if (font) resolved.set(key, font);
    }),
  );
  return { fontFor: (codePoint, weight) => resolved.get(`${weight}:${codePoint}`) };
}

// fontkit (the font engine pdfkit draws with) ships no types: only what the receipt's code and tests use.
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    readonly unitsPerEm: number;
    /** hhea: above the baseline (positive), in font units. */
    readonly ascent: number;
    /** hhea: below the baseline (negative), in font units. */
    readonly descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** Shapes a text: its glyphs in the order they are drawn. */
    layout(text: string): { glyphs: Array<{ id: number; codePoints: number[] }>; advanceWidth: number };
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

// fontkit (the font engine pdfkit draws with) ships no types: only what receipt-fonts.ts uses.
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    readonly unitsPerEm: number;
    /** hhea: above the baseline (positive), in font units. */
    readonly ascent: number;
    /** hhea: below the baseline (negative), in font units. */
    readonly descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}

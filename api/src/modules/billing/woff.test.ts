import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { isWoff, woffToSfnt } from './woff';

const fontFile = (pkg: string, file: string) => readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file));

describe('WOFF to TrueType', () => {
  it.each([
    ['@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff', 'Ana Gómez'],
    ['@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic-700-normal.woff', 'محمد علي'],
  ])('%s %s: the same font, inflated', (pkg, file, text) => {
    const woff = fontFile(pkg, file);
    expect(isWoff(woff)).toBe(true);
    const sfnt = woffToSfnt(woff);
    expect(isWoff(sfnt)).toBe(false);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const [before, after] = [create(woff), create(sfnt)];
    expect(after.postscriptName).toBe(before.postscriptName);
    const glyphs = (font: Font) => {
      const run = font.layout(text);
      return { ids: run.glyphs.map((glyph) => glyph.id), advance: run.advanceWidth };
    };
    expect(glyphs(after)).toEqual(glyphs(before));
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('hola, no soy una fuente, pero tengo cuarenta y cuatro bytes o más'))).toThrow();
  });
});

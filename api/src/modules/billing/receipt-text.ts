import { ELLIPSIS, REPLACEMENT, type FontWeight, type ReceiptFont, type ReceiptFontSet } from './receipt-fonts';

/*
 * Text of the receipt in any script, laid out in lines (docs/decisions.md, "Comprobante en cualquier
 * escritura"): each character with a font that has it (receipt-fonts.ts), one line mixing scripts in
 * runs of one font each, right-to-left words (Arabic, Hebrew) in their order, wrapped at spaces and
 * between ideographs. The receipt is a left-to-right page; pdfkit (fontkit) shapes each run and draws
 * a right-to-left one reversed, so here only the order of the runs is decided.
 */

export interface TextStyle {
  weight: FontWeight;
  /** Points. */
  size: number;
}

/** The advance of a text drawn with a font at a size, in points (pdfkit's widthOfString). */
export type Measure = (text: string, font: ReceiptFont, size: number) => number;

/** A piece of a line drawn with one font, `x` points from the line's start: in the order it is seen. */
export interface PlacedRun {
  text: string;
  font: ReceiptFont;
  x: number;
  width: number;
}

export interface TextLine {
  runs: PlacedRun[];
  width: number;
  /** Above and below the baseline, in points: the most of the fonts the line uses. */
  ascent: number;
  descent: number;
}

type Direction = 'rtl' | 'ltr' | 'neutral';

/** One character as a reader sees it (a letter with its accents, an emoji with its modifiers). */
interface Cluster {
  text: string;
  font: ReceiptFont;
  direction: Direction;
  space: boolean;
}

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const STRONG_LTR = /[\p{L}\p{Nd}]/u;
/** Scripts written without spaces, where a line may break between any two characters. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Directional marks and embeddings: the order is decided here, they would only print as boxes. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** The text as clusters with their fonts: line breaks, tabs and runs of spaces are one space. */
function clustersOf(text: string, fonts: ReceiptFontSet, weight: FontWeight): Cluster[] {
  const clean = text
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    // No-break spaces stay (the one in "$ 7.499,50" keeps the amount on one line).
    .replace(/(?:[^\S\u00A0\u202F]|\p{Cc})+/gu, ' ')
    .trim();
  const clusters: Cluster[] = [];
  for (const { segment } of graphemes.segment(clean)) {
    const chars = [...segment];
    const base = chars[0]!;
    const font = fonts.fontFor(base.codePointAt(0)!, weight);
    if (!font) {
      // A lone joiner or variation selector draws nothing; a character no family has prints as '?'.
      if (IGNORABLE.test(base)) continue;
      clusters.push({ text: REPLACEMENT, font: fonts.fontFor(REPLACEMENT.codePointAt(0)!, weight)!, direction: 'neutral', space: false });
      continue;
    }
    clusters.push({
      // Accents, joiners and selectors the base's font lacks are left out rather than drawn as boxes.
      text: chars.filter((char, index) => index === 0 || font.has(char.codePointAt(0)!)).join(''),
      font,
      direction: RTL.test(base) ? 'rtl' : STRONG_LTR.test(base) ? 'ltr' : 'neutral',
      space: segment === ' ',
    });
  }
  return clusters;
}

/** Where a line may break: words between spaces, and each ideograph on its own. */
interface Word {
  clusters: Cluster[];
  spaceBefore: Cluster | null;
}

function wordsOf(clusters: Cluster[]): Word[] {
  const words: Word[] = [];
  let space: Cluster | null = null;
  let current: Word | null = null;
  for (const cluster of clusters) {
    if (cluster.space) {
      space = cluster;
      current = null;
    } else if (!current || IDEOGRAPHIC.test(cluster.text) || IDEOGRAPHIC.test(current.clusters.at(-1)!.text)) {
      current = { clusters: [cluster], spaceBefore: space };
      words.push(current);
      space = null;
    } else {
      current.clusters.push(cluster);
    }
  }
  return words;
}

/** Consecutive clusters of one font and direction; right-to-left ones end at each space (see visualRuns). */
function logicalRuns(clusters: Cluster[]): Array<{ text: string; font: ReceiptFont; rtl: boolean }> {
  // A neutral (space, punctuation, emoji) between two right-to-left characters belongs to them; any
  // other takes the page's direction.
  const resolved = clusters.map((cluster, index) => {
    if (cluster.direction !== 'neutral') return cluster.direction;
    const before = clusters.slice(0, index).findLast((other) => other.direction !== 'neutral');
    const after = clusters.slice(index + 1).find((other) => other.direction !== 'neutral');
    return before?.direction === 'rtl' && after?.direction === 'rtl' ? 'rtl' : 'ltr';
  });
  const runs: Array<{ text: string; font: ReceiptFont; rtl: boolean; space: boolean }> = [];
  clusters.forEach((cluster, index) => {
    const rtl = resolved[index] === 'rtl';
    const last = runs.at(-1);
    if (last && last.font === cluster.font && last.rtl === rtl && !(rtl && (last.space || cluster.space))) {
      last.text += cluster.text;
      last.space &&= cluster.space;
    } else {
      runs.push({ text: cluster.text, font: cluster.font, rtl, space: cluster.space });
    }
  });
  return runs;
}

/**
 * A line's runs in the order they are seen: a stretch of right-to-left runs is reversed as a whole (its
 * words right to left); pdfkit reverses the letters of each right-to-left word as it shapes it.
 */
function visualRuns<T extends { rtl: boolean }>(runs: T[]): T[] {
  const visual: T[] = [];
  let stretch: T[] = [];
  for (const run of runs) {
    if (run.rtl) {
      stretch.push(run);
      continue;
    }
    visual.push(...stretch.reverse(), run);
    stretch = [];
  }
  return [...visual, ...stretch.reverse()];
}

function placeLine(clusters: Cluster[], style: TextStyle, measure: Measure): TextLine {
  let x = 0;
  const runs = visualRuns(logicalRuns(clusters)).map((run) => {
    const width = measure(run.text, run.font, style.size);
    const placed = { text: run.text, font: run.font, x, width };
    x += width;
    return placed;
  });
  const fonts = new Set(runs.map((run) => run.font));
  return {
    runs,
    width: x,
    ascent: Math.max(0, ...[...fonts].map((font) => font.ascent)) * style.size,
    descent: Math.max(0, ...[...fonts].map((font) => font.descent)) * style.size,
  };
}

export interface TextBox extends TextStyle {
  /** Points available for each line. */
  width: number;
  /** Past these, the last line ends in "…". */
  maxLines?: number;
}

/** The text in lines that fit the width (at most `maxLines`); none for an empty text. */
export function layoutText(text: string, fonts: ReceiptFontSet, box: TextBox, measure: Measure): TextLine[] {
  const clusters = clustersOf(text, fonts, box.weight);
  const widthOf = (line: Cluster[]) => logicalRuns(line).reduce((sum, run) => sum + measure(run.text, run.font, box.size), 0);
  const lines: Cluster[][] = [];
  let line: Cluster[] = [];
  for (const word of wordsOf(clusters)) {
    const joined = line.length > 0 && word.spaceBefore ? [...line, word.spaceBefore, ...word.clusters] : [...line, ...word.clusters];
    if (widthOf(joined) <= box.width) {
      line = joined;
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = [];
    // A word longer than a whole line is cut where it stops fitting.
    for (const cluster of word.clusters) {
      if (line.length > 0 && widthOf([...line, cluster]) > box.width) {
        lines.push(line);
        line = [];
      }
      line.push(cluster);
    }
  }
  if (line.length > 0) lines.push(line);

  if (box.maxLines !== undefined && lines.length > box.maxLines) {
    lines.length = box.maxLines;
    const last = lines[box.maxLines - 1]!;
    const ellipsis = clustersOf(ELLIPSIS, fonts, box.weight);
    while (last.length > 0 && (last.at(-1)!.space || widthOf([...last, ...ellipsis]) > box.width)) last.pop();
    last.push(...ellipsis);
  }
  return lines.map((clustersOfLine) => placeLine(clustersOfLine, box, measure));
}

/** The height of laid-out lines, each as tall as its fonts, `gap` points apart. */
export const linesHeight = (lines: TextLine[], gap = 0): number =>
  lines.reduce((sum, line) => sum + line.ascent + line.descent, 0) + gap * Math.max(0, lines.length - 1);

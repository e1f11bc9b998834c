/*
 * Where the receipt's header goes (docs/decisions.md, "Comprobante en cualquier escritura"): the logo
 * on the left, the business's name beside it in as many lines as it takes (up to NAME_MAX_LINES), and
 * the heading below whichever of the two ends lower. Nothing here draws: the boxes are measured first.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const HEADER = {
  /** The logo fits in a square this big (points). */
  logoSize: 72,
  /** Between the logo and the name. */
  logoGap: 16,
  /** A longer name ends in "…" on its last line. */
  nameMaxLines: 3,
  /** Between the header and the "Comprobante de pago" heading. */
  headingGap: 20,
} as const;

export interface HeaderLayout {
  logo: Box | null;
  name: Box;
  /** Where the heading starts: below the logo and the name. */
  headingTop: number;
}

/**
 * The header within the page's content area. `nameHeight(width)` lays the name out in that width and
 * tells how tall it came out; beside a logo, a name shorter than the logo is centered on it.
 */
export function headerLayout(area: { left: number; top: number; width: number }, hasLogo: boolean, nameHeight: (width: number) => number): HeaderLayout {
  if (!hasLogo) {
    const height = nameHeight(area.width);
    return { logo: null, name: { x: area.left, y: area.top, width: area.width, height }, headingTop: area.top + height + HEADER.headingGap };
  }
  const logo = { x: area.left, y: area.top, width: HEADER.logoSize, height: HEADER.logoSize };
  const nameX = area.left + HEADER.logoSize + HEADER.logoGap;
  const width = area.left + area.width - nameX;
  const height = nameHeight(width);
  const name = { x: nameX, y: area.top + Math.max(0, (HEADER.logoSize - height) / 2), width, height };
  return { logo, name, headingTop: Math.max(logo.y + logo.height, name.y + name.height) + HEADER.headingGap };
}

/** Whether two boxes share any area (touching edges do not). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Numbers as an Argentine user reads and writes them: decimal comma, dot between thousands ("1.234,5").

export const FORMAT_LOCALE = 'es-AR';

export interface DecimalOptions {
  /** Decimals shown at most (trailing zeros dropped); 2 unless told. */
  maximumFractionDigits?: number;
  /**
   * Dots between thousands ("12.345,5"); true unless told. A form field's value uses false, so that
   * what the user sees is what the contracts parse back ("72,5").
   */
  grouping?: boolean;
}

/**
 * Dots between the thousands of a whole number's digits: 2000 → '2.000', '1234567' → '1.234.567'. Without
 * Intl, for texts built when a module loads (the page's first Intl call loads the locale's data: ~20 ms of
 * a phone's main thread on the first screen) and for fields that rebuild their digits as typed.
 */
export const groupThousands = (digits: number | string): string => String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

// One formatter per set of options: building an Intl.NumberFormat costs far more than using one.
const numberFormats: Record<string, Intl.NumberFormat> = {};

/** A cached Intl.NumberFormat, es-AR unless told (for this folder's formatters). */
export function numberFormat(options: Intl.NumberFormatOptions, locale: string = FORMAT_LOCALE): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  return (numberFormats[key] ??= new Intl.NumberFormat(locale, options));
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** 72.5 → '72,5', 12345.678 → '12.345,68', -0.5 → '-0,5'; '' for null, NaN or Infinity. */
export function formatDecimal(value: number | null | undefined, options: DecimalOptions = {}): string {
  if (!isFiniteNumber(value)) return '';
  const { maximumFractionDigits = 2, grouping = true } = options;
  if (!Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > 20) return '';
  // -0 and values that round to zero read "0", not "-0".
  const text = numberFormat({ maximumFractionDigits, useGrouping: grouping }).format(value);
  return /^-0(,0*)?$/.test(text) ? '0' : text;
}

// Numbers that are not money (body weight, series weights, distances, counts, percentages, file sizes) as
// the business's country writes them: es-AR "1.234,5", es-MX "1,234.5", es-ES "1234,5" (Intl's CLDR data).
// Which country is one value for the whole page (the module is a singleton shared by the host and every
// remote): set when the business's settings arrive and kept in localStorage, so the next start writes
// numbers right from its first paint. Where no browser runs (the API imports the contracts) it stays es-AR.
import { DEFAULT_COUNTRY, isCountryCode, localeOfCountry } from '../contracts/countries';

/** The locale dates are written in everywhere, and numbers until the business's country is known. */
export const FORMAT_LOCALE = 'es-AR';

/** Where the business's country is remembered between visits (both apps of one origin share it). */
export const NUMBER_COUNTRY_KEY = 'coach.number-country';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's localStorage; none where no window is (the API: its typings have no DOM either). */
const browserStorage = (): KeyValueStore | undefined => (globalThis as { window?: { localStorage?: KeyValueStore } }).window?.localStorage;

function storedCountry(): string | null {
  try {
    return browserStorage()?.getItem(NUMBER_COUNTRY_KEY) ?? null;
  } catch {
    return null; // Storage refused (some private modes): the default until the settings arrive.
  }
}

const initialCountry = storedCountry();
let currentLocale = initialCountry !== null && isCountryCode(initialCountry) ? localeOfCountry(initialCountry) : FORMAT_LOCALE;
const listeners = new Set<() => void>();

/** The locale numbers are written in now: 'es-AR' until the business's country says otherwise. */
export const numberLocale = (): string => currentLocale;

/**
 * Writes numbers as the business's `country` does from now on (an unknown code: as Argentina), tells the
 * screens that listen (useNumberLocale) and remembers it for the next start. Called where the business's
 * settings are read, before React renders with them.
 */
export function followBusinessCountry(country: string): void {
  const code = isCountryCode(country) ? country : DEFAULT_COUNTRY;
  try {
    browserStorage()?.setItem(NUMBER_COUNTRY_KEY, code);
  } catch {
    // Not remembered: the next start writes es-AR until the settings arrive again.
  }
  const locale = localeOfCountry(code);
  if (locale === currentLocale) return;
  currentLocale = locale;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the number locale changes; answers the function that stops it. */
export function subscribeNumberLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface DecimalOptions {
  /** Decimals shown at most (trailing zeros dropped); 2 unless told. */
  maximumFractionDigits?: number;
  /**
   * Separators between thousands ("12.345,5"); true unless told. A form field's value uses false, so that
   * what the user sees is what the contracts parse back ("72,5", "72.5" in Mexico).
   */
  grouping?: boolean;
  /** The locale to write in; the business's (numberLocale()) unless told. */
  locale?: string;
}

/**
 * Dots between the thousands of a whole number's digits, as es-AR writes them: 2000 → '2.000',
 * '1234567' → '1.234.567'. Without Intl, for texts built when a module loads (the page's first Intl call
 * loads the locale's data: ~20 ms of a phone's main thread on the first screen) and for amount fields
 * that rebuild their digits as typed (which then swap the signs for the country: amountTextFor).
 */
export const groupThousands = (digits: number | string): string => String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

// One formatter per set of options: building an Intl.NumberFormat costs far more than using one.
const numberFormats: Record<string, Intl.NumberFormat> = {};

/** A cached Intl.NumberFormat, in the business's number locale unless told (for this folder's formatters). */
export function numberFormat(options: Intl.NumberFormatOptions, locale: string = currentLocale): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  return (numberFormats[key] ??= new Intl.NumberFormat(locale, options));
}

/** The sign `locale` (the business's unless told) writes decimals with: ',' in Argentina or Spain, '.' in Mexico. */
export const decimalSign = (locale: string = currentLocale): ',' | '.' =>
  numberFormat({ minimumFractionDigits: 1 }, locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === '.' ? '.' : ',';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * As the business's country writes it: 72.5 → '72,5' in Argentina, '72.5' in Mexico; 12345.678 →
 * '12.345,68' / '12,345.68'; -0.5 → '-0,5'. '' for null, NaN or Infinity.
 */
export function formatDecimal(value: number | null | undefined, options: DecimalOptions = {}): string {
  if (!isFiniteNumber(value)) return '';
  const { maximumFractionDigits = 2, grouping = true, locale = currentLocale } = options;
  if (!Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > 20) return '';
  // -0 and values that round to zero read "0", not "-0".
  // 'auto': as the country groups (Spain leaves four digits together: "1234", "12.345").
  const text = numberFormat({ maximumFractionDigits, useGrouping: grouping ? 'auto' : false }, locale).format(value);
  return /^-0([.,]0*)?$/.test(text) ? '0' : text;
}

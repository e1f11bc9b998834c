// Money as the API keeps it: an integer of minor units (centavos) plus an ISO 4217 currency
// (ARCHITECTURE.md section 3). Always written as the business's country writes it: '$ 1.234,50' in
// Argentina, '$1,234.50' in Mexico, '$1.234' (CLP) in Chile, '1234,50 €' in Spain. There is no
// default: every amount on every screen, message, receipt and file names its currency and its country.
import { localeOfCountry } from '../contracts/countries';
import { minorDigitsOf } from '../contracts/currencies';
import { numberFormat } from './numbers';

export const DEFAULT_CURRENCY = 'ARS';

/**
 * What an amount is written with: the business's currency and its country (the locale, 'es-<country>').
 * The business's settings (useBusinessSettings(), `GET /api/v1/business`) are one.
 */
export interface MoneyFormat {
  currency: string;
  country: string;
}

const currencyOf = (format: MoneyFormat): string => format.currency;
const localeOf = (format: MoneyFormat): string => localeOfCountry(format.country);

/** Whether `locale` writes decimals with a point ('es-MX': '1,234.50'), not a comma. */
const decimalPointIn = (locale: string): boolean =>
  numberFormat({ minimumFractionDigits: 1 }, locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === '.';

const normalizeCurrency = (currency: unknown): string | null =>
  typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null;

/**
 * How many decimals one unit of `currency` has, as ISO 4217 says (ARS 2, JPY 0, KWD 3): what
 * "minor units" means for amounts of that currency. null for a code that is not three letters.
 * (The table lives with the contracts, which the API reads too.)
 */
export const currencyMinorDigits = (currency: string): number | null => minorDigitsOf(currency);

/** Minor units as an exact decimal string: (-123456, 2) → '-1234.56'. */
function toDecimalString(minorUnits: number, digits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const text = String(Math.abs(minorUnits)).padStart(digits + 1, '0');
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * 123450 minor units of ARS in Argentina → '$ 1.234,50'; -123450 → '-$ 1.234,50'; 0 → '$ 0,00'; of MXN
 * in Mexico → '$1,234.50'; 1234 of JPY → 'JPY 1.234'. Always with all the currency's decimals. '' when
 * the amount is not a safe integer or the currency not a three-letter code. (A no-break space separates
 * symbol and number where the locale puts one.)
 */
export function formatMoney(minorUnits: number | null | undefined, format: MoneyFormat): string {
  const code = normalizeCurrency(currencyOf(format));
  if (code === null || typeof minorUnits !== 'number' || !Number.isSafeInteger(minorUnits)) return '';
  const digits = currencyMinorDigits(code) ?? 2;
  const formatter = numberFormat({ style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }, localeOf(format));
  // A decimal string is formatted exactly, with no float rounding even for the largest amounts
  // (engines without Intl.NumberFormat v3 read it as a number: exact up to about 10^13 units).
  // `|| 0` turns -0 into 0: no "-$ 0,00".
  return formatter.format(toDecimalString(minorUnits || 0, digits) as `${number}`);
}

/**
 * The amount with its ISO code beside it, where the symbol alone does not say which currency it is (MXN,
 * ARS, CLP, COP and UYU all write "$"): '$ 25.000,00 ARS', '$1,850.50 MXN', '1234,50 € EUR'; a code the
 * formatter already writes is not repeated ('JPY 1.234'). For what leaves the app: the receipt.
 */
export function formatMoneyWithCode(minorUnits: number | null | undefined, format: MoneyFormat): string {
  const text = formatMoney(minorUnits, format);
  const code = normalizeCurrency(currencyOf(format));
  return !text || code === null || text.includes(code) ? text : `${text}\u00a0${code}`;
}

/** An amount rounded to a short figure for a chart's axis: '$ 1,2 M', '$1.2M' in Mexico. */
export function formatMoneyCompact(minorUnits: number, format: MoneyFormat): string {
  const code = normalizeCurrency(currencyOf(format));
  if (code === null || !Number.isFinite(minorUnits)) return '';
  const units = minorUnits / 10 ** (currencyMinorDigits(code) ?? 2);
  return numberFormat({ style: 'currency', currency: code, notation: 'compact', maximumFractionDigits: 1 }, localeOf(format)).format(units);
}

/**
 * Minor units from what a user types in an amount field, or null when it is not an amount of
 * `currency`. The decimal separator is the comma; dots separate thousands: '1.234,56' → 123456,
 * '1234,5' → 123450, '1.234' → 123400. A single dot followed by one or two digits is read as a
 * decimal point too, as people type it on a phone keypad: '1234.5' → 123450. A currency sign or code
 * and spaces are ignored ('$ 1.234,50', 'US$ 10', '-$ 5'). More decimals than the currency has
 * (unless they are zeros) answer null, as does an amount past Number.MAX_SAFE_INTEGER minor units.
 * Where the business's country writes decimals with a point (Mexico, Peru), the two signs swap roles:
 * '1,234.56' → 123456, '1234,5' → 123450.
 */
export function parseMoney(text: string | null | undefined, format: MoneyFormat): number | null {
  const digits = currencyMinorDigits(currencyOf(format));
  if (typeof text !== 'string' || digits === null) return null;
  let compact = text.replace(/\s/g, '').replace(/\u2212/g, '-');
  if (decimalPointIn(localeOf(format))) compact = compact.replace(/[.,]/g, (sign) => (sign === '.' ? ',' : '.'));
  const match = /^(-?)(?:[A-Za-z]{0,3}\$|S\/|€|[A-Za-z]{3})?(-?)(\d[\d.,]*)(?:[A-Za-z]{3}|€|\$)?$/.exec(compact);
  if (!match) return null;
  const [, signBefore = '', signAfter = '', number = ''] = match;
  if (signBefore && signAfter) return null;
  const split = splitAmount(number);
  if (!split) return null;
  const [whole, fraction] = split;
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return null;
  const minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return signBefore || signAfter ? -minor || 0 : minor;
}

const GROUPED = /^\d{1,3}(\.\d{3})+$/;

/** '1.234,56' → ['1234', '56']; null when the separators do not make a number. */
function splitAmount(number: string): [string, string] | null {
  const commas = number.split(',');
  if (commas.length > 2) return null;
  if (commas.length === 2) {
    const [whole = '', fraction = ''] = commas;
    if (!fraction || !/^\d+$/.test(fraction)) return null;
    if (/^\d+$/.test(whole)) return [whole, fraction];
    return GROUPED.test(whole) ? [whole.replace(/\./g, ''), fraction] : null;
  }
  if (/^\d+$/.test(number)) return [number, ''];
  if (GROUPED.test(number)) return [number.replace(/\./g, ''), ''];
  const decimal = /^(\d+)\.(\d{1,2})$/.exec(number);
  return decimal ? [decimal[1] ?? '', decimal[2] ?? ''] : null;
}

/**
 * An amount written as es-AR writes it ('1.234,50') in the country's way ('1,234.50' in Mexico): for
 * the text of an amount field, which parseMoney reads back with the same format.
 */
export function amountTextFor(text: string, format: MoneyFormat): string {
  return decimalPointIn(localeOf(format)) ? text.replace(/[.,]/g, (sign) => (sign === '.' ? ',' : '.')) : text;
}

/** The locale a MoneyFormat writes numbers in ('es-AR', 'es-MX'…), for other Intl formatters of amounts. */
export const moneyLocale = (format: MoneyFormat): string => localeOf(format);

/** The currency code of a MoneyFormat. */
export const moneyCurrency = (format: MoneyFormat): string => currencyOf(format);

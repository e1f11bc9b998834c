import { currencyMinorDigits, FORMAT_LOCALE, formatDecimal, formatMoney, moneyCurrency, type MoneyFormat } from '@coach/shared';

/*
 * How the dashboard writes its figures: numbers and amounts as the business's country writes them, months and days of
 * the business's calendar (the API's dates are calendar days: read at UTC noon, never in the
 * browser's zone).
 */

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const monthShort = new Intl.DateTimeFormat(FORMAT_LOCALE, { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat(FORMAT_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat(FORMAT_LOCALE, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat(FORMAT_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const clean = (text: string) => text.replace(/\./g, '').replace(/\s+/g, ' ');

/** '2026-03' → 'mar 26' (axis). */
export const formatMonthShort = (month: string) => clean(monthShort.format(atNoon(`${month}-01`)));
/** '2026-03' → 'marzo de 2026' (tables, summaries). */
export const formatMonthLong = (month: string) => monthLong.format(atNoon(`${month}-01`));
/** '2026-03-30' → 'lun 30' (axis). */
export const formatDayShort = (date: string) => clean(dayShort.format(atNoon(date)));
/** '2026-03-30' → 'lunes, 30 de marzo' (tables). */
export const formatDayLong = (date: string) => dayLong.format(atNoon(date));

/** 0.395 → '40 %' (es-AR puts a space before the sign). */
export const formatPercent = (ratio: number) => `${formatDecimal(Math.round(ratio * 100), { maximumFractionDigits: 0 })} %`;

/** Money with the currency's decimals only when there are any: '$ 33.000', '$ 1.234,50' (or as the country writes it). */
export function formatAmount(minorUnits: number, money: MoneyFormat): string {
  const full = formatMoney(minorUnits, money);
  const digits = currencyMinorDigits(moneyCurrency(money)) ?? 2;
  if (digits === 0 || minorUnits % 10 ** digits !== 0) return full;
  // The decimal sign and its zeros, wherever the symbol goes ('$ 33.000,00', '33.000,00 €', '$33,000.00').
  return full.replace(new RegExp(`[.,]0{${digits}}(?=\\D*$)`), '');
}

/** Change from `previous` to `current` as a ratio (0.1 = +10 %); null when there was nothing before. */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** '+10 %', '−5 %', '0 %'. */
export function formatSignedPercent(ratio: number): string {
  const rounded = Math.round(ratio * 100);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatDecimal(Math.abs(rounded), { maximumFractionDigits: 0 })} %`;
}

/** 'una tarea' / '3 tareas'. */
export const plural = (count: number, one: string, many: string) => `${formatDecimal(count, { maximumFractionDigits: 0 })} ${count === 1 ? one : many}`;

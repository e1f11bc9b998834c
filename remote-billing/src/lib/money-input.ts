import { amountTextFor, currencyMinorDigits, formatMoney, groupThousands, moneyCurrency, parseMoney, type MoneyFormat } from '@coach/shared';

/**
 * Minor units as a person types them in an amount field: 2500000 ARS → '25.000', 123450 → '1.234,5'
 * is not what they expect, so decimals stay whole: '1.234,50'. Exact (integer arithmetic, no floats).
 * parseMoney reads it back. Written as the business's country writes amounts ('1,234.50' in Mexico).
 */
export function moneyInputText(minorUnits: number, format: MoneyFormat): string {
  const digits = currencyMinorDigits(moneyCurrency(format)) ?? 2;
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) return '';
  const text = String(minorUnits).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : text.slice(-digits);
  const grouped = groupThousands(whole);
  return amountTextFor(/^0*$/.test(fraction) ? grouped : `${grouped},${fraction}`, format);
}

/** What an amount field's value means in minor units, or null when it is not an amount. */
export const parseMoneyInput = (text: unknown, format: MoneyFormat): number | null =>
  typeof text === 'string' && text.trim() ? parseMoney(text, format) : null;

/** The currency's sign as the formatter prints it ('$', 'US$', 'JPY'), for an amount field's prefix. */
export const currencySign = (format: MoneyFormat): string => formatMoney(0, format).replace(/[\d.,\s\u00a0-]/g, '');

/** A placeholder in the currency's decimals: 'Ej.: 25.000' (whole units read best). */
export const amountPlaceholder = (format: MoneyFormat): string =>
  `Ej.: ${moneyInputText(25_000 * 10 ** (currencyMinorDigits(moneyCurrency(format)) ?? 2), format)}`;

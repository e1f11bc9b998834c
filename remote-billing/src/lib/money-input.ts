import { currencyMinorDigits, formatMoney, groupThousands, parseMoney } from '@coach/shared';

/**
 * Minor units as a person types them in an amount field: 2500000 ARS → '25.000', 123450 → '1.234,5'
 * is not what they expect, so decimals stay whole: '1.234,50'. Exact (integer arithmetic, no floats).
 * parseMoney reads it back.
 */
export function moneyInputText(minorUnits: number, currency: string): string {
  const digits = currencyMinorDigits(currency) ?? 2;
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) return '';
  const text = String(minorUnits).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : text.slice(-digits);
  const grouped = groupThousands(whole);
  return /^0*$/.test(fraction) ? grouped : `${grouped},${fraction}`;
}

/** What an amount field's value means in minor units, or null when it is not an amount. */
export const parseMoneyInput = (text: unknown, currency: string): number | null =>
  typeof text === 'string' && text.trim() ? parseMoney(text, currency) : null;

/** The currency's sign as the formatter prints it ('$', 'US$', 'JPY'), for an amount field's prefix. */
export const currencySign = (currency: string): string => formatMoney(0, currency).replace(/[\d.,\s\u00a0-]/g, '');

/** A placeholder in the currency's decimals: 'Ej.: 25.000' (whole units read best). */
export const amountPlaceholder = (currency: string): string => `Ej.: ${moneyInputText(25_000 * 10 ** (currencyMinorDigits(currency) ?? 2), currency)}`;

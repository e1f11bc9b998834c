import { paymentFieldOf, readPaymentField, transferKeys, type PaymentField, type TransferKey } from '@coach/shared/contracts';

/** The transfer details as "Mi negocio" holds them: what each input shows ('' when empty). */
export type TransferValues = Record<TransferKey, string>;
/** What was typed for another country and does not apply to this one, by field, newest first. */
export type LeftBehind = Partial<Record<TransferKey, readonly string[]>>;

/** A stored value as its input shows it: written the country's way ("ES91 2100 …"), or the option chosen. */
export const inputValue = (field: PaymentField, stored: string): string => (field.options ? stored : field.format(stored));

/**
 * The transfer details "Mi negocio" shows after choosing another country: each value typed that the
 * country also asks for and that is valid there, written its way (an IBAN from Spain to Portugal, the
 * holder and the bank anywhere); the rest is set aside in `leftBehind`, and an empty field takes back
 * the first of those that is valid in it. So Argentina → México → Argentina brings back the alias and
 * the CBU, and nothing of one country is shown under another's names (a CBU is not a CLABE).
 */
export function transferValuesFor(country: string, typed: TransferValues, leftBehind: LeftBehind): { values: TransferValues; leftBehind: LeftBehind } {
  const values = {} as TransferValues;
  const left: LeftBehind = {};
  for (const key of transferKeys) {
    const field = paymentFieldOf(country, key);
    const current = typed[key].trim();
    const candidates = [...new Set([current, ...(leftBehind[key] ?? [])].filter(Boolean))];
    const chosen = field && candidates.find((candidate) => readPaymentField(field, candidate).value !== null);
    const stored = field && chosen ? readPaymentField(field, chosen).value : null;
    values[key] = field && stored ? inputValue(field, stored) : '';
    const rest = candidates.filter((candidate) => candidate !== chosen);
    if (rest.length > 0) left[key] = rest;
  }
  return { values, leftBehind: left };
}

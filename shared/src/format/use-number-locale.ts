import { useMemo, useSyncExternalStore } from 'react';
import { decimalSign, numberLocale, subscribeNumberLocale } from './numbers';

/**
 * The locale numbers are written in ('es-AR', 'es-MX'…), re-rendering the component when the business's
 * country arrives or changes. For a screen that shows numbers without reading useBusinessSettings, and for
 * what is drawn from numbers outside React's render (charts).
 */
export const useNumberLocale = (): string => useSyncExternalStore(subscribeNumberLocale, numberLocale, numberLocale);

/**
 * A typed decimal as rc-input-number reads it: either sign is the decimal one ('72,5' and '72.5' are
 * 72.5, in every country); '' stays '' (the field is empty). antd types the parser's answer as the
 * field's value type, but the component reads a decimal string (what its own parser answers).
 */
const parseTypedDecimal = (text: string | undefined): number => (text ?? '').trim().replace(',', '.').replace(/[^\d.-]/g, '') as unknown as number;

/**
 * Props for an antd InputNumber that holds a decimal: it shows the business's decimal sign ("72,5",
 * "72.5" in Mexico) and reads a comma or a point typed by the user.
 */
export function useDecimalInput(): { decimalSeparator: string; parser: (text: string | undefined) => number } {
  const locale = useNumberLocale();
  return useMemo(() => ({ decimalSeparator: decimalSign(locale), parser: parseTypedDecimal }), [locale]);
}

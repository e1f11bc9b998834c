import { useMemo, useSyncExternalStore } from 'react';
import { decimalSign, formatDecimal, numberLocale, subscribeNumberLocale } from './numbers';

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

/** What an antd InputNumber's formatter is told: whether the user is typing, and the text in the field. */
interface FormatterInfo {
  userTyping: boolean;
  input: string;
}

/** Props for an antd InputNumber that holds a decimal (spread them after the field's own). */
export interface DecimalInputProps {
  decimalSeparator: string;
  parser: (text: string | undefined) => number;
  formatter: (value: number | string | undefined, info: FormatterInfo) => string;
  /** The value's decimals at most (rounded on leaving the field), when the caller said so. */
  precision?: number;
}

/**
 * Props for an antd InputNumber that holds a decimal: it shows the value as the business's country
 * writes it, as typed ("12,5", "12.5" in Mexico; never "12,50": no zeros added, no thousands signs),
 * keeps the text while the user types, and reads a comma or a point typed by the user. `decimals`: the
 * value's decimals at most (a series' weight: 2), rounded when the user leaves the field.
 */
export function useDecimalInput(options: { decimals?: number } = {}): DecimalInputProps {
  const locale = useNumberLocale();
  const { decimals } = options;
  return useMemo(() => {
    const formatter = (value: number | string | undefined, info: FormatterInfo): string => {
      if (info.userTyping) return info.input;
      const text = String(value ?? '').trim();
      const number = Number(text);
      if (text === '' || !Number.isFinite(number)) return text;
      return formatDecimal(number, { grouping: false, maximumFractionDigits: decimals ?? 20, locale });
    };
    return { decimalSeparator: decimalSign(locale), parser: parseTypedDecimal, formatter, ...(decimals !== undefined && { precision: decimals }) };
  }, [locale, decimals]);
}

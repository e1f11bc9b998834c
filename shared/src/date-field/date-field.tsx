import DatePicker, { type DatePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { CalendarDate } from '../format/dates';
import { dayjs, pickerLocale } from './picker-locale';
import { usePickerKeys } from './use-picker-keys';

/** How a date reads and is typed: day first. The second format accepts '5/3/1990' while typing. */
export const DATE_FIELD_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY'];
export const DATE_FIELD_PLACEHOLDER = 'dd/mm/aaaa';
const API_FORMAT = 'YYYY-MM-DD';

type PassedProps = Pick<
  DatePickerProps,
  | 'id'
  | 'disabled'
  | 'status'
  | 'placeholder'
  | 'style'
  | 'className'
  | 'allowClear'
  | 'autoFocus'
  | 'onBlur'
  | 'onFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-required'
  | 'aria-invalid'
>;

export interface DateFieldProps extends PassedProps {
  /** 'YYYY-MM-DD', as the API sends it; '' or null when empty. `undefined` leaves the picker uncontrolled. */
  value?: CalendarDate | null;
  /** 'YYYY-MM-DD', or '' once cleared: the same string a form kept before. */
  onChange?: (value: CalendarDate) => void;
  /** The first day that can be chosen, 'YYYY-MM-DD' (inclusive). */
  min?: CalendarDate | null;
  /** The last day that can be chosen, 'YYYY-MM-DD' (inclusive). */
  max?: CalendarDate | null;
  /** Extra attributes for tests and tours (`data-tour`, `data-testid`). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

/** 'YYYY-MM-DD' → Dayjs at local midnight, or null for '' and anything unreadable. */
export function calendarDateToDayjs(value: CalendarDate | null | undefined): Dayjs | null {
  if (!value) return null;
  // Strict: '2024-02-30' is refused instead of rolling over to 1 March.
  const date = dayjs(value, API_FORMAT, true);
  return date.isValid() ? date : null;
}

/**
 * A date typed or picked as dd/mm/aaaa, in Spanish, whatever the browser's language (a native
 * `<input type="date">` follows the browser: mm/dd/yyyy in an English one). Its value is the API's
 * 'YYYY-MM-DD' string, so forms and contracts keep theirs. Works inside antd's `Form.Item` (which hands
 * it `id`, `value` and `onChange`) or alone with a `<label htmlFor>` or `aria-label`. Typing a date and
 * pressing Enter or Tab commits it (usePickerKeys); a date out of `min`/`max` can be neither picked nor typed.
 */
export function DateField({ value, onChange, min, max, placeholder = DATE_FIELD_PLACEHOLDER, style, onBlur, ...rest }: DateFieldProps) {
  const picked = useMemo(() => (value === undefined ? undefined : calendarDateToDayjs(value)), [value]);
  const keys = usePickerKeys(Boolean(picked), () => onChange?.(''));
  const disabledDate = useCallback(
    (date: Dayjs) => {
      const text = date.format(API_FORMAT);
      return Boolean((min && text < min) || (max && text > max));
    },
    [min, max],
  );
  return (
    <DatePicker
      {...rest}
      value={picked}
      onChange={(date) => onChange?.(date ? date.format(API_FORMAT) : '')}
      onOpenChange={keys.onOpenChange}
      onKeyDown={keys.onKeyDown}
      onBlur={(event, info) => {
        keys.onBlur(event);
        onBlur?.(event, info);
      }}
      format={DATE_FIELD_FORMATS}
      placeholder={placeholder}
      locale={pickerLocale}
      disabledDate={min || max ? disabledDate : undefined}
      // Full width like every other input, so it fits a phone; a caller may narrow it (maxWidth).
      style={{ width: '100%', ...style }}
    />
  );
}

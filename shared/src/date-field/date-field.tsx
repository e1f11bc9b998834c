import DatePicker, { type DatePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { formatCalendarDate, type CalendarDate } from '../format/dates';
import { dayjs, pickerLocale } from './picker-locale';
import { usePickerField } from './use-picker-field';

/** How a date reads and is typed: day first. The second format accepts '5/3/1990' while typing. */
const SHOWN_FORMAT = 'DD/MM/YYYY';
export const DATE_FIELD_FORMATS = [SHOWN_FORMAT, 'D/M/YYYY'];
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
 * Why a text typed into the field was not taken (antd puts the last good date back on blur), or null
 * when it was: empty, the date shown, or a date it commits itself.
 */
export function typedDateProblem(text: string, shown: string, min?: CalendarDate | null, max?: CalendarDate | null): string | null {
  const typed = text.trim();
  if (typed === '' || typed === shown) return null;
  const date = dayjs(typed, DATE_FIELD_FORMATS, true);
  if (!date.isValid()) return `«${typed}» no es una fecha válida: escribila como dd/mm/aaaa.`;
  const value = date.format(API_FORMAT);
  if (min && value < min) return `La fecha no puede ser anterior al ${formatCalendarDate(min)}.`;
  if (max && value > max) return `La fecha no puede ser posterior al ${formatCalendarDate(max)}.`;
  return null;
}

/**
 * A date typed or picked as dd/mm/aaaa, in Spanish, whatever the browser's language (a native
 * `<input type="date">` follows the browser: mm/dd/yyyy in an English one). Its value is the API's
 * 'YYYY-MM-DD' string, so forms and contracts keep theirs. Works inside antd's `Form.Item` (which hands
 * it `id`, `value` and `onChange`) or alone with a `<label htmlFor>` or `aria-label`. Typing a date and
 * pressing Enter or Tab commits it (usePickerKeys); a date out of `min`/`max` can be neither picked nor typed,
 * and a typed text that is not taken says why below the field (typedDateProblem) instead of vanishing.
 */
export function DateField({ value, onChange, min, max, placeholder = DATE_FIELD_PLACEHOLDER, style, onBlur, ...rest }: DateFieldProps) {
  const picked = useMemo(() => (value === undefined ? undefined : calendarDateToDayjs(value)), [value]);
  const field = usePickerField({
    hasValue: Boolean(picked),
    commit: (date) => onChange?.(date ? date.format(API_FORMAT) : ''),
    check: (text) => typedDateProblem(text, picked ? picked.format(SHOWN_FORMAT) : '', min, max),
    describedBy: rest['aria-describedby'],
    onBlur,
  });
  const disabledDate = useCallback(
    (date: Dayjs) => {
      const text = date.format(API_FORMAT);
      return Boolean((min && text < min) || (max && text > max));
    },
    [min, max],
  );
  return (
    <div {...field.boxProps}>
      <DatePicker
        {...rest}
        {...field.pickerProps}
        value={picked}
        format={DATE_FIELD_FORMATS}
        placeholder={placeholder}
        locale={pickerLocale}
        disabledDate={min || max ? disabledDate : undefined}
        // Full width like every other input, so it fits a phone; a caller may narrow it (maxWidth).
        style={{ width: '100%', ...style }}
      />
      {field.message}
    </div>
  );
}

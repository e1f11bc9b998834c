import TimePicker, { type TimePickerProps } from 'antd/es/time-picker';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { dayjs, pickerLocale } from './picker-locale';
import { usePickerField } from './use-picker-field';

export const TIME_FIELD_FORMAT = 'HH:mm';
export const TIME_FIELD_PLACEHOLDER = 'hh:mm';
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

type PassedProps = Pick<
  TimePickerProps,
  | 'id'
  | 'disabled'
  | 'status'
  | 'placeholder'
  | 'style'
  | 'className'
  | 'allowClear'
  | 'minuteStep'
  | 'onBlur'
  | 'onFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-required'
  | 'aria-invalid'
>;

export interface TimeFieldProps extends PassedProps {
  /** 'HH:mm' on a 24-hour clock; '' or null when empty. `undefined` leaves the picker uncontrolled. */
  value?: string | null;
  /** 'HH:mm', or '' once cleared. */
  onChange?: (value: string) => void;
  [dataAttribute: `data-${string}`]: string | undefined;
}

function timeToDayjs(value: string | null | undefined): Dayjs | null {
  const match = value ? TIME.exec(value) : null;
  if (!match) return null;
  return dayjs().startOf('day').hour(Number(match[1])).minute(Number(match[2]));
}

/** Why a text typed into a TimeField was not taken, or null when it was (empty, shown or a time). */
export function typedTimeProblem(text: string, shown: string): string | null {
  const typed = text.trim();
  if (typed === '' || typed === shown || dayjs(typed, TIME_FIELD_FORMAT, true).isValid()) return null;
  return `«${typed}» no es una hora válida: escribila como hh:mm, de 00:00 a 23:59.`;
}

/**
 * A time of day typed or picked as HH:mm (24 h, as in Argentina), whatever the browser's language.
 * Its value is the 'HH:mm' string the forms already keep. A time picked in the columns or typed (then
 * Enter, Tab or a click elsewhere) is taken at once: there is no "Aceptar" step; a text that is not a
 * time says so below the field (typedTimeProblem).
 */
export function TimeField({ value, onChange, placeholder = TIME_FIELD_PLACEHOLDER, style, onBlur, ...rest }: TimeFieldProps) {
  const picked = useMemo(() => (value === undefined ? undefined : timeToDayjs(value)), [value]);
  const field = usePickerField({
    hasValue: Boolean(picked),
    commit: (time) => onChange?.(time ? time.format(TIME_FIELD_FORMAT) : ''),
    check: (text) => typedTimeProblem(text, picked ? picked.format(TIME_FIELD_FORMAT) : ''),
    describedBy: rest['aria-describedby'],
    onBlur,
  });
  return (
    <div {...field.boxProps}>
      <TimePicker
        {...rest}
        {...field.pickerProps}
        value={picked}
        format={TIME_FIELD_FORMAT}
        placeholder={placeholder}
        locale={pickerLocale}
        needConfirm={false}
        showNow={false}
        style={{ width: '100%', ...style }}
      />
      {field.message}
    </div>
  );
}

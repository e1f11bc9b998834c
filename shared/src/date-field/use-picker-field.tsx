import type { DatePickerProps } from 'antd/es/date-picker';
import antdTheme from 'antd/es/theme';
import type { Dayjs } from 'dayjs';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { usePickerKeys } from './use-picker-keys';

type BlurHandler = NonNullable<DatePickerProps['onBlur']>;

export interface PickerFieldOptions {
  /** Whether the field holds a value (erasing the text and leaving then empties it). */
  hasValue: boolean;
  /** Takes a value picked or typed (null: emptied). */
  commit: (value: Dayjs | null) => void;
  /** Why a typed text is not taken, or null when antd takes it (see DateField, TimeField). */
  check: (typed: string) => string | null;
  describedBy?: string;
  onBlur?: BlurHandler;
}

export interface PickerField {
  /** For the box around the picker: `display: contents`, there only to hear the input's events. */
  boxProps: { style: { display: 'contents' }; onInput: (event: FormEvent<HTMLElement>) => void };
  /** For the antd picker: the keyboard of usePickerKeys, and the error state while there is a message. */
  pickerProps: {
    onChange: (value: Dayjs | null) => void;
    onOpenChange: (open: boolean) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: BlurHandler;
    status?: 'error';
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
  /** The message under the field, when a typed text was not taken. */
  message: ReactNode;
}

/**
 * What DateField and TimeField share around an antd picker: its keyboard (usePickerKeys), and a word on a
 * text antd will not take (it puts the last good value back on Enter, and on blur leaves the text or
 * empties it, saying nothing either way). The text is kept from each input event, since by the time Enter,
 * Tab or blur reach the field antd may already have replaced it; the message stays until the next key
 * or value, as the field's description (`aria-describedby`, `role="alert"`).
 */
export function usePickerField({ hasValue, commit, check, describedBy, onBlur }: PickerFieldOptions): PickerField {
  const keys = usePickerKeys(hasValue, () => commit(null));
  const [problem, setProblem] = useState<string | null>(null);
  const typed = useRef<string | null>(null);
  const id = `${useId()}-problem`;
  const { token } = antdTheme.useToken();
  const settle = () => {
    if (typed.current === null) return;
    const text = typed.current;
    typed.current = null;
    setProblem(check(text));
  };
  return {
    boxProps: {
      style: { display: 'contents' },
      onInput: (event) => {
        if (!(event.target instanceof HTMLInputElement)) return;
        typed.current = event.target.value;
        if (problem) setProblem(null);
      },
    },
    pickerProps: {
      ...(problem ? { status: 'error' as const, 'aria-invalid': true as const, 'aria-describedby': [describedBy, id].filter(Boolean).join(' ') } : {}),
      onChange: (value: Dayjs | null) => {
        typed.current = null;
        setProblem(null);
        commit(value);
      },
      onOpenChange: keys.onOpenChange,
      onKeyDown: (event) => {
        if (event.key === 'Enter' || event.key === 'Tab') settle();
        keys.onKeyDown(event);
      },
      onBlur: (event, info) => {
        settle();
        keys.onBlur(event);
        onBlur?.(event, info);
      },
    },
    message: problem && (
      <div id={id} role="alert" style={{ color: token.colorErrorText, fontSize: token.fontSizeSM, marginTop: token.marginXXS }}>
        {problem}
      </div>
    ),
  };
}

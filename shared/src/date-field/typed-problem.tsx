import antdTheme from 'antd/es/theme';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface TypedProblem {
  /** Why the last text typed was not taken, or null. */
  problem: string | null;
  /** The props of the box around the picker and of the picker's input while there is a problem. */
  boxProps: { style: { display: 'contents' }; onInput: (event: FormEvent<HTMLElement>) => void };
  fieldProps: { status?: 'error'; 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** Call on Enter and Tab (before antd handles them) and on blur: judges what was typed. */
  settle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** A value was taken (picked or typed): no problem any more. */
  clear: () => void;
  /** The message under the field, when there is one. */
  message: ReactNode;
}

/**
 * What DateField and TimeField say about a text antd will not take (it puts the last good value back on
 * Enter, and on blur leaves the text or empties it, with no word either way). The text is kept from each
 * input event, since by the time Enter, Tab or blur reach the field antd may have replaced it; `check`
 * answers the message for it, or null when antd takes it. The message stays until the next key or value.
 */
export function useTypedProblem(check: (typed: string) => string | null, describedBy: string | undefined): TypedProblem {
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
    problem,
    boxProps: {
      // `display: contents`: a box for React's input events only; the picker lays out as if it were not there.
      style: { display: 'contents' },
      onInput: (event) => {
        if (!(event.target instanceof HTMLInputElement)) return;
        typed.current = event.target.value;
        if (problem) setProblem(null);
      },
    },
    fieldProps: problem ? { status: 'error', 'aria-invalid': true, 'aria-describedby': [describedBy, id].filter(Boolean).join(' ') } : {},
    settle,
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === 'Tab') settle();
    },
    clear: () => {
      typed.current = null;
      setProblem(null);
    },
    message: problem && (
      <div id={id} role="alert" style={{ color: token.colorErrorText, fontSize: token.fontSizeSM, marginTop: token.marginXXS }}>
        {problem}
      </div>
    ),
  };
}

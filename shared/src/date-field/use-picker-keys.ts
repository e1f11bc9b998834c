import { useRef, type FocusEvent, type KeyboardEvent } from 'react';

interface PickerKeys {
  onOpenChange: (open: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The keyboard of DateField and TimeField, as on a native input but with antd's popup:
 * - Enter while the popup is open (it opens as you type) takes the typed value and closes the popup,
 *   without also submitting the form around it; Enter on a closed field submits it as before.
 * - Erasing the text and leaving the field empties it (antd alone would put the last value back), so an
 *   optional date can be cleared without the mouse.
 */
export function usePickerKeys(hasValue: boolean, clear: () => void): PickerKeys {
  const open = useRef(false);
  return {
    onOpenChange: (next) => {
      // antd closes the popup on Enter before it calls onKeyDown: remember "open" until that has run.
      if (next) open.current = true;
      else queueMicrotask(() => (open.current = false));
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' && open.current) event.preventDefault();
    },
    onBlur: (event) => {
      if (event.target instanceof HTMLInputElement && event.target.value === '' && hasValue) clear();
    },
  };
}

import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus once the screen has painted: what `autoFocus` does, without its
 * cost. React focuses an `autoFocus` input while it commits the first render, which makes the browser
 * lay out the whole page right there, inside the sign-in screen's longest task (~9 ms, ~37 ms on
 * Lighthouse's 4x slower phone). After the paint the layout is done and focusing costs nothing.
 */
export function useFocusAfterPaint<T extends { focus: () => void }>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // Unless the user already went somewhere else (a click, a Tab) in the meantime.
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ref;
}

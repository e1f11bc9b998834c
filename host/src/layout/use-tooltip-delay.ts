import { useCallback, useRef } from 'react';

const OPEN_DELAY_S = 0.7;
const SKIP_WINDOW_MS = 300;

/**
 * Sidebar tooltips wait 700 ms, but once one was just showing, the next opens at once if the pointer
 * moves to it within 300 ms (SPEC.md section 9).
 */
export function useTooltipDelay() {
  const lastClosedAt = useRef(0);
  const delay = useCallback(() => (Date.now() - lastClosedAt.current < SKIP_WINDOW_MS ? 0 : OPEN_DELAY_S), []);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) lastClosedAt.current = Date.now();
  }, []);
  return { delay, onOpenChange };
}

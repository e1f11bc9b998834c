import { apiClient } from '@coach/shared';
import { useEffect, useState } from 'react';

/** Quiet time after the page's last API answer before the charts' code is asked for. */
export const CHARTS_QUIET_MS = 1_000;
/** …but never later than this after the page loaded. */
export const CHARTS_MAX_WAIT_MS = 5_000;

let ready = false;
const waiting = new Set<() => void>();
let stopWaiting: (() => void) | null = null;

function release() {
  if (ready) return;
  ready = true;
  stopWaiting?.();
  stopWaiting = null;
  for (const notify of waiting) notify();
  waiting.clear();
}

function startWaiting() {
  if (stopWaiting || ready) return;
  let stopQuiet = () => undefined as void;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const loaded = () => {
    stopQuiet = apiClient.whenQuiet(CHARTS_QUIET_MS, release);
    cap = setTimeout(release, CHARTS_MAX_WAIT_MS);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  stopWaiting = () => {
    stopQuiet();
    clearTimeout(cap);
    window.removeEventListener('load', loaded);
  };
}

/**
 * Whether the charts' code may load: once the page has loaded and its API calls have been answered
 * (then a second of quiet, 5 s at most), as the chat stream waits. The cards, summaries and tables
 * are on screen first; the charting library never competes with them (docs/decisions.md
 * "Dashboard"). Once released, for the rest of the tab's life.
 */
export function useChartsReady(): boolean {
  const [isReady, setReady] = useState(ready);
  useEffect(() => {
    if (ready) return;
    const notify = () => setReady(true);
    waiting.add(notify);
    startWaiting();
    return () => {
      waiting.delete(notify);
    };
  }, []);
  return isReady;
}

/** Tests: the charts load at once. */
export function releaseChartsForTests(): void {
  release();
}

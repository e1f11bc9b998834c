import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** What is being counted ("Descanso", "Serie 2"), null when nothing runs. */
  label: string | null;
  remaining: number;
  start: (seconds: number, label: string, onEnd?: () => void) => void;
  add: (seconds: number) => void;
  stop: () => void;
}

/**
 * One countdown at a time (the rest after a series, or a timed series), kept against the clock rather
 * than by counting ticks, so a phone that throttles timers in the background still ends it on time.
 */
export function useCountdown(): Countdown {
  const [label, setLabel] = useState<string | null>(null);
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const onEnd = useRef<(() => void) | undefined>(undefined);

  const stop = useCallback(() => {
    setLabel(null);
    setRemaining(0);
    onEnd.current = undefined;
  }, []);

  useEffect(() => {
    if (label === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        const ended = onEnd.current;
        stop();
        ended?.();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [label, stop]);

  const start = useCallback((seconds: number, nextLabel: string, end?: () => void) => {
    endsAt.current = Date.now() + seconds * 1000;
    onEnd.current = end;
    setRemaining(seconds);
    setLabel(nextLabel);
  }, []);

  const add = useCallback((seconds: number) => {
    endsAt.current += seconds * 1000;
    setRemaining((left) => left + seconds);
  }, []);

  return { label, remaining, start, add, stop };
}

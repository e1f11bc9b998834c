import { useState } from 'react';

/**
 * True from the first render where `value` is true on. Lets a dialog's code load when it is first
 * opened and then stay mounted, so it can play its closing animation.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

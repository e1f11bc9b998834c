import type { Dashboard } from '@coach/shared';
import { allStepsDone } from '../components/getting-started';

/** Where the dashboard shows "Primeros pasos": above the figures, below them, or not at all. */
export type FirstStepsPlace = 'top' | 'bottom' | 'none';

export function firstStepsPlace(data: Dashboard['gettingStarted']): FirstStepsPlace {
  if (allStepsDone(data)) return 'none';
  // A business still without clients starts there; one already at work finds them below its figures.
  return data.clientsCount === 0 ? 'top' : 'bottom';
}

const key = (userId: number) => `coach.dashboard.first-steps.${userId}`;

/**
 * Where they were the last time this trainer opened the dashboard on this device: while the figures
 * load, the page keeps room there (and none when they were gone), so nothing below moves when the
 * answer arrives (layout shift). Unknown the first time: room on top, as for a new business.
 */
export function rememberedFirstStepsPlace(userId: number): FirstStepsPlace {
  try {
    const place = localStorage.getItem(key(userId));
    return place === 'bottom' || place === 'none' ? place : 'top';
  } catch {
    return 'top';
  }
}

export function rememberFirstStepsPlace(userId: number, place: FirstStepsPlace): void {
  try {
    localStorage.setItem(key(userId), place);
  } catch {
    // storage unavailable: the next visit keeps room on top
  }
}

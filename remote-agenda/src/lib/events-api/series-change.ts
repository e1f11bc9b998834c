import type { SeriesScope } from '@coach/shared/contracts';

/** Which occurrence of a series a change is about; absent for an item that does not repeat. */
export interface SeriesTarget {
  scope: SeriesScope;
  /** The occurrence's original date, 'YYYY-MM-DD'. */
  occurrence: string;
}

/** `?scope=…&occurrence=…` of PATCH and DELETE. */
export const seriesQuery = (target?: SeriesTarget) => (target ? { scope: target.scope, occurrence: target.occurrence } : undefined);

import type { Adherence } from '@coach/shared/contracts';
import type { Db } from '../../db/client';
import { dueOccurrences, type DueOccurrence } from '../agenda/tasks/occurrences';
import { addDays } from '../agenda/recurrence/calendar-days';

/** The windows adherence is given for, in days. */
export const ADHERENCE_WINDOWS = { d7: 7, d30: 30, d90: 90 } as const;

/** Registered over due, as a whole percentage; null when nothing was due. */
const percentage = (occurrences: readonly DueOccurrence[]): number | null =>
  occurrences.length === 0 ? null : Math.round((100 * occurrences.filter((item) => item.done).length) / occurrences.length);

/**
 * The share of the client's task occurrences due in the last 7, 30 and 90 days that they registered,
 * counted on the business's calendar: the window ends yesterday (`today` is not over, so its tasks can
 * still be done). Occurrences as the agenda expands them (repetitions, moved and cancelled days); a
 * registration counts whenever it was made.
 */
export async function adherenceOf(db: Db, gymId: number, clientId: number, today: string): Promise<Adherence> {
  const yesterday = addDays(today, -1);
  const due = await dueOccurrences(db, gymId, { from: addDays(today, -ADHERENCE_WINDOWS.d90), to: yesterday, clientId });
  const within = (days: number) => {
    const from = addDays(today, -days);
    return due.filter((item) => item.due >= from);
  };
  return { d7: percentage(within(ADHERENCE_WINDOWS.d7)), d30: percentage(within(ADHERENCE_WINDOWS.d30)), d90: percentage(due) };
}

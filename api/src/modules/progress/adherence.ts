import type { Adherence, AdherenceWeek } from '@coach/shared/contracts';
import type { Db } from '../../db/client';
import { dueOccurrences, type DueOccurrence } from '../agenda/tasks/occurrences';
import { addDays, mondayOf } from '../agenda/recurrence/calendar-days';

/** The windows adherence is given for, in days. */
export const ADHERENCE_WINDOWS = { d7: 7, d30: 30, d90: 90 } as const;

/** How many weeks the weekly chart shows (the current one last); they fit in the 90-day window. */
export const ADHERENCE_WEEKS = 12;

/** Registered over due, as a whole percentage; null when nothing was due. */
const percentage = (occurrences: readonly DueOccurrence[]): number | null =>
  occurrences.length === 0 ? null : Math.round((100 * occurrences.filter((item) => item.done).length) / occurrences.length);

/** The figures over the windows, from the occurrences due in the last 90 days up to yesterday. */
function windowsOf(due: readonly DueOccurrence[], today: string): Adherence {
  const within = (days: number) => {
    const from = addDays(today, -days);
    return due.filter((item) => item.due >= from);
  };
  return { d7: percentage(within(ADHERENCE_WINDOWS.d7)), d30: percentage(within(ADHERENCE_WINDOWS.d30)), d90: percentage(due) };
}

/** Due and done per week (Monday to Sunday), the last ADHERENCE_WEEKS weeks, oldest first. */
function weeksOf(due: readonly DueOccurrence[], today: string): AdherenceWeek[] {
  const thisWeek = mondayOf(today);
  const weeks = Array.from({ length: ADHERENCE_WEEKS }, (_, index) => ({ start: addDays(thisWeek, 7 * (index - ADHERENCE_WEEKS + 1)), due: 0, done: 0 }));
  const byStart = new Map(weeks.map((week) => [week.start, week]));
  for (const item of due) {
    const week = byStart.get(mondayOf(item.due));
    if (!week) continue;
    week.due += 1;
    if (item.done) week.done += 1;
  }
  return weeks;
}

/**
 * Days in a row, back from today, on which the client registered everything that was due. Days with
 * nothing due neither count nor break it; today counts once all of it is done and does not break it
 * while something is still to do (the day is not over).
 */
function streakOf(due: readonly DueOccurrence[], today: string): number {
  const byDay = new Map<string, { due: number; done: number }>();
  for (const item of due) {
    const day = byDay.get(item.due) ?? { due: 0, done: 0 };
    day.due += 1;
    if (item.done) day.done += 1;
    byDay.set(item.due, day);
  }
  let streak = 0;
  for (const day of [...byDay.keys()].sort().reverse()) {
    const { due: count, done } = byDay.get(day)!;
    if (done === count) streak += 1;
    else if (day !== today) break;
  }
  return streak;
}

/**
 * What adherence measures: every occurrence due before today, and today's once registered. Today's
 * still to do are not missed yet (the day is not over); a day with work done counts the day it is done.
 */
const measured = (due: readonly DueOccurrence[], today: string) => due.filter((item) => item.due < today || item.done);

/** Occurrences due from 90 days ago to today (today's open ones count only in the streak). */
const dueLately = (db: Db, gymId: number, clientId: number, today: string) =>
  dueOccurrences(db, gymId, { from: addDays(today, -ADHERENCE_WINDOWS.d90), to: today, clientId });

/**
 * The share of the client's task occurrences due in the last 7, 30 and 90 days that they registered,
 * counted on the business's calendar: the days up to yesterday, and what was already done today
 * (`today` is not over: its tasks still to do are not missed yet). Occurrences as the agenda expands
 * them (repetitions, moved and cancelled days); a registration counts whenever it was made.
 */
export async function adherenceOf(db: Db, gymId: number, clientId: number, today: string): Promise<Adherence> {
  const due = await dueLately(db, gymId, clientId, today);
  return windowsOf(measured(due, today), today);
}

/** Adherence with what the progress screens draw beside it: the weeks' bars and the streak. */
export async function adherenceDetailOf(db: Db, gymId: number, clientId: number, today: string) {
  const due = await dueLately(db, gymId, clientId, today);
  const over = measured(due, today);
  return { adherence: windowsOf(over, today), weeks: weeksOf(over, today), streakDays: streakOf(due, today) };
}

/** 7- and 30-day adherence, as the clients list and the dashboard show it. */
export type ShortAdherence = Pick<Adherence, 'd7' | 'd30'>;

/**
 * The 7- and 30-day adherence of many clients at once (a page of the list, or every client of the
 * business), as adherenceOf counts it: one expansion of the business's series over the 30 days, grouped by client. Clients with
 * nothing due are absent (both figures null).
 */
export async function shortAdherenceByClient(db: Db, gymId: number, today: string, clientIds?: readonly number[]): Promise<Map<number, ShortAdherence>> {
  if (clientIds?.length === 0) return new Map();
  const due = await dueOccurrences(db, gymId, { from: addDays(today, -ADHERENCE_WINDOWS.d30), to: today, clientIds });
  const from7 = addDays(today, -ADHERENCE_WINDOWS.d7);
  const counts = new Map<number, { due7: number; done7: number; due30: number; done30: number }>();
  for (const item of measured(due, today)) {
    let client = counts.get(item.clientId);
    if (!client) counts.set(item.clientId, (client = { due7: 0, done7: 0, due30: 0, done30: 0 }));
    client.due30 += 1;
    if (item.done) client.done30 += 1;
    if (item.due >= from7) {
      client.due7 += 1;
      if (item.done) client.done7 += 1;
    }
  }
  const share = (done: number, total: number) => (total === 0 ? null : Math.round((100 * done) / total));
  return new Map([...counts].map(([clientId, c]) => [clientId, { d7: share(c.done7, c.due7), d30: share(c.done30, c.due30) }]));
}

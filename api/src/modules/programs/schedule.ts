import type { StoredPause, StoredProgramDay } from '../../db/schema';
import { addDays, daysBetween, mondayOf } from '../agenda/recurrence/calendar-days';

/*
 * Where a program's days fall for one assignment. The program's day (week w, day d) is start + 7(w-1)
 * + (d-1); each pause then moves it `days` later when it fell on or after the pause's first day (the
 * pause moved every task from that day on), in the order the pauses were made.
 */

/** Aligned to Monday: the first Monday on or after the chosen day (nothing is skipped). */
export const alignedStart = (date: string, alignToMonday: boolean): string => {
  if (!alignToMonday) return date;
  const monday = mondayOf(date);
  return monday === date ? date : addDays(monday, 7);
};

export function programDate(start: string, week: number, day: number, pauses: readonly StoredPause[]): string {
  let date = addDays(start, (week - 1) * 7 + (day - 1));
  for (const pause of pauses) if (date >= pause.from) date = addDays(date, pause.days);
  return date;
}

/** The assignment's last day: the program's last day, with the pauses. */
export const endDateOf = (start: string, weeks: number, pauses: readonly StoredPause[]): string => programDate(start, weeks, 7, pauses);

/** The week the client is in on `today` ("semana 3 de 12"): 1 before the start, `weeks` after the end; days paused do not count. */
export function currentWeekOf(start: string, weeks: number, pauses: readonly StoredPause[], today: string): number {
  const pausedBefore = pauses.reduce((total, pause) => (pause.from <= today ? total + Math.min(pause.days, daysBetween(pause.from, today) + 1) : total), 0);
  const elapsed = daysBetween(start, today) - pausedBefore;
  return Math.min(weeks, Math.max(1, Math.floor(elapsed / 7) + 1));
}

/** One task to create: the program's item and the day it falls on. */
export interface PlannedTask {
  date: string;
  item: StoredProgramDay['items'][number];
}

/** The tasks of the program's days within its weeks, falling after `after` when given. */
export function plannedTasks(days: readonly StoredProgramDay[], weeks: number, start: string, pauses: readonly StoredPause[], after?: string): PlannedTask[] {
  const planned: PlannedTask[] = [];
  for (const day of days) {
    if (day.week > weeks) continue;
    const date = programDate(start, day.week, day.day, pauses);
    if (after !== undefined && date <= after) continue;
    for (const item of day.items) planned.push({ date, item });
  }
  return planned;
}

import type { ProgramItemType, programCreateSchema } from '@coach/shared/contracts';
import type { z } from 'zod';
import type { StoredProgramDay } from '../../db/schema';

export type ProgramDaysInput = z.output<typeof programCreateSchema>['days'];

/** The days as stored: days without items dropped, sorted by week and day, absent values null. */
export function toStoredDays(days: ProgramDaysInput): StoredProgramDay[] {
  return days
    .filter((day) => day.items.length > 0)
    .map((day) => ({
      week: day.week,
      day: day.day,
      items: day.items.map((item) => ({
        type: item.type,
        itemId: item.itemId,
        goal: item.goal ?? null,
        durationMin: item.durationMin ?? null,
        distanceKm: item.distanceKm ?? null,
      })),
    }))
    .sort((a, b) => a.week - b.week || a.day - b.day);
}

/** What lists show of a program's days: how many days have items, and how many items in all. */
export const dayCounts = (days: StoredProgramDay[]) => ({
  dayCount: days.length,
  itemCount: days.reduce((total, day) => total + day.items.length, 0),
});

/** The ids of each kind of item the days use (each once). */
export function itemIdsByType(days: ReadonlyArray<{ items: ReadonlyArray<{ type: ProgramItemType; itemId: number }> }>): Record<ProgramItemType, number[]> {
  const ids: Record<ProgramItemType, Set<number>> = { activity: new Set(), workout: new Set(), form: new Set() };
  for (const day of days) for (const item of day.items) ids[item.type].add(item.itemId);
  return { activity: [...ids.activity], workout: [...ids.workout], form: [...ids.form] };
}

/** The key a reference to an item goes by: its type and id. */
export const itemKey = (type: ProgramItemType, itemId: number) => `${type}:${itemId}`;

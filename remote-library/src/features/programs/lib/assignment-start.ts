import { formatDecimal } from '@coach/shared';

/** 'YYYY-MM-DD' as a UTC date (the day, with no zone to shift it). */
const utc = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/**
 * The program's day 1 for a start date: the date itself, or (aligned to Monday) the first Monday on or
 * after it, as the API counts it.
 */
export function firstProgramDay(startDate: string, alignToMonday: boolean): string {
  if (!alignToMonday || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return startDate;
  const date = utc(startDate);
  const ahead = (8 - date.getUTCDay()) % 7;
  date.setUTCDate(date.getUTCDate() + ahead);
  return date.toISOString().slice(0, 10);
}

/** "Va a crear 24 tareas": each item of the program is one task per client. */
export function tasksToCreate(itemCount: number, clients: number): string {
  const total = itemCount * clients;
  return total === 1 ? 'Va a crear 1 tarea.' : `Va a crear ${formatDecimal(total, { maximumFractionDigits: 0 })} tareas.`;
}

/** Day arithmetic on calendar dates ('YYYY-MM-DD'), zone-free (UTC dates, never the machine's zone). */

const toUtc = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/** '2026-03-30' + 3 → '2026-04-02'. */
export const addDays = (date: string, days: number): string => {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** Whole days from `a` to `b` ('2026-03-01' → '2026-03-03' is 2). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);

/** The Monday on or before a day: the business's week starts on Monday. */
export const mondayOf = (date: string): string => addDays(date, -((toUtc(date).getUTCDay() + 6) % 7));

/** A wall-clock 'YYYY-MM-DDTHH:mm' shifted by whole days, keeping its time. */
export const shiftDateTime = (dateTime: string, days: number): string => `${addDays(dateTime.slice(0, 10), days)}${dateTime.slice(10)}`;

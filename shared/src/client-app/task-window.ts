/**
 * The days one request of tasks covers: the week of `date` (Monday to Sunday), the one before and the
 * one after. Every day of a week asks the same thing, so moving between days costs no request, and one
 * answer (kept by the service worker) holds at least the next 7 days offline.
 */
export function taskWindow(date: string): { from: string; to: string } {
  const monday = mondayOf(date);
  return { from: shiftDate(monday, -7), to: shiftDate(monday, 13) };
}

export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Today on this device's calendar (the API still decides what may be registered, in the business's zone). */
export function deviceToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

import { addDays } from '../../../lib/calendar/business-clock';
import type { CalendarView } from '../../../lib/calendar/calendar-setup';

const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6

/**
 * The days FullCalendar will show first (Monday-first weeks; a month shows its whole weeks), so the
 * agenda is asked for before the calendar is on screen and the first load shows a skeleton, not an
 * empty grid. FullCalendar's own `datesSet` takes over from there.
 */
export function initialRange(view: CalendarView, today: string): { from: string; to: string } {
  if (view === 'timeGridDay') return { from: today, to: today };
  if (view === 'dayGridMonth') {
    const first = `${today.slice(0, 8)}01`;
    const last = addDays(`${addDays(first, 32).slice(0, 8)}01`, -1);
    return { from: addDays(first, -weekday(first)), to: addDays(last, 6 - weekday(last)) };
  }
  const monday = addDays(today, -weekday(today));
  return { from: monday, to: addDays(monday, 6) };
}

import { taskTypeLabels, type EventOccurrence, type TaskOccurrence } from '@coach/shared/contracts';
import ical from 'ical-generator';
import type { Db } from '../../../db/client';
import { todayIn } from '../../clients/sample-client';
import { addDays } from '../recurrence/calendar-days';
import { wallClockToInstant } from '../recurrence/wall-clock';
import { listEventOccurrences } from '../events/occurrences';
import { listTaskOccurrences } from '../tasks/occurrences';

/** What the feed holds around today: the recent past (to look back) and a year ahead. */
export const FEED_DAYS_BEFORE = 60;
export const FEED_DAYS_AFTER = 365;
export const CALENDAR_NAME = 'Coach · Agenda';

/** An all-day value: ical-generator writes a date-only Date by its UTC fields. */
const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const taskSummary = (task: TaskOccurrence): string => `${taskTypeLabels[task.type]}: ${task.itemName} · ${task.clientName}`;

/**
 * The .ics text of a business's agenda: every occurrence as its own VEVENT with a stable UID (a
 * calendar app updates it in place on the next fetch), timed events as UTC instants of the
 * business's wall clock, all-day events and tasks as dates (DTEND is the day after, as RFC 5545 says).
 */
export function agendaCalendar(occurrences: { events: EventOccurrence[]; tasks: TaskOccurrence[] }, timeZone: string, now: Date): string {
  const calendar = ical({ name: CALENDAR_NAME, prodId: { company: 'Coach', product: 'Agenda', language: 'ES' }, ttl: 60 * 60 });
  for (const event of occurrences.events) {
    calendar.createEvent({
      id: `event-${event.id}-${event.occurrence}@coach`,
      stamp: now,
      summary: event.title,
      description: event.description,
      ...(event.allDay
        ? { allDay: true, start: utcDay(event.start.slice(0, 10)), end: utcDay(addDays(event.end.slice(0, 10), 1)) }
        : { start: wallClockToInstant(event.start, timeZone), end: wallClockToInstant(event.end, timeZone) }),
    });
  }
  for (const task of occurrences.tasks) {
    calendar.createEvent({
      id: `task-${task.id}-${task.occurrence}@coach`,
      stamp: now,
      summary: taskSummary(task),
      description: task.goal,
      allDay: true,
      start: utcDay(task.date),
      end: utcDay(addDays(task.date, 1)),
    });
  }
  return calendar.toString();
}

/** The business's feed as of `now`: from FEED_DAYS_BEFORE days ago to FEED_DAYS_AFTER ahead, in its zone. */
export async function businessCalendar(db: Db, business: { gymId: number; timeZone: string }, now: Date): Promise<string> {
  const today = todayIn(business.timeZone, now);
  const from = addDays(today, -FEED_DAYS_BEFORE);
  const to = addDays(today, FEED_DAYS_AFTER);
  // The occurrence functions take any range (the agenda's 3 months are a limit of its query, not theirs).
  const [events, tasks] = await Promise.all([listEventOccurrences(db, business.gymId, from, to), listTaskOccurrences(db, business.gymId, { from, to })]);
  return agendaCalendar({ events, tasks }, business.timeZone, now);
}

import { agendaMessages, recurrenceMessages, startsOnItsDays } from '@coach/shared/contracts';
import { fieldValidationError } from '../../library/validation-error';
import { readRule } from '../recurrence/series';
import { dayOf, endsAfterStart, type EventTimes } from './event-times';

/*
 * The rules the request schemas cannot check alone: they need the stored event (a PATCH may send
 * only the end, or change all-day and keep the times).
 */

export function assertEndsAfterStart(times: EventTimes, allDay: boolean): void {
  if (!endsAfterStart(times, allDay)) throw fieldValidationError([['end', agendaMessages.endBeforeStart]]);
}

/** A repetition that ends on a date ends on or after the event's first day. */
export function assertRuleEndsAfterStart(rule: string | null, times: EventTimes): void {
  if (rule === null) return;
  const { until } = readRule(rule);
  if (until !== null && until < dayOf(times.start)) throw fieldValidationError([['recurrence', recurrenceMessages.untilBeforeStart]]);
}

/** A series starts on one of its days (a Tuesday start of a Monday-Wednesday-Friday rule is refused). */
export function assertRuleStartsOnItsDays(rule: string | null, times: EventTimes): void {
  if (rule !== null && !startsOnItsDays(readRule(rule), dayOf(times.start))) {
    throw fieldValidationError([['recurrence', recurrenceMessages.startNotOnItsDays]]);
  }
}

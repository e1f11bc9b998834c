import {
  LAST_ORDINAL_WORD,
  isRecurrenceError,
  ordinalWords,
  parseRecurrence,
  recurrenceMessages,
  startsOnItsDays,
  weekdayLabels,
  weekdayOf,
  weekdayOrdinalOf,
  type MonthlyRule,
  type Recurrence,
  type RecurrenceFrequency,
  type Weekday,
  type WeekdayOrdinal,
} from '@coach/shared/contracts';

/*
 * What the recurrence editor offers, computed from the series' start: pure functions over the
 * contract's `Recurrence` (the rule text is read and written only by recurrence.ts).
 */

export const frequencyLabels: Record<RecurrenceFrequency, string> = {
  DAILY: 'Todos los días',
  WEEKLY: 'Cada semana',
  MONTHLY: 'Cada mes',
  YEARLY: 'Cada año',
};

/** The unit of "cada N …", singular and plural. */
export const intervalUnits: Record<RecurrenceFrequency, [string, string]> = {
  DAILY: ['día', 'días'],
  WEEKLY: ['semana', 'semanas'],
  MONTHLY: ['mes', 'meses'],
  YEARLY: ['año', 'años'],
};

/** The interval's question, agreeing with its unit: "semana" is feminine ("Cada cuántas semanas"). */
export const intervalQuestions: Record<RecurrenceFrequency, string> = {
  DAILY: 'Cada cuántos días',
  WEEKLY: 'Cada cuántas semanas',
  MONTHLY: 'Cada cuántos meses',
  YEARLY: 'Cada cuántos años',
};

export const DEFAULT_COUNT = 10;

const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** A fresh rule of that frequency from `start`: the start's weekday, or its day of the month. */
export function defaultRecurrence(freq: RecurrenceFrequency, start: string, keep?: Pick<Recurrence, 'interval' | 'count' | 'until'>): Recurrence {
  return {
    freq,
    interval: keep?.interval ?? 1,
    byDay: freq === 'WEEKLY' ? [weekdayOf(start)] : [],
    monthly: freq === 'MONTHLY' ? { by: 'monthDay', day: dayOfMonth(start) } : null,
    count: keep?.count ?? null,
    until: keep?.until ?? null,
  };
}

/** The rule as the editor shows it; null for no repetition; an error for a rule it cannot read. */
export function readRecurrence(value: string | null | undefined): Recurrence | null | { error: string } {
  if (value == null || value.trim() === '') return null;
  return parseRecurrence(value);
}

/** The weekdays a weekly rule repeats on: an empty BYDAY means the start's weekday. */
export const effectiveWeekdays = (recurrence: Recurrence, start: string): Weekday[] =>
  recurrence.byDay.length > 0 ? recurrence.byDay : [weekdayOf(start)];

/** The monthly rule in effect: none written means the start's day of the month. */
export const effectiveMonthly = (recurrence: Recurrence, start: string): MonthlyRule =>
  recurrence.monthly ?? { by: 'monthDay', day: dayOfMonth(start) };

export const monthlyKey = (rule: MonthlyRule): string => (rule.by === 'monthDay' ? `day-${rule.day}` : `${rule.ordinal}${rule.weekday}`);

export const monthlyLabel = (rule: MonthlyRule): string =>
  rule.by === 'monthDay'
    ? `El día ${rule.day}`
    : `El ${rule.ordinal === -1 ? LAST_ORDINAL_WORD : ordinalWords[rule.ordinal - 1]} ${weekdayLabels[rule.weekday]}`;

/**
 * "El día 14", "El segundo martes" and, when the start is also the last of its weekday in the month,
 * "El último martes"; plus the rule already chosen if the start does not give it (an edited series).
 */
export function monthlyChoices(start: string, current?: MonthlyRule | null): MonthlyRule[] {
  const weekday = weekdayOf(start);
  const { ordinal, last } = weekdayOrdinalOf(start);
  const choices: MonthlyRule[] = [{ by: 'monthDay', day: dayOfMonth(start) }];
  if (ordinal <= 4) choices.push({ by: 'weekday', ordinal: ordinal as WeekdayOrdinal, weekday });
  if (last) choices.push({ by: 'weekday', ordinal: -1, weekday });
  if (current && !choices.some((choice) => monthlyKey(choice) === monthlyKey(current))) choices.push(current);
  return choices;
}

/** RFC 5545 skips the months (or years) without the chosen day: say so when that can happen. */
export function skippedDatesHint(recurrence: Recurrence, start: string): string | null {
  if (recurrence.freq === 'MONTHLY') {
    const monthly = effectiveMonthly(recurrence, start);
    if (monthly.by === 'monthDay' && monthly.day >= 29) {
      return `Los meses que no tienen día ${monthly.day} se saltean: no hay repetición ese mes.`;
    }
  }
  if (recurrence.freq === 'YEARLY' && start.slice(5) === '02-29') {
    return 'Los años sin 29 de febrero se saltean: la repetición vuelve en el próximo año bisiesto.';
  }
  return null;
}

/** 'YYYY-MM-DD' one month after `date` (the last day of that month when it is shorter). */
export function oneMonthAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** What stops a rule from being saved with this start, in Spanish; null when it can be. */
export function recurrenceIssue(value: string | null | undefined, start: string): string | null {
  const recurrence = readRecurrence(value);
  if (recurrence === null) return null;
  if (isRecurrenceError(recurrence)) return recurrence.error;
  if (recurrence.until !== null && recurrence.until < start) return recurrenceMessages.untilBeforeStart;
  if (!startsOnItsDays(recurrence, start)) return recurrenceMessages.startNotOnItsDays;
  return null;
}

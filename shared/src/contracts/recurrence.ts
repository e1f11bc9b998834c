/*
 * Repetition of events and tasks (SPEC.md sections 3, 4, 9): an RFC 5545 rule without DTSTART (the
 * series starts at the item's own start), e.g. "FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=10". This module
 * reads and writes the subset the product offers and describes it in Spanish; expanding a rule into
 * dates is the API's job (the `rrule` library), never done by hand.
 *
 * The subset: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL (1–99), BYDAY (weekly: the weekdays;
 * monthly: one ordinal weekday such as 3TU or -1FR), BYMONTHDAY (monthly: one day 1–31), and at most
 * one end: COUNT (1–730) or UNTIL (a date, YYYYMMDD). Anything else is refused, so every stored rule
 * can be shown and edited by the screens.
 *
 * Months without the chosen day (the 31st, the 30th in February…) are skipped, as RFC 5545 and
 * every calendar app do; "el último día del mes" is not offered (decision in docs/decisions.md).
 */

import { isDateInRange, isIsoDate } from './validators';

export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, string> = {
  MO: 'lunes',
  TU: 'martes',
  WE: 'miércoles',
  TH: 'jueves',
  FR: 'viernes',
  SA: 'sábado',
  SU: 'domingo',
};
/** One letter per weekday, for the compact weekday picker (L M M J V S D). */
export const weekdayInitials: Record<Weekday, string> = { MO: 'L', TU: 'M', WE: 'X', TH: 'J', FR: 'V', SA: 'S', SU: 'D' };

export const recurrenceFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/** "el tercer martes": 1 to 5, or -1 for the last one. */
export const weekdayOrdinals = [1, 2, 3, 4, 5, -1] as const;
export type WeekdayOrdinal = (typeof weekdayOrdinals)[number];
/** SPEC.md section 9: ordinal words up to the sixth. A month has at most five of a weekday, so "sexto" is only a word. */
export const ordinalWords = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto'] as const;
export const LAST_ORDINAL_WORD = 'último';

export const RECURRENCE_LIMITS = { interval: 99, count: 730 } as const;

export type MonthlyRule = { by: 'monthDay'; day: number } | { by: 'weekday'; ordinal: WeekdayOrdinal; weekday: Weekday };

export interface Recurrence {
  freq: RecurrenceFrequency;
  /** Every `interval` days, weeks, months or years. */
  interval: number;
  /** WEEKLY only: the weekdays, in week order; empty means the start's weekday. */
  byDay: Weekday[];
  /** MONTHLY only: the day of the month or an ordinal weekday; null means the start's day of the month. */
  monthly: MonthlyRule | null;
  /** After this many occurrences (the first included); null when it ends on a date or never. */
  count: number | null;
  /** The last day it can happen, 'YYYY-MM-DD'; null when it ends after a count or never. */
  until: string | null;
}

export const recurrenceMessages = {
  invalid: 'La repetición no es válida',
  interval: `Repetí cada 1 a ${RECURRENCE_LIMITS.interval} períodos`,
  count: `Elegí entre 1 y ${RECURRENCE_LIMITS.count} repeticiones`,
  until: 'La fecha de fin de la repetición no es válida',
  countAndUntil: 'Elegí terminar después de unas repeticiones o en una fecha, no las dos',
  weekdays: 'Elegí los días de la semana',
  monthDay: 'Elegí un día del mes entre 1 y 31',
  untilBeforeStart: 'La repetición no puede terminar antes de empezar',
  startNotOnItsDays: 'El inicio tiene que ser uno de los días en que se repite (por ejemplo, un lunes si se repite los lunes y miércoles)',
} as const;

const INTEGER = /^[1-9]\d{0,3}$/;
const ORDINAL_WEEKDAY = /^(-1|[1-5])(MO|TU|WE|TH|FR|SA|SU)$/;
const UNTIL_DATE = /^(\d{4})(\d{2})(\d{2})$/;

const isWeekday = (value: string): value is Weekday => (weekdays as readonly string[]).includes(value);
const isFrequency = (value: string): value is RecurrenceFrequency => (recurrenceFrequencies as readonly string[]).includes(value);

/** Reads a rule of the subset above; answers the Spanish message of the first problem instead. */
export function parseRecurrence(rule: string): Recurrence | { error: string } {
  const parts = new Map<string, string>();
  for (const part of rule.trim().toUpperCase().split(';')) {
    if (part === '') continue;
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length > 0 || parts.has(key)) return { error: recurrenceMessages.invalid };
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (!freq || !isFrequency(freq)) return { error: recurrenceMessages.invalid };
  for (const key of parts.keys()) {
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL'].includes(key)) return { error: recurrenceMessages.invalid };
  }

  const result: Recurrence = { freq, interval: 1, byDay: [], monthly: null, count: null, until: null };
  const interval = parts.get('INTERVAL');
  if (interval !== undefined) {
    if (!INTEGER.test(interval) || Number(interval) > RECURRENCE_LIMITS.interval) return { error: recurrenceMessages.interval };
    result.interval = Number(interval);
  }

  const byDay = parts.get('BYDAY');
  const byMonthDay = parts.get('BYMONTHDAY');
  if (freq === 'WEEKLY') {
    if (byMonthDay !== undefined) return { error: recurrenceMessages.invalid };
    if (byDay !== undefined) {
      const days = byDay.split(',');
      if (!days.every(isWeekday) || new Set(days).size !== days.length) return { error: recurrenceMessages.weekdays };
      result.byDay = weekdays.filter((day) => days.includes(day));
    }
  } else if (freq === 'MONTHLY') {
    if (byDay !== undefined && byMonthDay !== undefined) return { error: recurrenceMessages.invalid };
    if (byMonthDay !== undefined) {
      if (!INTEGER.test(byMonthDay) || Number(byMonthDay) > 31) return { error: recurrenceMessages.monthDay };
      result.monthly = { by: 'monthDay', day: Number(byMonthDay) };
    }
    if (byDay !== undefined) {
      const match = ORDINAL_WEEKDAY.exec(byDay);
      if (!match) return { error: recurrenceMessages.invalid };
      result.monthly = { by: 'weekday', ordinal: Number(match[1]) as WeekdayOrdinal, weekday: match[2] as Weekday };
    }
  } else if (byDay !== undefined || byMonthDay !== undefined) {
    return { error: recurrenceMessages.invalid };
  }

  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined && until !== undefined) return { error: recurrenceMessages.countAndUntil };
  if (count !== undefined) {
    if (!INTEGER.test(count) || Number(count) > RECURRENCE_LIMITS.count) return { error: recurrenceMessages.count };
    result.count = Number(count);
  }
  if (until !== undefined) {
    const match = UNTIL_DATE.exec(until);
    const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
    if (!isIsoDate(date) || !isDateInRange(date)) return { error: recurrenceMessages.until };
    result.until = date;
  }
  return result;
}

export const isRecurrenceError = (value: Recurrence | { error: string }): value is { error: string } => 'error' in value;

/** The canonical rule string: the same recurrence always writes the same text. */
export function formatRecurrence(recurrence: Recurrence): string {
  const parts = [`FREQ=${recurrence.freq}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.freq === 'WEEKLY' && recurrence.byDay.length > 0) {
    parts.push(`BYDAY=${weekdays.filter((day) => recurrence.byDay.includes(day)).join(',')}`);
  }
  if (recurrence.freq === 'MONTHLY' && recurrence.monthly) {
    parts.push(
      recurrence.monthly.by === 'monthDay'
        ? `BYMONTHDAY=${recurrence.monthly.day}`
        : `BYDAY=${recurrence.monthly.ordinal}${recurrence.monthly.weekday}`,
    );
  }
  if (recurrence.count !== null) parts.push(`COUNT=${recurrence.count}`);
  else if (recurrence.until !== null) parts.push(`UNTIL=${recurrence.until.replaceAll('-', '')}`);
  return parts.join(';');
}

/** 'YYYY-MM-DD' → its weekday code. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekdays[(sunday0 + 6) % 7]!;
}

/** Which of its weekday `date` is in its month: 1 for the first… and whether it is also the last. */
export function weekdayOrdinalOf(date: string): { ordinal: number; last: boolean } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ordinal: Math.ceil(day / 7), last: day + 7 > daysInMonth };
}

const joinWords = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`;

const ordinalWord = (ordinal: number): string => (ordinal === -1 ? LAST_ORDINAL_WORD : (ordinalWords[ordinal - 1] ?? ''));

/**
 * The recurrence in Spanish, from its start date: "Cada semana: lunes, miércoles y viernes, 10 veces",
 * "Cada mes, el tercer martes, hasta el 31/12/2026", "Cada 2 días".
 */
export function describeRecurrence(recurrence: Recurrence, start: string): string {
  const every = (singular: string, plural: string) =>
    recurrence.interval === 1 ? `Cada ${singular}` : `Cada ${recurrence.interval} ${plural}`;
  let text: string;
  switch (recurrence.freq) {
    case 'DAILY':
      text = every('día', 'días');
      break;
    case 'WEEKLY': {
      const days = recurrence.byDay.length > 0 ? recurrence.byDay : [weekdayOf(start)];
      text = `${every('semana', 'semanas')}: ${joinWords(days.map((day) => weekdayLabels[day]))}`;
      break;
    }
    case 'MONTHLY': {
      const monthly = recurrence.monthly ?? { by: 'monthDay' as const, day: Number(start.slice(8, 10)) };
      text =
        monthly.by === 'monthDay'
          ? `${every('mes', 'meses')}, el día ${monthly.day}`
          : `${every('mes', 'meses')}, el ${ordinalWord(monthly.ordinal)} ${weekdayLabels[monthly.weekday]}`;
      break;
    }
    case 'YEARLY':
      text = `${every('año', 'años')}, el ${Number(start.slice(8, 10))}/${start.slice(5, 7)}`;
      break;
  }
  if (recurrence.count !== null) text += recurrence.count === 1 ? ', 1 vez' : `, ${recurrence.count} veces`;
  if (recurrence.until !== null) text += `, hasta el ${recurrence.until.slice(8, 10)}/${recurrence.until.slice(5, 7)}/${recurrence.until.slice(0, 4)}`;
  return text;
}

/**
 * Whether `start` ('YYYY-MM-DD') is one of the days the rule repeats on: a weekday of BYDAY, the day
 * of BYMONTHDAY, the ordinal weekday of a monthly BYDAY (DAILY and YEARLY repeat from the start's own
 * day). RFC 5545 leaves a start that is not undefined and calendar apps disagree (some show it, some
 * drop it), so such a series is refused.
 */
export function startsOnItsDays(recurrence: Recurrence, start: string): boolean {
  if (recurrence.freq === 'WEEKLY') return recurrence.byDay.length === 0 || recurrence.byDay.includes(weekdayOf(start));
  if (recurrence.freq !== 'MONTHLY' || recurrence.monthly === null) return true;
  if (recurrence.monthly.by === 'monthDay') return Number(start.slice(8, 10)) === recurrence.monthly.day;
  if (weekdayOf(start) !== recurrence.monthly.weekday) return false;
  const { ordinal, last } = weekdayOrdinalOf(start);
  return recurrence.monthly.ordinal === -1 ? last : ordinal === recurrence.monthly.ordinal;
}

/** The longest wait for a rule's first day: a fifth weekday or a 31st can be months away. */
const FIRST_DAY_SEARCH_DAYS = 400;

/**
 * The first day on or after `start` that is one of the rule's days (the editor moves a series' start
 * there, and says so); `start` itself when it already is one.
 */
export function firstDayOfSeries(recurrence: Recurrence, start: string): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  for (let offset = 0; offset < FIRST_DAY_SEARCH_DAYS; offset++) {
    const candidate = new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
    if (startsOnItsDays(recurrence, candidate)) return candidate;
  }
  return start;
}

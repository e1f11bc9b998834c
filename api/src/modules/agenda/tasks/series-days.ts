import { weekdays } from '@coach/shared/contracts';
import { occurrencesBetween, readRule, type Occurrence, type SeriesException } from '../recurrence/series';

/*
 * The days of a task series in a range, fast. A business's month holds about 100,000 task
 * occurrences and the agenda answers it in tens of milliseconds; the `rrule` library takes about
 * 3 µs per occurrence (a third of a second for a month), so daily and weekly rules, nearly every
 * task, are counted here with day arithmetic. Monthly and yearly rules (few, and few days each) still
 * go to rrule. series-days.test.ts checks both give the same days for thousands of random rules.
 */

const DAY_MS = 86_400_000;

const dayNumber = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

// A list turns the same few hundred day numbers into text over and over.
const dayTexts = new Map<number, string>();
function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayTexts.size > 50_000) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

/** 0 for Monday … 6 for Sunday (day 0, 1 January 1970, was a Thursday). */
const weekdayIndex = (day: number): number => (((day + 3) % 7) + 7) % 7;

interface DayRule {
  freq: 'DAILY' | 'WEEKLY';
  interval: number;
  /** WEEKLY: offsets from Monday, ascending; null: the first day's weekday. */
  offsets: number[] | null;
  count: number | null;
  until: number | null;
}

// Keyed by the rule alone: a business uses a few rules over many first days.
const dayRules = new Map<string, DayRule | null>();

/** The rule in day arithmetic, or null when it is monthly or yearly (left to rrule). */
function dayRuleOf(rule: string): DayRule | null {
  const cached = dayRules.get(rule);
  if (cached !== undefined) return cached;
  const recurrence = readRule(rule);
  let result: DayRule | null = null;
  if (recurrence.freq === 'DAILY' || recurrence.freq === 'WEEKLY') {
    result = {
      freq: recurrence.freq,
      interval: recurrence.interval,
      offsets: recurrence.byDay.length > 0 ? recurrence.byDay.map((day) => weekdays.indexOf(day)).sort((a, b) => a - b) : null,
      count: recurrence.count,
      until: recurrence.until === null ? null : dayNumber(recurrence.until),
    };
  }
  if (dayRules.size >= 5000) dayRules.clear();
  dayRules.set(rule, result);
  return result;
}

function dailyDays(rule: DayRule, start: number, from: number, to: number): string[] {
  const days: string[] = [];
  const last = Math.min(to, rule.until ?? to, rule.count === null ? to : start + (rule.count - 1) * rule.interval);
  let day = from <= start ? start : start + Math.ceil((from - start) / rule.interval) * rule.interval;
  for (; day <= last; day += rule.interval) days.push(dayText(day));
  return days;
}

/**
 * Weeks start on Monday (RFC 5545's default WKST, as rrule): the series repeats every `interval`
 * weeks from its first day's week, on the chosen weekdays, from its first day on (a first day off
 * the chosen weekdays is not an occurrence, as rrule reads it).
 */
function weeklyDays(rule: DayRule, start: number, from: number, to: number): string[] {
  const days: string[] = [];
  const firstWeek = start - weekdayIndex(start);
  const period = 7 * rule.interval;
  const offsets = rule.offsets ?? [weekdayIndex(start)];
  const perWeek = offsets.length;
  const inFirstWeek = offsets.filter((offset) => firstWeek + offset >= start).length;
  const last = Math.min(to, rule.until ?? to);
  let week = Math.max(0, Math.floor((from - firstWeek) / period));
  // How many occurrences come before this week's (for COUNT).
  let index = week === 0 ? 0 : inFirstWeek + (week - 1) * perWeek;
  for (; ; week++) {
    const weekStart = firstWeek + week * period;
    if (weekStart > last) return days;
    for (const offset of offsets) {
      const day = weekStart + offset;
      if (day < start) continue;
      if (rule.count !== null && index >= rule.count) return days;
      index++;
      if (day > last) return days;
      if (day >= from) days.push(dayText(day));
    }
  }
}

/** The days of the series between from and to (both included), as occurrencesBetween answers them. */
export function seriesDaysBetween(start: string, rule: string | null, from: string, to: string): string[] {
  if (rule === null || to < from || to < start) return occurrencesBetween(start, rule, from, to);
  const dayRule = dayRuleOf(rule);
  if (!dayRule) return occurrencesBetween(start, rule, from, to);
  const args = [dayRule, dayNumber(start), dayNumber(from), dayNumber(to)] as const;
  return dayRule.freq === 'DAILY' ? dailyDays(...args) : weeklyDays(...args);
}

const isSeriesDay = (start: string, rule: string | null, date: string): boolean => seriesDaysBetween(start, rule, date, date).length === 1;

/** expandSeries (recurrence/series.ts) over the fast days: the same occurrences, exceptions applied the same way. */
export function expandTaskSeries<E extends SeriesException>(start: string, rule: string | null, exceptions: readonly E[], from: string, to: string): Occurrence<E>[] {
  const byOccurrence = exceptions.length > 0 ? new Map(exceptions.map((exception) => [exception.occurrence, exception])) : null;
  const result: Occurrence<E>[] = [];
  for (const occurrence of seriesDaysBetween(start, rule, from, to)) {
    const exception = byOccurrence?.get(occurrence) ?? null;
    if (exception?.cancelled) continue;
    const date = exception?.movedTo ?? occurrence;
    if (date < from || date > to) continue;
    result.push({ occurrence, date, exception });
  }
  if (!byOccurrence) return result;
  for (const exception of exceptions) {
    if (exception.cancelled || exception.movedTo === null) continue;
    if (exception.movedTo < from || exception.movedTo > to) continue;
    if (exception.occurrence >= from && exception.occurrence <= to) continue; // already seen above
    if (!isSeriesDay(start, rule, exception.occurrence)) continue;
    result.push({ occurrence: exception.occurrence, date: exception.movedTo, exception });
  }
  return result.sort((a, b) => (a.date === b.date ? a.occurrence.localeCompare(b.occurrence) : a.date.localeCompare(b.date)));
}

import { describeRecurrence, formatRecurrence, parseRecurrence } from '@coach/shared/contracts';
import { expandSeries, isOccurrence, lastOccurrence, occurrencesBetween, splitRule, type SeriesException } from './series';
import { wallClockToInstant } from './wall-clock';

const all = (start: string, rule: string) => occurrencesBetween(start, rule, start, '2100-12-31');
const exception = (occurrence: string, fields: Partial<SeriesException> = {}): SeriesException => ({
  occurrence,
  cancelled: false,
  movedTo: null,
  ...fields,
});

describe('recurrence, worked cases', () => {
  test('weekly on Monday, Wednesday and Friday ending after 10', () => {
    const rule = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=10';
    // Monday 2 November 2026.
    expect(all('2026-11-02', rule)).toEqual([
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
      '2026-11-09',
      '2026-11-11',
      '2026-11-13',
      '2026-11-16',
      '2026-11-18',
      '2026-11-20',
      '2026-11-23',
    ]);
    expect(lastOccurrence('2026-11-02', rule)).toBe('2026-11-23');
  });

  test('monthly on the 31st skips the months without one (RFC 5545, as every calendar app does)', () => {
    const dates = occurrencesBetween('2026-01-31', 'FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-01', '2026-12-31');
    expect(dates).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31', '2026-10-31', '2026-12-31']);
    // Counted occurrences are real ones: COUNT=3 ends in May, not in March.
    expect(lastOccurrence('2026-01-31', 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3')).toBe('2026-05-31');
  });

  test('"el último viernes" of each month', () => {
    const rule = 'FREQ=MONTHLY;BYDAY=-1FR';
    expect(occurrencesBetween('2026-01-30', rule, '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
      '2026-06-26',
    ]);
    expect(describeRecurrence(parseRecurrence(rule) as never, '2026-01-30')).toBe('Cada mes, el último viernes');
    expect(describeRecurrence(parseRecurrence('FREQ=MONTHLY;BYDAY=3TU;COUNT=4') as never, '2026-01-20')).toBe(
      'Cada mes, el tercer martes, 4 veces',
    );
  });

  test('a weekly 07:00 class in Europe/Madrid stays at 07:00 across the DST change', () => {
    // Summer time starts on Sunday 29 March 2026; the series is stored as days plus a wall-clock time.
    const days = occurrencesBetween('2026-03-22', 'FREQ=WEEKLY;BYDAY=SU', '2026-03-01', '2026-04-12');
    expect(days).toEqual(['2026-03-22', '2026-03-29', '2026-04-05', '2026-04-12']);
    const instants = days.map((day) => wallClockToInstant(`${day}T07:00`, 'Europe/Madrid').toISOString());
    expect(instants).toEqual(['2026-03-22T06:00:00.000Z', '2026-03-29T05:00:00.000Z', '2026-04-05T05:00:00.000Z', '2026-04-12T05:00:00.000Z']);
    const local = instants.map((instant) =>
      new Intl.DateTimeFormat('es-AR', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant)),
    );
    expect(new Set(local)).toEqual(new Set(['07:00']));
  });

  test('wall-clock times skipped or repeated by a DST change are read as calendar apps do', () => {
    // 02:30 does not exist on 29 March in Madrid: read with the winter offset, it is 03:30 summer time.
    expect(wallClockToInstant('2026-03-29T02:30', 'Europe/Madrid').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the first one (summer time).
    expect(wallClockToInstant('2026-10-25T02:30', 'Europe/Madrid').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallClockToInstant('2026-11-24T07:00', 'America/Argentina/Buenos_Aires').toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });

  test('"este y los siguientes" splits a counted series and keeps the total', () => {
    const start = '2026-11-02';
    const rule = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=10';
    const split = splitRule(start, rule, '2026-11-11');
    expect(split).toEqual({ before: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4', after: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6' });
    const joined = [...all(start, split.before!), ...all('2026-11-11', split.after)];
    expect(joined).toEqual(all(start, rule));
  });

  test('"este y los siguientes" on a series without end, or ending on a date', () => {
    const start = '2026-01-30';
    const never = 'FREQ=MONTHLY;BYDAY=-1FR';
    const split = splitRule(start, never, '2026-04-24');
    expect(split).toEqual({ before: 'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20260423', after: never });
    const until = 'FREQ=DAILY;INTERVAL=2;UNTIL=20261231';
    const daily = splitRule('2026-12-01', until, '2026-12-11');
    const joined = [...all('2026-12-01', daily.before!), ...all('2026-12-11', daily.after)];
    expect(joined).toEqual(all('2026-12-01', until));
    // Splitting at the first occurrence leaves nothing before.
    expect(splitRule(start, never, start)).toEqual({ before: null, after: never });
  });

  test('a monthly rule that took its day from the start keeps it in the new half', () => {
    const split = splitRule('2026-01-15', 'FREQ=MONTHLY;COUNT=6', '2026-03-15');
    expect(split.after).toBe('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=4');
  });

  test('"solo este" delete of the first and of the last occurrence', () => {
    const start = '2026-11-02';
    const rule = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=10';
    const expanded = expandSeries(start, rule, [exception('2026-11-02', { cancelled: true }), exception('2026-11-23', { cancelled: true })], start, '2026-12-31');
    expect(expanded.map((o) => o.date)).toEqual(all(start, rule).slice(1, -1));
    expect(expanded).toHaveLength(8);
  });

  test('a moved occurrence shows on its new day, inside or outside the asked range', () => {
    const start = '2026-11-02';
    const rule = 'FREQ=WEEKLY;BYDAY=MO;COUNT=4';
    const moved = [exception('2026-11-09', { movedTo: '2026-11-14' }), exception('2026-11-16', { movedTo: '2026-12-01' })];
    const november = expandSeries(start, rule, moved, '2026-11-01', '2026-11-30');
    expect(november.map((o) => [o.occurrence, o.date])).toEqual([
      ['2026-11-02', '2026-11-02'],
      ['2026-11-09', '2026-11-14'],
      ['2026-11-23', '2026-11-23'],
    ]);
    const december = expandSeries(start, rule, moved, '2026-12-01', '2026-12-31');
    expect(december.map((o) => [o.occurrence, o.date])).toEqual([['2026-11-16', '2026-12-01']]);
    // An exception for a day that is not an occurrence is ignored.
    expect(expandSeries(start, rule, [exception('2026-11-10', { movedTo: '2026-12-02' })], '2026-12-01', '2026-12-31')).toEqual([]);
  });

  test('single items, checks and the canonical rule text', () => {
    expect(occurrencesBetween('2026-11-24', null, '2026-11-01', '2026-11-30')).toEqual(['2026-11-24']);
    expect(isOccurrence('2026-11-02', 'FREQ=WEEKLY;BYDAY=MO', '2026-11-09')).toBe(true);
    expect(isOccurrence('2026-11-02', 'FREQ=WEEKLY;BYDAY=MO', '2026-11-10')).toBe(false);
    expect(lastOccurrence('2026-11-02', 'FREQ=WEEKLY')).toBeNull();
    expect(lastOccurrence('2026-11-02', null)).toBe('2026-11-02');
    expect(formatRecurrence(parseRecurrence('freq=weekly;byday=fr,mo;interval=1') as never)).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
    expect(parseRecurrence('FREQ=WEEKLY;COUNT=2;UNTIL=20261231')).toEqual({ error: expect.stringContaining('no las dos') });
    expect(parseRecurrence('FREQ=HOURLY')).toEqual({ error: 'La repetición no es válida' });
    expect(parseRecurrence('FREQ=MONTHLY;BYDAY=6MO')).toEqual({ error: 'La repetición no es válida' });
    expect(parseRecurrence('DTSTART=20260101;FREQ=DAILY')).toEqual({ error: 'La repetición no es válida' });
  });
});

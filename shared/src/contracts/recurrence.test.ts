import { firstDayOfSeries, isRecurrenceError, parseRecurrence, startsOnItsDays, type Recurrence } from './recurrence';

const rule = (text: string): Recurrence => {
  const parsed = parseRecurrence(text);
  if (isRecurrenceError(parsed)) throw new Error(parsed.error);
  return parsed;
};

describe('a series starts on one of its days', () => {
  // Monday 2 March 2026; Tuesday 3 March.
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', '2026-03-02', true],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', '2026-03-03', false],
    ['FREQ=WEEKLY', '2026-03-03', true],
    ['FREQ=DAILY', '2026-03-03', true],
    ['FREQ=MONTHLY;BYMONTHDAY=10', '2026-03-10', true],
    ['FREQ=MONTHLY;BYMONTHDAY=10', '2026-03-11', false],
    ['FREQ=MONTHLY;BYDAY=3TU', '2026-03-17', true],
    ['FREQ=MONTHLY;BYDAY=3TU', '2026-03-10', false],
    ['FREQ=MONTHLY;BYDAY=-1TU', '2026-03-31', true],
    ['FREQ=MONTHLY;BYDAY=-1TU', '2026-03-24', false],
  ])('%s from %s: %s', (text, start, expected) => {
    expect(startsOnItsDays(rule(text), start)).toBe(expected);
  });

  it('moves a start to the first of its days on or after it', () => {
    expect(firstDayOfSeries(rule('FREQ=WEEKLY;BYDAY=MO,WE,FR'), '2026-03-03')).toBe('2026-03-04');
    expect(firstDayOfSeries(rule('FREQ=WEEKLY;BYDAY=MO'), '2026-03-03')).toBe('2026-03-09');
    expect(firstDayOfSeries(rule('FREQ=WEEKLY;BYDAY=MO,WE,FR'), '2026-03-02')).toBe('2026-03-02');
    expect(firstDayOfSeries(rule('FREQ=MONTHLY;BYMONTHDAY=31'), '2026-04-01')).toBe('2026-05-31');
    expect(firstDayOfSeries(rule('FREQ=MONTHLY;BYDAY=5FR'), '2026-03-01')).toBe('2026-05-29');
  });
});

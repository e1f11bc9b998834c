import { formatRecurrence, weekdays, type Recurrence } from '@coach/shared/contracts';
import { expandSeries, occurrencesBetween, type SeriesException } from '../recurrence/series';
import { expandTaskSeries, seriesDaysBetween } from './series-days';

// A small deterministic generator: the same "random" rules on every run.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int };
}

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('seriesDaysBetween: the days rrule gives, by day arithmetic', () => {
  it('matches rrule for thousands of daily and weekly rules, starts and ranges', () => {
    const random = generator(11);
    for (let i = 0; i < 3000; i++) {
      const start = dayAfter('2025-12-01', random.int(0, 500));
      const freq = random.next() < 0.3 ? 'DAILY' : 'WEEKLY';
      const byDay = freq === 'WEEKLY' ? weekdays.filter(() => random.next() < 0.35) : [];
      const end = random.next();
      const recurrence: Recurrence = {
        freq,
        interval: random.next() < 0.6 ? 1 : random.int(2, 5),
        byDay,
        monthly: null,
        count: end < 0.4 ? random.int(1, 40) : null,
        until: end >= 0.4 && end < 0.7 ? dayAfter(start, random.int(-3, 120)) : null,
      };
      const rule = formatRecurrence(recurrence);
      const from = dayAfter(start, random.int(-40, 200));
      const to = dayAfter(from, random.int(0, 100));
      expect([rule, start, from, to, seriesDaysBetween(start, rule, from, to)]).toEqual([rule, start, from, to, occurrencesBetween(start, rule, from, to)]);
    }
  });

  it('leaves monthly, yearly and single items to rrule, and applies exceptions as expandSeries does', () => {
    expect(seriesDaysBetween('2026-01-31', 'FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-01', '2026-06-30')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31']);
    expect(seriesDaysBetween('2026-03-05', null, '2026-03-01', '2026-03-31')).toEqual(['2026-03-05']);
    const exceptions: SeriesException[] = [
      { occurrence: '2026-03-04', cancelled: true, movedTo: null },
      { occurrence: '2026-03-06', cancelled: false, movedTo: '2026-04-01' },
      { occurrence: '2026-03-30', cancelled: false, movedTo: '2026-03-10' },
      { occurrence: '2026-03-31', cancelled: false, movedTo: '2026-03-11' },
    ];
    const rule = 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=12';
    for (const [from, to] of [
      ['2026-03-01', '2026-03-15'],
      ['2026-03-16', '2026-04-30'],
    ] as const) {
      expect(expandTaskSeries('2026-03-02', rule, exceptions, from, to)).toEqual(expandSeries('2026-03-02', rule, exceptions, from, to));
    }
  });
});

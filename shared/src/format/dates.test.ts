import { execFileSync } from 'node:child_process';
import {
  calendarDateIn,
  formatCalendarDate,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantDayMonth,
  formatInstantTime,
  isCalendarDate,
  isValidTimeZone,
  todayIn,
} from './dates';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const MADRID = 'Europe/Madrid';
const KIRITIMATI = 'Pacific/Kiritimati';
const PAGO_PAGO = 'Pacific/Pago_Pago';

describe('todayIn', () => {
  it('is still the same day in Buenos Aires at 22:00, although UTC is already on the next one', () => {
    const now = new Date('2024-03-06T01:00:00Z'); // 22:00 on 5 March in Buenos Aires (UTC-3)
    expect(todayIn(BUENOS_AIRES, now)).toBe('2024-03-05');
    expect(todayIn('UTC', now)).toBe('2024-03-06');
    expect(todayIn(BUENOS_AIRES, new Date('2024-03-06T02:59:59Z'))).toBe('2024-03-05');
    expect(todayIn(BUENOS_AIRES, new Date('2024-03-06T03:00:00Z'))).toBe('2024-03-06');
  });

  it('changes day at local midnight in Madrid on both sides of the DST changes', () => {
    // Before the spring change midnight is 23:00 UTC (UTC+1)…
    expect(todayIn(MADRID, new Date('2024-03-30T22:59:59Z'))).toBe('2024-03-30');
    expect(todayIn(MADRID, new Date('2024-03-30T23:00:00Z'))).toBe('2024-03-31');
    // …on the day itself (23 hours long) the next midnight is 22:00 UTC (UTC+2).
    expect(todayIn(MADRID, new Date('2024-03-31T21:59:59Z'))).toBe('2024-03-31');
    expect(todayIn(MADRID, new Date('2024-03-31T22:00:00Z'))).toBe('2024-04-01');
    // The autumn change day is 25 hours long: from 22:00 UTC on the 26th to 23:00 UTC on the 27th.
    expect(todayIn(MADRID, new Date('2024-10-26T21:59:59Z'))).toBe('2024-10-26');
    expect(todayIn(MADRID, new Date('2024-10-26T22:00:00Z'))).toBe('2024-10-27');
    expect(todayIn(MADRID, new Date('2024-10-27T22:59:59Z'))).toBe('2024-10-27');
    expect(todayIn(MADRID, new Date('2024-10-27T23:00:00Z'))).toBe('2024-10-28');
  });

  it('follows the first and last zones of the world (UTC+14 and UTC-11): one instant, three dates', () => {
    const instant = new Date('2024-03-05T10:30:00Z');
    expect(todayIn(KIRITIMATI, instant)).toBe('2024-03-06');
    expect(todayIn('UTC', instant)).toBe('2024-03-05');
    expect(todayIn(PAGO_PAGO, instant)).toBe('2024-03-04');
    expect(todayIn(KIRITIMATI, new Date('2024-03-05T09:59:59Z'))).toBe('2024-03-05');
    expect(todayIn(KIRITIMATI, new Date('2024-03-05T10:00:00Z'))).toBe('2024-03-06');
  });

  it('answers the real today when no clock is given', () => {
    expect(todayIn(BUENOS_AIRES)).toBe(calendarDateIn(new Date(), BUENOS_AIRES));
    expect(todayIn(BUENOS_AIRES)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers an empty string for a zone it does not know, rather than throwing', () => {
    expect(todayIn('America/Nowhere', new Date('2024-03-05T10:00:00Z'))).toBe('');
    expect(todayIn('', new Date('2024-03-05T10:00:00Z'))).toBe('');
    expect(todayIn(BUENOS_AIRES, new Date(Number.NaN))).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('writes a YYYY-MM-DD date as day/month/year, with no zone involved', () => {
    expect(formatCalendarDate('2024-03-05')).toBe('05/03/2024');
    expect(formatCalendarDate('2024-02-29')).toBe('29/02/2024');
    expect(formatCalendarDate('1999-12-31')).toBe('31/12/1999');
  });

  it('answers an empty string for anything that is not a real calendar date', () => {
    for (const value of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-3-5', '05/03/2024', '2024-03-05T10:00:00Z', '', 'hoy']) {
      expect(formatCalendarDate(value)).toBe('');
    }
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatCalendarDate(20240305 as unknown as string)).toBe('');
  });

  it('tells real dates apart (isCalendarDate)', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
  });
});

describe('instants in the business zone', () => {
  const instant = '2024-03-05T17:30:00.000Z';

  it('shows date, day/month, time (24 h) and date-time on the business wall clock', () => {
    expect(formatInstantDate(instant, BUENOS_AIRES)).toBe('05/03/2024');
    expect(formatInstantDayMonth(instant, BUENOS_AIRES)).toBe('05/03');
    expect(formatInstantTime(instant, BUENOS_AIRES)).toBe('14:30');
    expect(formatInstantDateTime(instant, BUENOS_AIRES)).toBe('05/03/2024 14:30');
    expect(formatInstantDateTime(instant, MADRID)).toBe('05/03/2024 18:30');
    expect(formatInstantDateTime(instant, KIRITIMATI)).toBe('06/03/2024 07:30');
  });

  it('puts a late evening in Buenos Aires on its own day, not on the UTC one', () => {
    expect(formatInstantDateTime('2024-03-06T01:00:00Z', BUENOS_AIRES)).toBe('05/03/2024 22:00');
    expect(calendarDateIn('2024-03-06T01:00:00Z', BUENOS_AIRES)).toBe('2024-03-05');
  });

  it('writes midnight as 00, and the skipped and repeated hours of Madrid as its clocks showed them', () => {
    expect(formatInstantTime('2024-03-05T03:05:00Z', BUENOS_AIRES)).toBe('00:05');
    expect(formatInstantTime('2024-03-31T00:59:00Z', MADRID)).toBe('01:59');
    expect(formatInstantTime('2024-03-31T01:00:00Z', MADRID)).toBe('03:00');
    expect(formatInstantTime('2024-10-27T00:30:00Z', MADRID)).toBe('02:30');
    expect(formatInstantTime('2024-10-27T01:30:00Z', MADRID)).toBe('02:30');
  });

  it('takes instants with an offset and Date objects', () => {
    expect(formatInstantDateTime('2024-03-05T14:30:00-03:00', MADRID)).toBe('05/03/2024 18:30');
    expect(formatInstantDateTime('2024-03-05T18:30+01:00', BUENOS_AIRES)).toBe('05/03/2024 14:30');
    expect(formatInstantDateTime(new Date(instant), BUENOS_AIRES)).toBe('05/03/2024 14:30');
  });

  it('answers an empty string for what is not an instant, or a zone it does not know', () => {
    // A date or a time without a zone would be read in the browser's zone: refused, not guessed.
    for (const value of ['2024-03-05', '2024-03-05T14:30', 'garbage', '', '2024-02-30T10:00:00Z']) {
      expect(formatInstantDateTime(value, BUENOS_AIRES)).toBe('');
    }
    expect(formatInstantDate(null, BUENOS_AIRES)).toBe('');
    expect(formatInstantTime(undefined, BUENOS_AIRES)).toBe('');
    expect(formatInstantDayMonth(new Date(Number.NaN), BUENOS_AIRES)).toBe('');
    expect(formatInstantDate(instant, 'Mars/Olympus_Mons')).toBe('');
    expect(formatInstantTime(instant, undefined as unknown as string)).toBe('');
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone(MADRID)).toBe(true);
  });

  it('shows the same wall clock whatever the browser zone, even inside that zone’s DST gap', () => {
    // dayjs's timezone plugin (1.11) reads the target wall clock back as browser-local time and is an
    // hour off when that time does not exist where the browser is: a browser in Santiago de Chile
    // (clocks jump 24:00 → 01:00 on 2024-09-08) showed 00:30 in Buenos Aires as 01:30. Run in a
    // separate Node whose TZ changes, since a test cannot move its own process's zone.
    const script = `
      const { formatInstantDateTime, todayIn } = require(${JSON.stringify(`${__dirname}/dates.ts`)});
      const seen = {};
      for (const tz of ['UTC', 'America/Santiago', 'Europe/Madrid', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires']) {
        process.env.TZ = tz;
        seen[tz] = [
          new Date(2024, 6, 1).getTimezoneOffset(),
          formatInstantDateTime('2024-09-08T03:30:00Z', 'America/Argentina/Buenos_Aires'),
          formatInstantDateTime('2024-03-31T05:30:00Z', 'America/Argentina/Buenos_Aires'),
          todayIn('America/Argentina/Buenos_Aires', new Date('2024-09-08T03:30:00Z')),
        ];
      }
      process.stdout.write(JSON.stringify(seen));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: __dirname, encoding: 'utf8' });
    const seen = JSON.parse(output) as Record<string, [number, string, string, string]>;
    // The child really ran in five different zones…
    expect(new Set(Object.values(seen).map(([offset]) => offset)).size).toBe(5);
    // …and showed the Buenos Aires wall clock every time.
    for (const [, santiagoGap, madridGap, today] of Object.values(seen)) {
      expect([santiagoGap, madridGap, today]).toEqual(['08/09/2024 00:30', '31/03/2024 02:30', '2024-09-08']);
    }
  });
});

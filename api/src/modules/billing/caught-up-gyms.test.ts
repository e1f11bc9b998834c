import { CAUGHT_UP_TTL_MS, CaughtUpGyms } from './catch-up';

// 12:00 UTC is 09:00 in Buenos Aires; 03:00 UTC is midnight there.
const at = (iso: string) => new Date(iso);
const day = { today: '2026-03-02', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' };

describe('CaughtUpGyms (the catch-up probe, once per business and day on an instance)', () => {
  it('answers the business day it remembered, without the probe, for the rest of that day', () => {
    const gyms = new CaughtUpGyms();
    expect(gyms.today(1, at('2026-03-02T12:00:00Z'))).toBeUndefined();
    gyms.remember(1, day, at('2026-03-02T12:00:00Z'));
    expect(gyms.today(1, at('2026-03-02T12:00:10Z'))).toEqual(day);
    expect(gyms.today(2, at('2026-03-02T12:00:10Z'))).toBeUndefined();
  });

  it("probes again when the business's day changes, however soon", () => {
    const gyms = new CaughtUpGyms();
    gyms.remember(1, day, at('2026-03-03T02:59:59Z'));
    expect(gyms.today(1, at('2026-03-03T03:00:00Z'))).toBeUndefined();
  });

  it('probes again after the TTL (a zone or currency changed elsewhere), when told, or if the clock went back', () => {
    const gyms = new CaughtUpGyms();
    gyms.remember(1, day, at('2026-03-02T12:00:00Z'));
    expect(gyms.today(1, new Date(at('2026-03-02T12:00:00Z').getTime() + CAUGHT_UP_TTL_MS))).toBeUndefined();
    gyms.remember(1, day, at('2026-03-02T12:00:00Z'));
    gyms.forget(1);
    expect(gyms.today(1, at('2026-03-02T12:00:01Z'))).toBeUndefined();
    gyms.remember(1, day, at('2026-03-02T12:00:00Z'));
    expect(gyms.today(1, at('2026-03-02T11:59:59Z'))).toBeUndefined();
  });
});

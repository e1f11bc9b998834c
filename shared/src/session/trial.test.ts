import { dayLabel, trialState } from './trial';

describe('trial rules (SPEC.md section 4)', () => {
  it.each([
    [null, { inTrial: false, lastWeek: false, lastTwoDays: false, expired: false, showAlert: false }],
    [30, { inTrial: true, lastWeek: false, lastTwoDays: false, expired: false, showAlert: false }],
    [8, { inTrial: true, lastWeek: false, lastTwoDays: false, expired: false, showAlert: false }],
    [7, { inTrial: true, lastWeek: true, lastTwoDays: false, expired: false, showAlert: true }],
    [3, { inTrial: true, lastWeek: true, lastTwoDays: false, expired: false, showAlert: true }],
    [2, { inTrial: true, lastWeek: true, lastTwoDays: true, expired: false, showAlert: true }],
    [1, { inTrial: true, lastWeek: true, lastTwoDays: true, expired: false, showAlert: true }],
    [0, { inTrial: true, lastWeek: true, lastTwoDays: true, expired: true, showAlert: false }],
  ])('remainingDays %p', (days, expected) => expect(trialState(days)).toEqual(expected));

  it('uses the singular only for exactly one day', () => {
    expect(dayLabel(1)).toBe('día');
    expect([0, 2, 7].map(dayLabel)).toEqual(['días', 'días', 'días']);
  });
});

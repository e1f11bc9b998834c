import type { PlanRecurrence } from '@coach/shared/contracts';
import { advance, type PlanTerms, type SubscriptionState } from './advance';
import { addMonthsClamped, clippedEnd, isAnniversary, periodAt, periodsBetween } from './periods';

const starts = (recurrence: PlanRecurrence, anchor: string, through: string) =>
  periodsBetween({ anchor, recurrence, until: null }, anchor, through).map((period) => period.startDate);

describe('period dates', () => {
  it('weekly: every 7 days, each ending the day before the next', () => {
    expect(periodsBetween({ anchor: '2026-01-01', recurrence: 'weekly', until: null }, '2026-01-01', '2026-01-20')).toEqual([
      { startDate: '2026-01-01', endDate: '2026-01-07' },
      { startDate: '2026-01-08', endDate: '2026-01-14' },
      { startDate: '2026-01-15', endDate: '2026-01-21' },
    ]);
  });

  it('biweekly (quincenal): every 14 days, keeping the weekday', () =>
    expect(starts('biweekly', '2026-02-23', '2026-04-10')).toEqual(['2026-02-23', '2026-03-09', '2026-03-23', '2026-04-06']));

  it('monthly from the 31st: the month’s last day when it has fewer days, back to the 31st after', () => {
    expect(starts('monthly', '2026-01-31', '2026-06-01')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(periodsBetween({ anchor: '2026-01-31', recurrence: 'monthly', until: null }, '2026-01-31', '2026-02-28')).toEqual([
      { startDate: '2026-01-31', endDate: '2026-02-27' },
      { startDate: '2026-02-28', endDate: '2026-03-30' },
    ]);
  });

  it('monthly in a leap year: 29 February', () => {
    expect(starts('monthly', '2024-01-31', '2024-03-31')).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
    expect(starts('monthly', '2024-01-29', '2024-03-29')).toEqual(['2024-01-29', '2024-02-29', '2024-03-29']);
  });

  it('bimonthly, quarterly and semiannual on the start’s day of the month', () => {
    expect(starts('bimonthly', '2025-12-31', '2026-07-01')).toEqual(['2025-12-31', '2026-02-28', '2026-04-30', '2026-06-30']);
    expect(starts('quarterly', '2025-11-30', '2026-09-01')).toEqual(['2025-11-30', '2026-02-28', '2026-05-30', '2026-08-30']);
    expect(starts('semiannual', '2023-08-31', '2025-03-01')).toEqual(['2023-08-31', '2024-02-29', '2024-08-31', '2025-02-28']);
  });

  it('annual from 29 February: the 28th in common years, the 29th again in leap years', () => {
    expect(starts('annual', '2024-02-29', '2028-03-01')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    expect(periodAt('2024-02-29', 'annual', '2025-02-27')).toEqual({ startDate: '2024-02-29', endDate: '2025-02-27' });
  });

  it('finds the period that holds a day for every recurrence', () => {
    expect(periodAt('2026-01-31', 'monthly', '2026-03-30')).toEqual({ startDate: '2026-02-28', endDate: '2026-03-30' });
    expect(periodAt('2026-01-31', 'monthly', '2026-03-31')).toEqual({ startDate: '2026-03-31', endDate: '2026-04-29' });
    expect(periodAt('2026-01-01', 'weekly', '2026-01-14')).toEqual({ startDate: '2026-01-08', endDate: '2026-01-14' });
    expect(periodAt('2026-01-15', 'quarterly', '2026-04-14')).toEqual({ startDate: '2026-01-15', endDate: '2026-04-14' });
    expect(addMonthsClamped('2026-12-31', 2)).toBe('2027-02-28');
  });

  it('clips the last period to the end (finishing mid-period)', () =>
    expect(periodsBetween({ anchor: '2026-01-10', recurrence: 'monthly', until: '2026-02-20' }, '2026-01-10', '2026-06-01')).toEqual([
      { startDate: '2026-01-10', endDate: '2026-02-09' },
      { startDate: '2026-02-10', endDate: '2026-02-20' },
    ]));
});

describe('an end on an anniversary', () => {
  it('starts no one-day period: the period before it ends on it', () => {
    expect(isAnniversary('2024-02-29', 'annual', '2025-02-28')).toBe(true);
    expect(isAnniversary('2024-02-29', 'annual', '2024-02-29')).toBe(false);
    expect(periodsBetween({ anchor: '2024-02-29', recurrence: 'annual', until: '2025-02-28' }, '2024-02-29', '2026-01-01')).toEqual([
      { startDate: '2024-02-29', endDate: '2025-02-28' },
    ]);
    expect(periodsBetween({ anchor: '2026-01-10', recurrence: 'monthly', until: '2026-02-10' }, '2026-01-10', '2026-06-01')).toEqual([
      { startDate: '2026-01-10', endDate: '2026-02-10' },
    ]);
  });

  it('unless told not to absorb it (a paid period starts that day)', () => {
    expect(clippedEnd('2026-01-10', 'monthly', '2026-01-10', '2026-02-10')).toBe('2026-02-10');
    expect(clippedEnd('2026-01-10', 'monthly', '2026-01-10', '2026-02-10', false)).toBe('2026-02-09');
    expect(clippedEnd('2026-01-10', 'monthly', '2026-02-10', '2026-02-10', false)).toBe('2026-02-10');
  });
});

describe('advance', () => {
  const terms: Record<number, PlanTerms> = { 1: { recurrence: 'monthly', amount: 1000 }, 2: { recurrence: 'weekly', amount: 300 } };
  const termsOf = (id: number) => terms[id]!;
  const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
    planId: 1,
    startDate: '2026-01-15',
    endDate: null,
    anchorDate: '2026-01-15',
    scheduledPlanId: null,
    scheduledFrom: null,
    refreshOn: '2026-01-15',
    ...overrides,
  });

  it('prorates a period cut short by the end; the whole amount is kept with it', () => {
    const result = advance(state({ endDate: '2026-02-20' }), termsOf, '2026-03-02');
    // 15 February → 14 March: 28 days; 6 of them: 1000 × 6 / 28 = 214,29 → 214.
    expect(result.periods.map((period) => [period.startDate, period.endDate, period.amount, period.fullAmount])).toEqual([
      ['2026-01-15', '2026-02-14', 1000, 1000],
      ['2026-02-15', '2026-02-20', 214, 1000],
    ]);
    expect(result.state.refreshOn).toBeNull();
  });

  it('an end on an anniversary: the last period absorbs the day and nothing more is written', () => {
    const result = advance(state({ endDate: '2026-02-15' }), termsOf, '2026-03-02');
    expect(result.periods.map((period) => [period.startDate, period.endDate, period.amount])).toEqual([['2026-01-15', '2026-02-15', 1000]]);
    expect(result.state.refreshOn).toBeNull();
  });

  it('writes the periods started by today and waits for the next start', () => {
    const result = advance(state(), termsOf, '2026-03-02');
    expect(result.periods.map((period) => [period.startDate, period.endDate, period.amount])).toEqual([
      ['2026-01-15', '2026-02-14', 1000],
      ['2026-02-15', '2026-03-14', 1000],
    ]);
    expect(result.state.refreshOn).toBe('2026-03-15');
    expect(advance(result.state, termsOf, '2026-03-14').periods).toEqual([]);
  });

  it('changes plan at a period boundary: the new plan’s periods count from that day', () => {
    const result = advance(state({ scheduledPlanId: 2, scheduledFrom: '2026-02-15' }), termsOf, '2026-03-02');
    expect(result.periods.map((period) => [period.startDate, period.endDate, period.planId])).toEqual([
      ['2026-01-15', '2026-02-14', 1],
      ['2026-02-15', '2026-02-21', 2],
      ['2026-02-22', '2026-02-28', 2],
      ['2026-03-01', '2026-03-07', 2],
    ]);
    expect(result.state).toMatchObject({ planId: 2, anchorDate: '2026-02-15', scheduledPlanId: null, scheduledFrom: null, refreshOn: '2026-03-08' });
  });

  it('keeps a scheduled change for later when its day has not come', () => {
    const result = advance(state({ scheduledPlanId: 2, scheduledFrom: '2026-03-15' }), termsOf, '2026-03-02');
    expect(result.periods).toHaveLength(2);
    expect(result.state).toMatchObject({ planId: 1, scheduledPlanId: 2, refreshOn: '2026-03-15' });
  });

  it('finishing mid-period: the last period ends on the end date; the status changes the day after', () => {
    const result = advance(state({ endDate: '2026-02-20' }), termsOf, '2026-02-18');
    expect(result.periods.map((period) => [period.startDate, period.endDate])).toEqual([
      ['2026-01-15', '2026-02-14'],
      ['2026-02-15', '2026-02-20'],
    ]);
    expect(result.state.refreshOn).toBe('2026-02-21');
    expect(advance(result.state, termsOf, '2026-02-21')).toEqual({ periods: [], state: { ...result.state, refreshOn: null } });
  });

  it('a subscription that starts later waits for its start', () => {
    const result = advance(state({ startDate: '2026-04-01', anchorDate: '2026-04-01', refreshOn: '2026-04-01' }), termsOf, '2026-03-02');
    expect(result).toEqual({ periods: [], state: expect.objectContaining({ refreshOn: '2026-04-01' }) });
  });
});

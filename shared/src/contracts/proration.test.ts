import { dayRangeText, daysIncluded, lastPeriodCostText, prorateAmount, type EndPreview } from './proration';

const NBSP = '\u00a0';
const ARGENTINA = { currency: 'ARS', country: 'AR' };

describe('prorateAmount', () => {
  it('charges the days covered over the days of the whole period, half up to the minor unit', () => {
    expect(prorateAmount(3_333_334, 12, 31)).toBe(1_290_323); // 1.290.323,23
    expect(prorateAmount(1_000_000, 12, 31)).toBe(387_097); // 387.096,77
    expect(prorateAmount(21, 1, 14)).toBe(2); // 1,5 → 2: half up
    expect(prorateAmount(35, 1, 14)).toBe(3); // 2,5 → 3
    expect(prorateAmount(10_000, 12, 31)).toBe(3_871); // CLP: pesos, no decimals
  });

  it('the whole amount for a whole (or longer) period, never less than one minor unit', () => {
    expect(prorateAmount(12_000_000, 365, 365)).toBe(12_000_000);
    expect(prorateAmount(12_000_000, 366, 365)).toBe(12_000_000);
    expect(prorateAmount(100, 1, 366)).toBe(1);
  });

  it('stays exact for the largest amounts', () => expect(prorateAmount(9_007_199_254_740_991, 1, 3)).toBe(3_002_399_751_580_330));
});

describe('daysIncluded and dayRangeText', () => {
  it('counts both ends', () => {
    expect(daysIncluded('2026-03-01', '2026-03-12')).toBe(12);
    expect(daysIncluded('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysIncluded('2024-02-29', '2025-02-28')).toBe(366);
  });

  it('writes the range as a sentence does', () => {
    expect(dayRangeText('2026-03-01', '2026-03-12')).toBe('1 al 12 de marzo');
    expect(dayRangeText('2026-02-28', '2026-03-05')).toBe('28 de febrero al 5 de marzo');
    expect(dayRangeText('2025-12-28', '2026-01-03')).toBe('28 de diciembre de 2025 al 3 de enero de 2026');
    expect(dayRangeText('2026-03-02', '2026-03-02')).toBe('2 de marzo');
  });
});

describe('lastPeriodCostText', () => {
  const preview = (overrides: Partial<EndPreview> = {}): EndPreview => ({
    startDate: '2026-03-01',
    endDate: '2026-03-12',
    days: 12,
    fullDays: 31,
    fullAmount: 3_333_334,
    amount: 1_290_323,
    settled: 0,
    difference: 0,
    ...overrides,
  });

  it('a prorated period, in the business’s currency', () => {
    expect(lastPeriodCostText(preview(), ARGENTINA)).toBe(`El último período (1 al 12 de marzo) cuesta $${NBSP}12.903,23, proporcional a 12 de 31 días.`);
    expect(lastPeriodCostText(preview({ fullAmount: 33_333, amount: 12_903 }), { currency: 'CLP', country: 'CL' })).toBe(
      'El último período (1 al 12 de marzo) cuesta $12.903, proporcional a 12 de 31 días.',
    );
  });

  it('a whole period', () =>
    expect(lastPeriodCostText(preview({ endDate: '2026-03-31', days: 31, amount: 3_333_334 }), ARGENTINA)).toBe(
      `El último período (1 al 31 de marzo) cuesta $${NBSP}33.333,34, completo.`,
    ));

  it("a period already paid over its prorated price is paid, and says the client's credit", () =>
    expect(lastPeriodCostText(preview({ settled: 3_333_334, difference: 2_043_011 }), ARGENTINA)).toBe(
      `El último período (1 al 12 de marzo) ya tiene pagados $${NBSP}33.333,34, más que los $${NBSP}12.903,23 que cuesta ` +
        `proporcional a 12 de 31 días: queda pagado y $${NBSP}20.430,11 quedan a favor del cliente (no se devuelven solos).`,
    ));
});

import { balanceAfterPayment, balanceText, type BalancePayment } from './receipt-balance';

const ars = { currency: 'ARS', country: 'AR' };
const payment = (id: number, date: string, amount: number, closedPeriod = false): BalancePayment => ({ id, date, amount, closedPeriod });

describe("the period's balance on a receipt", () => {
  it('counts the payments up to this one, by date and then id, not the ones after it', () => {
    const period = { amount: 2_000_000, discount: 0 };
    // Payment 3 was recorded last but dated first; 1 and 2 share a date.
    const payments = [payment(1, '2026-03-02', 500_000), payment(2, '2026-03-02', 250_000), payment(3, '2026-03-01', 100_000)];
    expect(balanceAfterPayment(period, payments, 3)).toEqual({ remaining: 1_900_000, credit: 0 });
    expect(balanceAfterPayment(period, payments, 1)).toEqual({ remaining: 1_400_000, credit: 0 });
    expect(balanceAfterPayment(period, payments, 2)).toEqual({ remaining: 1_150_000, credit: 0 });
  });

  it('the discount counts from the payment that closed the period', () => {
    const period = { amount: 2_000_000, discount: 500_000 };
    const payments = [payment(1, '2026-03-02', 1_000_000), payment(2, '2026-03-05', 500_000, true)];
    expect(balanceAfterPayment(period, payments, 1)).toEqual({ remaining: 1_000_000, credit: 0 });
    expect(balanceAfterPayment(period, payments, 2)).toEqual({ remaining: 0, credit: 0 });
  });

  it("what was paid beyond the period's amount is the client's credit", () => {
    // Paid 10.000 for a month later cut to 12 days (3.870,97).
    const period = { amount: 387_097, discount: 0 };
    expect(balanceAfterPayment(period, [payment(1, '2026-03-02', 1_000_000)], 1)).toEqual({ remaining: 0, credit: 612_903 });
    expect(balanceAfterPayment(period, [payment(1, '2026-03-02', 200_000), payment(2, '2026-03-03', 800_000)], 1)).toEqual({ remaining: 187_097, credit: 0 });
  });

  it('says it in Spanish, in the currency of the business as its country writes it', () => {
    expect(balanceText({ remaining: 749_950, credit: 0 }, ars)).toBe('Saldo del período después de este pago: $\u00a07.499,50\u00a0ARS');
    expect(balanceText({ remaining: 0, credit: 0 }, ars)).toBe('Período pagado');
    expect(balanceText({ remaining: 0, credit: 612_903 }, ars)).toBe('Período pagado · A favor del cliente: $\u00a06.129,03\u00a0ARS');
    expect(balanceText({ remaining: 185_050, credit: 0 }, { currency: 'MXN', country: 'MX' })).toBe('Saldo del período después de este pago: $1,850.50\u00a0MXN');
  });
});

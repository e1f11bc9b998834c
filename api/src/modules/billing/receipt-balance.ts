import { receiptAmountText } from '@coach/shared/contracts';

type MoneyFormat = Parameters<typeof receiptAmountText>[1];

/*
 * What the period owed right after a payment (docs/decisions.md, "Saldo del período en el comprobante"):
 * a receipt tells how the period stood when that payment was made, not how it stands today.
 */

export interface BalancePeriod {
  /** What the period costs (minor units): today's price, the only one kept. */
  amount: number;
  /** What closing it forgave (payments.closed_period says which payment closed it). */
  discount: number;
}

export interface BalancePayment {
  id: number;
  date: string;
  amount: number;
  closedPeriod: boolean;
}

/** Right after the payment: what was left to pay, or paid with what was paid beyond the period's amount. */
export type PeriodBalance = { remaining: number; credit: 0 } | { remaining: 0; credit: number };

const byDateThenId = (a: BalancePayment, b: BalancePayment) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);

/**
 * The period's payments up to and including this one (by date, then id: the order Plan y pagos lists
 * them in), plus the discount if this payment closed the period.
 */
export function balanceAfterPayment(period: BalancePeriod, payments: readonly BalancePayment[], paymentId: number): PeriodBalance {
  const ordered = [...payments].sort(byDateThenId);
  const index = ordered.findIndex((payment) => payment.id === paymentId);
  if (index < 0) throw new Error(`payment ${paymentId} is not one of the period's`);
  const paid = ordered.slice(0, index + 1).reduce((sum, payment) => sum + payment.amount, 0);
  const discount = ordered[index]!.closedPeriod ? period.discount : 0;
  const remaining = period.amount - paid - discount;
  return remaining > 0 ? { remaining, credit: 0 } : { remaining: 0, credit: Math.max(0, paid - period.amount) };
}

export const receiptBalanceTexts = {
  owes: (amount: string) => `Saldo del período después de este pago: ${amount}`,
  paid: 'Período pagado',
  credit: (amount: string) => `A favor del cliente: ${amount}`,
} as const;

/** The receipt's line: "Saldo del período después de este pago: $ 7.499,50 ARS", "Período pagado" (and what is in the client's favor). */
export function balanceText(balance: PeriodBalance, format: MoneyFormat): string {
  if (balance.remaining > 0) return receiptBalanceTexts.owes(receiptAmountText(balance.remaining, format));
  if (balance.credit > 0) return `${receiptBalanceTexts.paid} · ${receiptBalanceTexts.credit(receiptAmountText(balance.credit, format))}`;
  return receiptBalanceTexts.paid;
}

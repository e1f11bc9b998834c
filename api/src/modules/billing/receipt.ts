import { receiptAmountText, type PaymentMethod } from '@coach/shared/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { clients, gyms, paymentPeriods, payments, plans } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { FileStorage } from '../storage/storage';
import { clientsInScope, type Scope } from '../team/scope';
import { todayIn } from '../clients/sample-client';
import { avatarKeyOf } from '../users/photo';
import { balanceAfterPayment, balanceText } from './receipt-balance';

export interface ReceiptDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ReceiptData {
  id: number;
  /** The business's own count of its payments (payments.receipt_number): what the receipt says it is. */
  receiptNumber: number;
  businessName: string;
  logo: Buffer | null;
  clientName: string;
  planName: string;
  periodStartDate: string;
  periodEndDate: string;
  date: string;
  /** As the business's country writes it, with the ISO code beside it: '$ 25.000,00 ARS', '$1,850.50 MXN'. */
  amount: string;
  /** The ISO 4217 code: MXN, ARS, CLP, COP and UYU all write "$". */
  currency: string;
  method: PaymentMethod;
  concept: string | null;
  issuedOn: string;
  /**
   * How the period stood right after this payment: "Saldo del período después de este pago: $ 7.499,50 ARS",
   * "Período pagado" (receipt-balance.ts).
   */
  balance: string;
}

/** The logo as PNG (pdfkit draws PNG and JPEG; a GIF logo is turned into one), or null without one. */
async function logoPng(deps: ReceiptDeps, logo: string | null): Promise<Buffer | null> {
  const key = avatarKeyOf(deps.storage, logo);
  if (!key) return null;
  try {
    const file = await deps.storage.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
    return await sharp(Buffer.concat(chunks)).resize(240, 240, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch (error) {
    // A receipt without its logo is still a receipt.
    deps.log.warn({ err: error, key }, 'could not read the logo for a receipt');
    return null;
  }
}

/**
 * What the receipt of a payment the scope reaches shows; 404 for another business's payment, for a CO
 * another trainer's client's, or none.
 */
export async function receiptData(deps: ReceiptDeps, scope: Scope, paymentId: number): Promise<ReceiptData> {
  const [row] = await deps.db
    .select({
      payment: payments,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      planName: plans.name,
      periodStartDate: paymentPeriods.startDate,
      periodEndDate: paymentPeriods.endDate,
      periodAmount: paymentPeriods.amount,
      periodDiscount: paymentPeriods.discount,
      business: { name: gyms.name, currency: gyms.currency, country: gyms.country, timeZone: gyms.timeZone, logo: gyms.logo },
    })
    .from(payments)
    .innerJoin(paymentPeriods, eq(paymentPeriods.id, payments.periodId))
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .innerJoin(plans, eq(plans.id, paymentPeriods.planId))
    .innerJoin(gyms, eq(gyms.id, payments.gymId))
    .where(and(eq(payments.id, paymentId), eq(payments.gymId, scope.gymId), clientsInScope(scope)))
    .limit(1);
  if (!row) throw notFound();
  const { business } = row;
  const format = { currency: business.currency, country: business.country };
  const periodPayments = await deps.db
    .select({ id: payments.id, date: payments.date, amount: payments.amount, closedPeriod: payments.closedPeriod })
    .from(payments)
    .where(and(eq(payments.periodId, row.payment.periodId), eq(payments.gymId, scope.gymId)))
    .orderBy(asc(payments.date), asc(payments.id));
  const balance = balanceAfterPayment({ amount: row.periodAmount, discount: row.periodDiscount }, periodPayments, row.payment.id);
  return {
    id: row.payment.id,
    receiptNumber: row.payment.receiptNumber,
    businessName: business.name,
    logo: await logoPng(deps, business.logo),
    clientName: `${row.clientFirstName} ${row.clientLastName}`,
    planName: row.planName,
    periodStartDate: row.periodStartDate,
    periodEndDate: row.periodEndDate,
    date: row.payment.date,
    amount: receiptAmountText(row.payment.amount, format),
    currency: business.currency,
    method: row.payment.method,
    concept: row.payment.concept,
    issuedOn: todayIn(business.timeZone, deps.now()),
    balance: balanceText(balance, format),
  };
}


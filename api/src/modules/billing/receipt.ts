import { receiptAmountText, paymentMethodLabels, receiptNumberText, type PaymentMethod } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { clients, gyms, paymentPeriods, payments, plans } from '../../db/schema';
import { notFound } from '../../http/api-error';
import type { FileStorage } from '../storage/storage';
import { clientsInScope, type Scope } from '../team/scope';
import { todayIn } from '../clients/sample-client';
import { avatarKeyOf } from '../users/photo';

/** Printed on every receipt: it proves a payment, it is not a fiscal invoice. */
export const RECEIPT_NOT_AN_INVOICE = 'Comprobante no válido como factura';

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
}

const calendarDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

// The standard PDF fonts write Windows-1252: anything else (an emoji in a name) would print as noise.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) =>
  [...text].map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : '?')).join('');

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
    amount: receiptAmountText(row.payment.amount, { currency: business.currency, country: business.country }),
    currency: business.currency,
    method: row.payment.method,
    concept: row.payment.concept,
    issuedOn: todayIn(business.timeZone, deps.now()),
  };
}

/** The receipt as a one-page A4 PDF (pdfkit, standard fonts: nothing to embed). */
export function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: printable(`Comprobante de pago ${receiptNumberText(data.receiptNumber)}`), Author: printable(data.businessName), Creator: 'Coach' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  let top = doc.page.margins.top;
  if (data.logo) {
    doc.image(data.logo, left, top, { fit: [72, 72] });
    doc.font('Helvetica-Bold').fontSize(20).text(printable(data.businessName), left + 88, top + 24, { width: width - 88 });
    top += 96;
  } else {
    doc.font('Helvetica-Bold').fontSize(20).text(printable(data.businessName), left, top, { width });
    top = doc.y + 24;
  }
  doc.font('Helvetica-Bold').fontSize(16).text('Comprobante de pago', left, top, { width });
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(`${receiptNumberText(data.receiptNumber)} · Emitido el ${calendarDate(data.issuedOn)}`, { width });
  doc.moveDown(1.5).fillColor('#000000');

  const rows: Array<[string, string]> = [
    ['Cliente', data.clientName],
    ['Plan', data.planName],
    ['Período', `${calendarDate(data.periodStartDate)} al ${calendarDate(data.periodEndDate)}`],
    ['Fecha de pago', calendarDate(data.date)],
    ['Medio de pago', paymentMethodLabels[data.method]],
    ['Moneda', data.currency],
    ...(data.concept ? ([['Concepto', data.concept]] as Array<[string, string]>) : []),
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor('#555555').text(label, left, y, { width: 130 });
    doc.font('Helvetica').fontSize(11).fillColor('#000000').text(printable(value), left + 140, y, { width: width - 140 });
    doc.moveDown(0.6);
  }
  doc.moveDown(0.8);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(13).text('Monto', left, y + 4, { width: 130 });
  doc.font('Helvetica-Bold').fontSize(22).text(printable(data.amount), left + 140, y, { width: width - 140 });
  doc.moveDown(3);
  doc.font('Helvetica-Oblique').fontSize(10).fillColor('#555555').text(RECEIPT_NOT_AN_INVOICE, left, doc.y, { width, align: 'center' });
  doc.end();
  return done;
}

import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { calendarDate } from './fields';
import { formatMoney, type MoneyFormat } from '../format/money';

/*
 * Proration of a period cut short by the subscription's end (docs/decisions.md, "Prorrateo"): it costs
 * the plan's amount times the days it covers over the days of the whole period, rounded half up to the
 * currency's minor unit (amounts are integers of minor units, so to an integer), never less than one
 * minor unit. The API prices periods with it and answers its preview; the dialogs write the preview.
 */

/** `fullAmount` × `days` / `fullDays`, half up, at least 1; the whole amount when it covers the whole period. */
export function prorateAmount(fullAmount: number, days: number, fullDays: number): number {
  if (days >= fullDays || fullDays <= 0) return fullAmount;
  // BigInt: amount × days stays exact for the largest amounts.
  const share = (BigInt(fullAmount) * BigInt(days) * 2n + BigInt(fullDays)) / (BigInt(fullDays) * 2n);
  return Math.max(1, Number(share));
}

/** Calendar days from `from` to `to`, both included ('2026-03-01', '2026-03-12' → 12). */
export function daysIncluded(from: string, to: string): number {
  const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return Math.round((time(to) - time(from)) / 86_400_000) + 1;
}

export const prorationMessages = {
  endDateRequired: 'Elegí una fecha de fin',
} as const;

/** GET /api/v1/subscriptions/{id}/end-preview?endDate=: what the last period costs if the subscription ends that day. */
export const endPreviewQuerySchema = lazySchema(() => z.object({
  endDate: z.string({ error: prorationMessages.endDateRequired }).check(z.trim(), z.minLength(1, { error: prorationMessages.endDateRequired, abort: true }), ...calendarDate()),
}));
export type EndPreviewQuery = z.input<typeof endPreviewQuerySchema>;

export const endPreviewSchema = lazySchema(() => z.object({
  /** The last period's first and last day with that end (an end on an anniversary closes the period before). */
  startDate: z.string(),
  endDate: z.string(),
  /** Days it covers, and days of the whole period. */
  days: z.number(),
  fullDays: z.number(),
  /** The plan's amount for the whole period (the one the period started with, if written). */
  fullAmount: z.number(),
  /** What it will cost: the prorated share (the whole amount when it is whole). */
  amount: z.number(),
  /** Already paid (and forgiven) of it. */
  settled: z.number(),
  /**
   * What was paid over the prorated price: the period is paid and this is the client's credit
   * (nothing is given back by itself); else 0.
   */
  difference: z.number(),
}));
export type EndPreview = z.infer<typeof endPreviewSchema>;

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-03-01'..'2026-03-12' → '1 al 12 de marzo'; across months '28 de febrero al 5 de marzo'; across years with them. */
export function dayRangeText(from: string, to: string): string {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const month = (value: number) => MONTHS[value - 1] ?? '';
  if (from === to) return `${toDay} de ${month(toMonth)}`;
  if (fromYear !== toYear) return `${fromDay} de ${month(fromMonth)} de ${fromYear} al ${toDay} de ${month(toMonth)} de ${toYear}`;
  if (fromMonth !== toMonth) return `${fromDay} de ${month(fromMonth)} al ${toDay} de ${month(toMonth)}`;
  return `${fromDay} al ${toDay} de ${month(toMonth)}`;
}

const dayCount = (days: number) => (days === 1 ? '1 día' : `${days} días`);

/**
 * What the end-date and finish dialogs say before confirming:
 * 'El último período (1 al 12 de marzo) cuesta $ 12.903,23, proporcional a 12 de 31 días.'
 */
export function lastPeriodCostText(preview: EndPreview, format: MoneyFormat): string {
  const range = dayRangeText(preview.startDate, preview.endDate);
  if (preview.difference > 0) {
    return (
      `El último período (${range}) ya tiene pagados ${formatMoney(preview.settled, format)}, más que los ` +
      `${formatMoney(preview.amount, format)} que cuesta proporcional a ${preview.days} de ${dayCount(preview.fullDays)}: ` +
      `queda pagado y ${formatMoney(preview.difference, format)} quedan a favor del cliente (no se devuelven solos).`
    );
  }
  if (preview.days >= preview.fullDays) return `El último período (${range}) cuesta ${formatMoney(preview.amount, format)}, completo.`;
  return `El último período (${range}) cuesta ${formatMoney(preview.amount, format)}, proporcional a ${preview.days} de ${dayCount(preview.fullDays)}.`;
}

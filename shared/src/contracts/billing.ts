import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { validationMessages as m } from './messages';
import { calendarDate, pageField, pageSizeField, textField } from './fields';
import { optionalLongText } from './library';
import { subscriptionStatuses } from './clients';
import { MAX_ID, MAX_NAME_LENGTH } from './validators';
import { currencyMinorDigits, formatMoney, formatMoneyWithCode, type MoneyFormat } from '../format/money';
import { IDEMPOTENCY_LIMITS, idempotencyMessages } from './idempotency';

/** Payments took the first Idempotency-Key; the header now serves every write a client may retry. */
export { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from './idempotency';

/*
 * Plans and payments (SPEC.md sections 2, 3, 4, 8; issue 12). A plan has a recurrence and an amount; a
 * subscription assigns a plan to a client from a start date; its payment periods follow the recurrence
 * from that date, anchored to its day of the month (31 Jan monthly → 28/29 Feb → 31 Mar); payments
 * pay a period, in part or in full, or close it with a discount.
 *
 * Money is an integer of minor units (centavos for ARS) in the business's currency (`me.business.currency`,
 * shown with formatMoney); dates are 'YYYY-MM-DD' in the business's time zone.
 */

export const planRecurrences = ['weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'semiannual', 'annual'] as const;
export type PlanRecurrence = (typeof planRecurrences)[number];
export const planRecurrenceLabels: Record<PlanRecurrence, string> = {
  weekly: 'Semanal',
  biweekly: 'Quincenal',
  monthly: 'Mensual',
  bimonthly: 'Bimestral',
  quarterly: 'Trimestral',
  semiannual: 'Semestral',
  annual: 'Anual',
};
/** "cada semana", for sentences ("$ 20.000 por mes"). */
export const planRecurrencePeriodLabels: Record<PlanRecurrence, string> = {
  weekly: 'por semana',
  biweekly: 'cada dos semanas',
  monthly: 'por mes',
  bimonthly: 'cada dos meses',
  quarterly: 'cada tres meses',
  semiannual: 'cada seis meses',
  annual: 'por año',
};
/**
 * How long each period lasts: a number of days (weekly 7, biweekly 14: "quincenal" is every two weeks,
 * so it keeps its weekday) or of months (anchored to the start's day of the month).
 */
export const planRecurrenceSteps: Record<PlanRecurrence, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  biweekly: { days: 14 },
  monthly: { months: 1 },
  bimonthly: { months: 2 },
  quarterly: { months: 3 },
  semiannual: { months: 6 },
  annual: { months: 12 },
};

export const paymentMethods = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  other: 'Otro',
};

/** A period's own status; `overdue` is a separate flag (past its end and not paid), shown as "Vencido". */
export const periodStatuses = ['pending', 'partial', 'paid'] as const;
export type PeriodStatus = (typeof periodStatuses)[number];
export const periodStatusLabels: Record<PeriodStatus, string> = {
  pending: 'Pendiente',
  partial: 'Pago parcial',
  paid: 'Pagado',
};
export const OVERDUE_LABEL = 'Vencido';
/** The tag a period shows: "Vencido" when overdue, else its status. */
export const periodTagLabel = (period: { status: PeriodStatus; overdue: boolean }): string =>
  period.overdue ? OVERDUE_LABEL : periodStatusLabels[period.status];

/**
 * `?status=` of GET /api/v1/periods: a status, `overdue` (pending or partial and past its end), or
 * `open` (pending or partial, overdue or not: what Cobros lists).
 */
export const periodFilters = ['pending', 'partial', 'paid', 'overdue', 'open'] as const;
export type PeriodFilter = (typeof periodFilters)[number];

/** How a subscription is finished: at the end of the current period, or today. */
export const finishWhens = ['period_end', 'today'] as const;
export type FinishWhen = (typeof finishWhens)[number];
export const finishWhenLabels: Record<FinishWhen, string> = {
  period_end: 'Al terminar el período actual',
  today: 'Hoy',
};

export const BILLING_LIMITS = {
  planNameLength: MAX_NAME_LENGTH,
  descriptionLength: 500,
  conceptLength: 200,
  /** The largest amount of a plan or a payment, in minor units (1.000.000.000,00 of a 2-decimal currency). */
  maxAmount: 100_000_000_000,
  plansMaxPageSize: 100,
  periodsMaxPageSize: 100,
  paymentsMaxPageSize: 100,
  /** `Idempotency-Key`: 1 to 200 visible ASCII characters (a UUID fits; idempotency.ts). */
  idempotencyKeyLength: IDEMPOTENCY_LIMITS.keyLength,
  /** The CSV export answers at most this many payments (narrow the dates for more). */
  csvMaxRows: 50_000,
} as const;

export const billingMessages = {
  planNameRequired: 'El nombre del plan es requerido',
  recurrenceInvalid: 'Elegí una frecuencia: semanal, quincenal, mensual, bimestral, trimestral, semestral o anual',
  amountInvalid: 'Ingresá un monto mayor a cero',
  amountTooLarge: 'El monto es demasiado grande',
  planRequired: 'Elegí un plan',
  planNotFound: 'No encontramos ese plan',
  planArchived: 'Ese plan ya no existe. Elegí otro.',
  planNameTaken: 'Ya existe un plan con este nombre. Elegí otro nombre.',
  planNameTakenOnUpdate: 'No se guardaron los cambios: ya tenés otro plan con este nombre.',
  planInUse: (clients: number) =>
    clients === 1
      ? 'No podés eliminar este plan: lo usa 1 cliente. Cambiale el plan o finalizá su suscripción primero.'
      : `No podés eliminar este plan: lo usan ${clients} clientes. Cambiales el plan o finalizá sus suscripciones primero.`,
  planRecurrenceInUse: (clients: number) =>
    `No podés cambiar la frecuencia de un plan en uso (${clients === 1 ? 'lo usa 1 cliente' : `lo usan ${clients} clientes`}). Creá otro plan con la nueva frecuencia.`,
  startDateRequired: 'Elegí la fecha de inicio',
  endDateBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  subscriptionOverlap: 'Este cliente ya tiene un plan en esas fechas. Finalizalo o programá un cambio de plan.',
  subscriptionHasPayments: 'No podés eliminar una suscripción con pagos registrados. Finalizala.',
  subscriptionEnded: 'Esta suscripción ya terminó',
  endDateCutsPayments: 'Hay pagos registrados en períodos posteriores a esa fecha. Elegí una fecha más tarde.',
  endDateBeforePlanChange: 'La fecha de fin no puede ser anterior al último cambio de plan',
  scheduledChangeSamePlan: 'El cliente ya tiene ese plan',
  scheduledChangeAfterEnd: 'La suscripción termina antes de que empiece el próximo período: no hay dónde cambiar el plan',
  noScheduledChange: 'No hay un cambio de plan programado',
  finishWhenInvalid: 'Elegí si termina al final del período actual u hoy',
  notStarted: 'La suscripción todavía no empezó',
  dateRequired: 'Elegí la fecha del pago',
  methodInvalid: 'Elegí un medio de pago: efectivo, tarjeta, transferencia u otro',
  amountOverRemaining: (remaining: string) => `El monto supera lo que falta pagar (${remaining})`,
  periodAlreadyPaid: 'Este período ya está pagado',
  idempotencyKeyInvalid: idempotencyMessages.keyInvalid,
  idempotencyKeyReused: 'Ya registraste un pago con esta clave y otros datos. Recargá la página y volvé a intentar.',
  idempotencyInProgress: 'Este pago se está registrando. Esperá un momento.',
  statusFilterInvalid: 'Elegí pendiente, pago parcial, pagado, vencido o abiertos',
  rangeInvalid: 'La fecha de fin del rango no puede ser anterior a la de inicio',
} as const;

/**
 * Error codes of billing, beside the shared ones (all with a Spanish `message`): PLAN_IN_USE (409,
 * `details.clients`), SUBSCRIPTION_OVERLAP (409), SUBSCRIPTION_HAS_PAYMENTS (409),
 * SUBSCRIPTION_CONFLICT (409: an end date or plan change the periods do not allow),
 * AMOUNT_OVER_REMAINING (409), PERIOD_ALREADY_PAID (409), IDEMPOTENCY_KEY_REUSED (409),
 * IDEMPOTENCY_IN_PROGRESS (409), CURRENCY_CHANGE_NEEDS_CONFIRMATION (409: PATCH /api/v1/business with a
 * new currency while amounts exist, without `confirmCurrencyChange`).
 */
export const billingErrorCodes = [
  'PLAN_IN_USE',
  'SUBSCRIPTION_OVERLAP',
  'SUBSCRIPTION_HAS_PAYMENTS',
  'SUBSCRIPTION_CONFLICT',
  'AMOUNT_OVER_REMAINING',
  'PERIOD_ALREADY_PAID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'CURRENCY_CHANGE_NEEDS_CONFIRMATION',
] as const;
export type BillingErrorCode = (typeof billingErrorCodes)[number];

/** SPEC.md section 8: the toasts of plans, subscriptions and payments. */
export const billingToasts = {
  planCreated: 'Plan creado',
  planUpdated: 'Plan guardado',
  planDeleted: 'Plan eliminado',
  planCreateFailed: 'No pudimos crear el plan. Intentá de nuevo.',
  planUpdateFailed: 'No pudimos guardar el plan. Intentá de nuevo.',
  planDeleteFailed: 'No pudimos eliminar el plan. Intentá de nuevo.',
  planInUse: 'Este plan está asignado a clientes: no se puede eliminar.',
  plansLoadFailed: 'No pudimos cargar los planes. Recargá la página.',
  subscriptionCreated: 'Plan asignado',
  subscriptionUpdated: 'Suscripción actualizada',
  subscriptionFinished: 'Suscripción finalizada',
  subscriptionDeleted: 'Suscripción eliminada',
  subscriptionCreateFailed: 'No pudimos asignar el plan. Intentá de nuevo.',
  subscriptionUpdateFailed: 'No pudimos actualizar la suscripción. Intentá de nuevo.',
  subscriptionDeleteFailed: 'No pudimos eliminar la suscripción. Intentá de nuevo.',
  scheduledChangeSaved: 'Cambio de plan programado',
  scheduledChangeDeleted: 'Cambio de plan cancelado',
  scheduledChangeFailed: 'No pudimos cambiar el plan programado. Intentá de nuevo.',
  paymentCreated: 'Pago registrado',
  paymentCreateFailed: 'No pudimos registrar el pago. Intentá de nuevo.',
  paymentDeleted: 'Pago eliminado',
  paymentDeleteFailed: 'No pudimos eliminar el pago. Intentá de nuevo.',
  periodsLoadFailed: 'No pudimos cargar los cobros. Recargá la página.',
  subscriptionLoadFailed: 'No pudimos cargar el plan del cliente. Recargá la página.',
  csvFailed: 'No pudimos descargar los pagos. Intentá de nuevo.',
} as const;

/**
 * An amount as the API's messages show it, as the business's country writes amounts ('$ 1.234,50' in
 * Argentina, '$1,234.50' in Mexico): the shared formatter, for texts built by the API (messages, receipts).
 */
export const billingAmountText = (minorUnits: number, format: MoneyFormat): string => formatMoney(minorUnits, format);

/** The amount on a receipt: as the country writes it, with the ISO code beside it ('$ 25.000,00 ARS', '$1,850.50 MXN'). */
export const receiptAmountText = (minorUnits: number, format: MoneyFormat): string => formatMoneyWithCode(minorUnits, format);

/**
 * An amount as decimal text for a spreadsheet: `decimalMark` (the country's: countries[…].decimalMark)
 * before the currency's minor digits, no thousands separator (123450 ARS with ',' → '1234,50', with '.'
 * → '1234.50'; 1234 JPY → '1234'; -5 → '-0,05').
 */
export function amountDecimalText(minorUnits: number, currency: string, decimalMark: ',' | '.'): string {
  const digits = currencyMinorDigits(currency) ?? 2;
  const sign = minorUnits < 0 ? '-' : '';
  const text = String(Math.abs(minorUnits)).padStart(digits + 1, '0');
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}${decimalMark}${text.slice(-digits)}`;
}

/* ---- Fields ---- */

/** An amount in minor units: an integer above 0 and at most BILLING_LIMITS.maxAmount. */
export const amountField = lazySchema(() => z.number({ error: billingMessages.amountInvalid }).check(
  z.int({ error: billingMessages.amountInvalid, abort: true }),
  z.gt(0, billingMessages.amountInvalid),
  z.maximum(BILLING_LIMITS.maxAmount, billingMessages.amountTooLarge),
));

const requiredDate = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }), ...calendarDate());
const optionalDate = lazySchema(() => z.nullish(z.pipe(z.string().check(z.trim(), ...calendarDate()), z.transform((value: string) => value || null))));

const planIdField = lazySchema(() => z.number({ error: billingMessages.planRequired }).check(
  z.int({ error: billingMessages.planRequired, abort: true }),
  z.minimum(1, billingMessages.planRequired),
  z.maximum(MAX_ID, billingMessages.planRequired),
));

/* ---- Plans ---- */

const planFields = {
  name: textField(BILLING_LIMITS.planNameLength, { required: billingMessages.planNameRequired }),
  description: optionalLongText(BILLING_LIMITS.descriptionLength),
  recurrence: z.enum(planRecurrences, { error: billingMessages.recurrenceInvalid }),
  amount: amountField,
};
/** POST /api/v1/plans. */
export const planCreateSchema = lazySchema(() => z.object(planFields));
export type PlanCreateRequest = z.input<typeof planCreateSchema>;
/** PATCH /api/v1/plans/{id}: the fields sent. A new amount applies to periods that start from today on. */
export const planUpdateSchema = lazySchema(() => z.partial(z.object(planFields)));
export type PlanUpdateRequest = z.input<typeof planUpdateSchema>;

export const planSchema = lazySchema(() => z.object({
  id: z.number(),
  name: z.string(),
  description: z.nullable(z.string()),
  recurrence: z.enum(planRecurrences),
  amount: z.number(),
  /** Clients whose current subscription or scheduled change uses it (the number PLAN_IN_USE names). */
  clientCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type Plan = z.infer<typeof planSchema>;

export const planSorts = ['name', '-name', 'amount', '-amount', 'createdAt', '-createdAt'] as const;
export type PlanSort = (typeof planSorts)[number];
/** GET /api/v1/plans: `search` matches the name ignoring accents and case. */
export const planListQuerySchema = lazySchema(() => z.object({
  page: pageField,
  pageSize: pageSizeField(BILLING_LIMITS.plansMaxPageSize, 100),
  search: z.optional(textField(80)),
  sort: z._default(z.enum(planSorts), 'name'),
}));
export type PlanListQuery = z.input<typeof planListQuerySchema>;
const total = lazySchema(() => z.number().check(z.int(), z.nonnegative()));
export const planListSchema = lazySchema(() => z.object({ items: z.array(planSchema), total }));
export type PlanList = z.infer<typeof planListSchema>;

/* ---- Subscriptions ---- */

const endNotBeforeStart = z.superRefine((value: { startDate?: string; endDate?: string | null }, ctx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: billingMessages.endDateBeforeStart, input: value });
  }
});

/** POST /api/v1/clients/{clientId}/subscriptions: past start dates load an existing business. */
export const subscriptionCreateSchema = z
  .object({
    planId: planIdField,
    startDate: requiredDate(billingMessages.startDateRequired),
    endDate: optionalDate,
  })
  .check(endNotBeforeStart);
export type SubscriptionCreateRequest = z.input<typeof subscriptionCreateSchema>;

/** PATCH /api/v1/subscriptions/{id}: change (or clear with null) the end date. */
export const subscriptionUpdateSchema = lazySchema(() => z.object({ endDate: optionalDate }));
export type SubscriptionUpdateRequest = z.input<typeof subscriptionUpdateSchema>;

/** POST /api/v1/subscriptions/{id}/finish. */
export const subscriptionFinishSchema = lazySchema(() => z.object({ when: z.enum(finishWhens, { error: billingMessages.finishWhenInvalid }) }));
export type SubscriptionFinishRequest = z.input<typeof subscriptionFinishSchema>;

/** PUT /api/v1/subscriptions/{id}/scheduled-change: from the end of the current period (or from the start, before it starts). */
export const scheduledChangeRequestSchema = lazySchema(() => z.object({ planId: planIdField }));
export type ScheduledChangeRequest = z.input<typeof scheduledChangeRequestSchema>;

export const scheduledChangeSchema = lazySchema(() => z.object({
  planId: z.number(),
  planName: z.string(),
  recurrence: z.enum(planRecurrences),
  amount: z.number(),
  /** The first day of the new plan: the day after the current period ends. */
  effectiveDate: z.string(),
}));
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const subscriptionSchema = lazySchema(() => z.object({
  id: z.number(),
  clientId: z.number(),
  planId: z.number(),
  planName: z.string(),
  recurrence: z.enum(planRecurrences),
  /** The plan's amount today (a period keeps the amount it started with). */
  amount: z.number(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  scheduledChange: z.nullable(scheduledChangeSchema),
  /** The period that includes today, if any: what "al terminar el período actual" means. */
  currentPeriodEnd: z.nullable(z.string()),
  hasPayments: z.boolean(),
}));
export type Subscription = z.infer<typeof subscriptionSchema>;

export const paymentSchema = lazySchema(() => z.object({
  id: z.number(),
  /**
   * The number its receipt carries: the business's payments counted from 1, in the order they were
   * recorded (a deleted payment's number is not given again). Not `id`, which counts every business's.
   */
  receiptNumber: z.number(),
  periodId: z.number(),
  date: z.string(),
  method: z.enum(paymentMethods),
  concept: z.nullable(z.string()),
  amount: z.number(),
  createdAt: z.string(),
}));
export type Payment = z.infer<typeof paymentSchema>;

const periodFields = {
  id: z.number(),
  subscriptionId: z.number(),
  planId: z.number(),
  planName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The last day to pay it: its end date; after it, unpaid means overdue. */
  dueDate: z.string(),
  status: z.enum(periodStatuses),
  /** The plan's amount when the period started. */
  amount: z.number(),
  paid: z.number(),
  /** What closing the period forgave (amount − paid of a closed period), else 0. */
  discount: z.number(),
  /** amount − paid − discount, never below 0. */
  remaining: z.number(),
  /** Paid beyond the amount (a period cut short after it was paid): the client's credit; else 0. */
  credit: z.number(),
  overdue: z.boolean(),
};

export const subscriptionPeriodSchema = lazySchema(() => z.object({ ...periodFields, payments: z.array(paymentSchema) }));
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;

/**
 * GET /api/v1/clients/{clientId}/subscription, and the answer of every subscription write (POST
 * …/subscriptions 201; PATCH, POST …/finish, PUT and DELETE …/scheduled-change 200; DELETE
 * /subscriptions/{id} answers 204): the current subscription (started or to start, not
 * ended), and every period the client has had (newest first) with their payments. `status` is the
 * same value the clients list shows.
 */
export const clientSubscriptionSchema = lazySchema(() => z.object({
  current: z.nullable(subscriptionSchema),
  periods: z.array(subscriptionPeriodSchema),
  status: z.enum(subscriptionStatuses),
}));
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;

/* ---- Periods across clients (Cobros) ---- */

export const periodSorts = ['dueDate', '-dueDate', 'amount', '-amount', 'remaining', '-remaining', 'client', '-client'] as const;
export type PeriodSort = (typeof periodSorts)[number];

const dateRangeCheck = z.superRefine((value: { from?: string | null; to?: string | null }, ctx) => {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: billingMessages.rangeInvalid, input: value });
  }
});
const optionalQueryDate = lazySchema(() => z.optional(z.pipe(z.string().check(z.trim(), ...calendarDate()), z.transform((value: string) => value || undefined))));
const clientIdQuery = lazySchema(() => z.optional(z.coerce.number({ error: m.idInvalid }).check(z.int({ error: m.idInvalid }), z.minimum(1, m.idInvalid), z.maximum(MAX_ID, m.idInvalid))));

/** GET /api/v1/periods: `from`/`to` bound the due date (both included). */
export const periodListQuerySchema = z
  .object({
    status: z.optional(z.enum(periodFilters, { error: billingMessages.statusFilterInvalid })),
    from: optionalQueryDate,
    to: optionalQueryDate,
    clientId: clientIdQuery,
    page: pageField,
    pageSize: pageSizeField(BILLING_LIMITS.periodsMaxPageSize, 20),
    sort: z._default(z.enum(periodSorts), 'dueDate'),
  })
  .check(dateRangeCheck);
export type PeriodListQuery = z.input<typeof periodListQuerySchema>;

export const periodListItemSchema = lazySchema(() => z.object({
  ...periodFields,
  clientId: z.number(),
  clientName: z.string(),
  /** For "Recordar por WhatsApp": how the reminder greets the client, and their phone as typed (or null). */
  clientFirstName: z.string(),
  clientPhone: z.nullable(z.string()),
}));
export type PeriodListItem = z.infer<typeof periodListItemSchema>;
export const periodListSchema = lazySchema(() => z.object({ items: z.array(periodListItemSchema), total }));
export type PeriodList = z.infer<typeof periodListSchema>;

/**
 * GET /api/v1/periods/summary: the totals atop Cobros, for the current month of the business's
 * calendar. expectedThisMonth: the amounts of periods that start this month (written or still to
 * start, at their plan's amount); collectedThisMonth: payments
 * dated this month; outstanding: what remains of every period started by today (overdue or not).
 */
export const periodSummarySchema = lazySchema(() => z.object({
  month: z.string(),
  expectedThisMonth: z.number(),
  collectedThisMonth: z.number(),
  outstanding: z.number(),
  overdueCount: z.number(),
  currency: z.string(),
}));
export type PeriodSummary = z.infer<typeof periodSummarySchema>;

/* ---- Payments ---- */

/**
 * POST /api/v1/periods/{id}/payments with an `Idempotency-Key` header (required): amount > 0 and ≤
 * what remains; closePeriod marks the period paid and records the rest as a discount.
 */
export const paymentCreateSchema = lazySchema(() => z.object({
  date: requiredDate(billingMessages.dateRequired),
  method: z.enum(paymentMethods, { error: billingMessages.methodInvalid }),
  concept: optionalLongText(BILLING_LIMITS.conceptLength),
  amount: amountField,
  closePeriod: z._default(z.boolean(), false),
}));
export type PaymentCreateRequest = z.input<typeof paymentCreateSchema>;

/** The answer of POST …/payments (201, and the same body again for a retried key): the payment and its period after it. */
export const paymentCreatedSchema = lazySchema(() => z.object({ payment: paymentSchema, period: subscriptionPeriodSchema }));
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

/** The answer of DELETE /api/v1/payments/{id}: the period, reopened. */
export const paymentDeletedSchema = lazySchema(() => z.object({ period: subscriptionPeriodSchema }));
export type PaymentDeleted = z.infer<typeof paymentDeletedSchema>;

/**
 * GET /api/v1/payments (JSON, or CSV with `Accept: text/csv`): newest first; `from`/`to` bound the
 * payment date (both included).
 */
export const paymentListQuerySchema = z
  .object({
    from: optionalQueryDate,
    to: optionalQueryDate,
    method: z.optional(z.enum(paymentMethods, { error: billingMessages.methodInvalid })),
    clientId: clientIdQuery,
    page: pageField,
    pageSize: pageSizeField(BILLING_LIMITS.paymentsMaxPageSize, 50),
  })
  .check(dateRangeCheck);
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentListItemSchema = lazySchema(() => z.object({
  ...paymentSchema.shape,
  clientId: z.number(),
  clientName: z.string(),
  planName: z.string(),
  periodStartDate: z.string(),
  periodEndDate: z.string(),
}));
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
export const paymentListSchema = lazySchema(() => z.object({ items: z.array(paymentListItemSchema), total, sum: z.number() }));
export type PaymentList = z.infer<typeof paymentListSchema>;

/**
 * The CSV's header row. Written for the spreadsheets of the business's country (countries[…].decimalMark):
 * where the comma is the decimal mark (Argentina, Chile, Colombia, Uruguay, Spain…) fields are separated
 * by ';' and amounts read "1234,50"; where the point is (Mexico, the United States…), by ',' and "1234.50".
 * UTF-8 with a BOM so the accents read right; dates dd/mm/aaaa; amounts with no thousands separator, in
 * the currency of the last column; a field with the separator, '"' or a line break is quoted, and one
 * starting with = + - @ is prefixed with ' (no formulas). "Comprobante" is the payment's receipt number.
 */
export const PAYMENTS_CSV_COLUMNS = ['Comprobante', 'Fecha', 'Cliente', 'Plan', 'Período desde', 'Período hasta', 'Medio de pago', 'Concepto', 'Monto', 'Moneda'] as const;


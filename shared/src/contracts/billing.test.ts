import {
  BILLING_LIMITS,
  amountDecimalText,
  billingAmountText,
  billingMessages,
  isIdempotencyKey,
  paymentCreateSchema,
  periodListQuerySchema,
  periodTagLabel,
  planCreateSchema,
  planRecurrenceLabels,
  planRecurrences,
  planUpdateSchema,
  subscriptionCreateSchema,
  subscriptionFinishSchema,
  subscriptionUpdateSchema,
} from './billing';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('billing contracts', () => {
  it('labels the seven recurrences in Spanish', () => {
    expect(planRecurrences.map((recurrence) => planRecurrenceLabels[recurrence])).toEqual([
      'Semanal',
      'Quincenal',
      'Mensual',
      'Bimestral',
      'Trimestral',
      'Semestral',
      'Anual',
    ]);
  });

  it('takes a plan with an integer amount above zero', () => {
    expect(planCreateSchema.parse({ name: ' Mensual 3x ', recurrence: 'monthly', amount: 2500000, description: '' })).toEqual({
      name: 'Mensual 3x',
      recurrence: 'monthly',
      amount: 2500000,
      description: null,
    });
    expect(messages(planCreateSchema.safeParse({ name: 'A', recurrence: 'monthly', amount: 0 }))).toEqual([billingMessages.amountInvalid]);
    expect(messages(planCreateSchema.safeParse({ name: 'A', recurrence: 'monthly', amount: 10.5 }))).toEqual([billingMessages.amountInvalid]);
    expect(messages(planCreateSchema.safeParse({ name: 'A', recurrence: 'monthly', amount: BILLING_LIMITS.maxAmount + 1 }))).toEqual([
      billingMessages.amountTooLarge,
    ]);
    expect(messages(planCreateSchema.safeParse({ name: '', recurrence: 'daily', amount: 1 }))).toEqual([
      billingMessages.planNameRequired,
      billingMessages.recurrenceInvalid,
    ]);
    expect(planUpdateSchema.parse({ amount: 100 })).toEqual({ amount: 100 });
  });

  it('refuses an end date before the start', () => {
    expect(subscriptionCreateSchema.parse({ planId: 1, startDate: '2026-01-31', endDate: '' })).toEqual({
      planId: 1,
      startDate: '2026-01-31',
      endDate: null,
    });
    expect(messages(subscriptionCreateSchema.safeParse({ planId: 1, startDate: '2026-01-31', endDate: '2026-01-30' }))).toEqual([
      billingMessages.endDateBeforeStart,
    ]);
    expect(messages(subscriptionCreateSchema.safeParse({ planId: 0, startDate: '2026-02-30' }))).toEqual([
      billingMessages.planRequired,
      'Ingresá una fecha válida (AAAA-MM-DD)',
    ]);
    expect(subscriptionUpdateSchema.parse({ endDate: null })).toEqual({ endDate: null });
    expect(messages(subscriptionFinishSchema.safeParse({ when: 'tomorrow' }))).toEqual([billingMessages.finishWhenInvalid]);
  });

  it('defaults closePeriod to false and checks the method', () => {
    expect(paymentCreateSchema.parse({ date: '2026-03-01', method: 'cash', amount: 100 })).toEqual({
      date: '2026-03-01',
      method: 'cash',
      amount: 100,
      closePeriod: false,
    });
    expect(messages(paymentCreateSchema.safeParse({ date: '2026-03-01', method: 'bitcoin', amount: 100 }))).toEqual([billingMessages.methodInvalid]);
  });

  it('reads the Cobros query', () => {
    expect(periodListQuerySchema.parse({ status: 'overdue', clientId: '7' })).toEqual({ status: 'overdue', clientId: 7, page: 1, pageSize: 20, sort: 'dueDate' });
    expect(messages(periodListQuerySchema.safeParse({ from: '2026-03-01', to: '2026-02-01' }))).toEqual([billingMessages.rangeInvalid]);
    expect(messages(periodListQuerySchema.safeParse({ status: 'late' }))).toEqual([billingMessages.statusFilterInvalid]);
  });

  it('shows an overdue period as "Vencido"', () => {
    expect(periodTagLabel({ status: 'partial', overdue: true })).toBe('Vencido');
    expect(periodTagLabel({ status: 'partial', overdue: false })).toBe('Pago parcial');
  });

  it('accepts visible ASCII idempotency keys only', () => {
    expect(isIdempotencyKey('3f6c2f0e-9c1b-4a57-8d7e-0b1f2a3c4d5e')).toBe(true);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('con espacio')).toBe(false);
    expect(isIdempotencyKey('x'.repeat(201))).toBe(false);
  });
});

describe('amounts as text', () => {
  it('writes decimal text for spreadsheets in the currency’s minor unit, with the country’s decimal mark', () => {
    expect(amountDecimalText(123450, 'ARS', ',')).toBe('1234,50');
    expect(amountDecimalText(5, 'ARS', ',')).toBe('0,05');
    expect(amountDecimalText(-5, 'ARS', ',')).toBe('-0,05');
    expect(amountDecimalText(1234, 'JPY', ',')).toBe('1234');
    expect(amountDecimalText(1234, 'KWD', ',')).toBe('1,234');
    expect(amountDecimalText(123450, 'MXN', '.')).toBe('1234.50');
    expect(amountDecimalText(35000, 'CLP', ',')).toBe('35000');
  });
  it('formats messages with the shared formatter, as the business’s country writes amounts', () => {
    expect(billingAmountText(123450, { currency: 'ARS', country: 'AR' })).toBe('$\u00a01.234,50');
    expect(billingAmountText(123450, { currency: 'MXN', country: 'MX' })).toBe('$1,234.50');
  });
});

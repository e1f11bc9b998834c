import type { ClientSubscription, PeriodListItem, Plan, Subscription, SubscriptionPeriod } from '@coach/shared/contracts';

export const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 1,
  name: 'Personalizado',
  description: null,
  recurrence: 'monthly',
  amount: 2_000_000,
  clientCount: 0,
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
  ...overrides,
});

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 40,
  clientId: 5,
  planId: 1,
  planName: 'Personalizado',
  recurrence: 'monthly',
  amount: 2_000_000,
  startDate: '2026-01-10',
  endDate: null,
  scheduledChange: null,
  currentPeriodEnd: '2026-04-09',
  hasPayments: false,
  ...overrides,
});

export const aPeriod = (overrides: Partial<SubscriptionPeriod> = {}): SubscriptionPeriod => ({
  id: 100,
  subscriptionId: 40,
  planId: 1,
  planName: 'Personalizado',
  startDate: '2026-01-10',
  endDate: '2026-02-09',
  dueDate: '2026-02-09',
  status: 'pending',
  amount: 2_000_000,
  paid: 0,
  discount: 0,
  remaining: 2_000_000,
  credit: 0,
  overdue: true,
  payments: [],
  ...overrides,
});

export const aPeriodListItem = (overrides: Partial<PeriodListItem> = {}): PeriodListItem => {
  const { payments: _payments, ...period } = aPeriod();
  return { ...period, clientId: 5, clientName: 'Ana López', clientFirstName: 'Ana', clientPhone: '11 5555-0000', ...overrides };
};

export const aClientSubscription = (overrides: Partial<ClientSubscription> = {}): ClientSubscription => ({
  current: null,
  periods: [],
  status: 'inactive',
  ...overrides,
});

/**
 * React Query keys of billing: `['billing', …]`. A payment or a subscription change touches the
 * client's tab, Cobros and its totals at once, so those invalidate `billingKeys.money` (everything but
 * the plans); a plan change invalidates `billingKeys.plans` (and the tab shows plan names too).
 */
export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  planList: (query: object) => ['billing', 'plans', 'list', query] as const,
  money: ['billing', 'money'] as const,
  periods: (query: object) => ['billing', 'money', 'periods', query] as const,
  summary: ['billing', 'money', 'summary'] as const,
  clientSubscription: (clientId: number) => ['billing', 'money', 'client', clientId] as const,
  endPreview: (subscriptionId: number, endDate: string) => ['billing', 'money', 'end-preview', subscriptionId, endDate] as const,
};

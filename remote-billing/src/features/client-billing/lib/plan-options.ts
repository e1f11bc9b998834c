import { formatMoney } from '@coach/shared';
import { planRecurrencePeriodLabels, type Plan } from '@coach/shared/contracts';

/** "Personalizado · $ 20.000,00 por mes": a plan as the selects list it. */
export const planOptionLabel = (plan: Pick<Plan, 'name' | 'amount' | 'recurrence'>, currency: string): string =>
  `${plan.name} · ${formatMoney(plan.amount, currency)} ${planRecurrencePeriodLabels[plan.recurrence]}`;

export const planOptions = (plans: readonly Plan[], currency: string, except?: number) =>
  plans.filter((plan) => plan.id !== except).map((plan) => ({ value: plan.id, label: planOptionLabel(plan, currency) }));

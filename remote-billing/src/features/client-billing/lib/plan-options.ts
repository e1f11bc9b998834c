import { formatMoney, type MoneyFormat } from '@coach/shared';
import { planRecurrencePeriodLabels, type Plan } from '@coach/shared/contracts';

/** "Personalizado · $ 20.000,00 por mes": a plan as the selects list it. */
export const planOptionLabel = (plan: Pick<Plan, 'name' | 'amount' | 'recurrence'>, money: MoneyFormat): string =>
  `${plan.name} · ${formatMoney(plan.amount, money)} ${planRecurrencePeriodLabels[plan.recurrence]}`;

export const planOptions = (plans: readonly Plan[], money: MoneyFormat, except?: number) =>
  plans.filter((plan) => plan.id !== except).map((plan) => ({ value: plan.id, label: planOptionLabel(plan, money) }));

import type { ClientWidgetProps } from '@coach/shared';
import { ClientPlanAndPayments as PlanAndPayments } from '../features/client-billing/components/client-plan-and-payments';

/** The client page's Plan y pagos tab (mounted by the host): plan, subscription, periods and payments. */
export default function ClientPlanAndPayments(props: ClientWidgetProps) {
  return <PlanAndPayments {...props} />;
}

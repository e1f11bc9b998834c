import type { ClientWidgetProps } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';

/** The client page's Plan y pagos tab (mounted by the host): plan, subscription, periods and payments. */
export default function ClientPlanAndPayments({ clientName }: ClientWidgetProps) {
  return (
    <EmptyArea
      title="Plan y pagos"
      description={`Esta sección llega pronto: acá vas a ver el plan de ${clientName}, su suscripción y los pagos registrados.`}
    />
  );
}

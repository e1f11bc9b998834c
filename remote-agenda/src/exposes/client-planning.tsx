import type { ClientWidgetProps } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';

/** The client page's Planificación tab (mounted by the host): the client's tasks, day by day. */
export default function ClientPlanning({ clientName }: ClientWidgetProps) {
  return (
    <EmptyArea
      title="Planificación"
      description={`Esta sección llega pronto: acá vas a ver las rutinas, actividades y formularios que le asignes a ${clientName}, día por día.`}
    />
  );
}

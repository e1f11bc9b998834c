import type { ClientWidgetProps } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';

/** The client page's Formularios tab (mounted by the host): the forms assigned to the client and their answers. */
export default function ClientForms({ clientName }: ClientWidgetProps) {
  return (
    <EmptyArea
      title="Formularios"
      description={`Esta sección llega pronto: acá vas a ver los formularios que ${clientName} respondió y los que tiene pendientes.`}
    />
  );
}

import { AreaPage, EmptyArea } from '@coach/shared';

export default function ClientDetailPage() {
  return (
    <AreaPage title="Cliente" subtitle="Información, planificación, plan y pagos y formularios del cliente.">
      <EmptyArea title="Ficha del cliente" description="Acá vas a ver y editar los datos del cliente, su planificación, su plan y sus formularios." />
    </AreaPage>
  );
}

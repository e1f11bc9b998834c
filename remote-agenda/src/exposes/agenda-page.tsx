import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function AgendaPage() {
  return (
    <AreaPage title="Agenda" subtitle="Tus eventos y las tareas de tus clientes.">
      <EmptyArea title="Tu agenda está vacía" description="Acá vas a ver tus eventos y las tareas planificadas de tus clientes." />
    </AreaPage>
  );
}

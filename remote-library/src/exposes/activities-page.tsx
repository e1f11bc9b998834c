import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function ActivitiesPage() {
  return (
    <AreaPage title="Actividades" subtitle="Actividades que asignás a tus clientes.">
      <EmptyArea title="Todavía no hay actividades" description="Acá vas a crear actividades como caminar, correr o nadar para asignarlas a tus clientes." />
    </AreaPage>
  );
}

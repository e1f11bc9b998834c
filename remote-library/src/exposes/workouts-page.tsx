import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function WorkoutsPage() {
  return (
    <AreaPage title="Rutinas" subtitle="Rutinas simples y avanzadas armadas con tus ejercicios.">
      <EmptyArea title="Todavía no hay rutinas" description="Acá vas a armar rutinas por grupos, series y descansos." />
    </AreaPage>
  );
}

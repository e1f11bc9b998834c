import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function ExerciseDetailPage() {
  return (
    <AreaPage title="Ejercicio">
      <EmptyArea title="Ejercicio" description="Esta pantalla se está construyendo." />
    </AreaPage>
  );
}

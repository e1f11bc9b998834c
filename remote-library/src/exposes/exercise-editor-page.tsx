import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function ExerciseEditorPage() {
  return (
    <AreaPage title="Ejercicio">
      <EmptyArea title="Ejercicio" description="Esta pantalla se está construyendo." />
    </AreaPage>
  );
}

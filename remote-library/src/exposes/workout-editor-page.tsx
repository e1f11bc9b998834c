import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function WorkoutEditorPage() {
  return (
    <AreaPage title="Rutina">
      <EmptyArea title="Rutina" description="Esta pantalla se está construyendo." />
    </AreaPage>
  );
}

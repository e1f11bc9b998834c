import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function ActivityEditorPage() {
  return (
    <AreaPage title="Actividad">
      <EmptyArea title="Actividad" description="Esta pantalla se está construyendo." />
    </AreaPage>
  );
}

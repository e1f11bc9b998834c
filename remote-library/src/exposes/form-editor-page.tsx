import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function FormEditorPage() {
  return (
    <AreaPage title="Formulario">
      <EmptyArea title="Formulario" description="Esta pantalla se está construyendo." />
    </AreaPage>
  );
}

import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function FormsPage() {
  return (
    <AreaPage title="Formularios" subtitle="Formularios y cuestionarios para tus clientes.">
      <EmptyArea title="Todavía no hay formularios" description="Acá vas a crear formularios con preguntas de texto, número, fecha, opciones y valoración." />
    </AreaPage>
  );
}

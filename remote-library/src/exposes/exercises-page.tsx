import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function ExercisesPage() {
  return (
    <AreaPage title="Ejercicios" subtitle="Tu biblioteca de ejercicios con instrucciones, video y grupos musculares.">
      <EmptyArea title="Todavía no hay ejercicios" description="Acá vas a crear ejercicios y usarlos en tus rutinas." />
    </AreaPage>
  );
}

import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function PlansPage() {
  return (
    <AreaPage title="Planes de pago" subtitle="Planes, suscripciones, períodos y pagos.">
      <EmptyArea title="Todavía no tenés planes de pago" description="Acá vas a crear planes con su monto y recurrencia y asignarlos a tus clientes." />
    </AreaPage>
  );
}

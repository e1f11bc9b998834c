import { AreaPage, EmptyArea } from '@coach/shared';

export default function ClientsPage() {
  return (
    <AreaPage title="Clientes" subtitle="Tus clientes, su estado y su suscripción." tourTarget="clients-page">
      <EmptyArea title="Todavía no tenés clientes" description="Cuando invites o crees clientes, los vas a ver acá con su estado y su plan." />
    </AreaPage>
  );
}

import { AreaPage, EmptyArea } from '@coach/shared/area';

export default function ChatsPage() {
  return (
    <AreaPage title="Chats" subtitle="Conversaciones con tus clientes.">
      <EmptyArea title="No tenés conversaciones" description="Cuando tus clientes usen la app, vas a poder chatear con ellos desde acá." />
    </AreaPage>
  );
}

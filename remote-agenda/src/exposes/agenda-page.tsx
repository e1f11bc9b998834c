import { AreaPage } from '@coach/shared/area';
import { AgendaScreen } from '../features/agenda/components/agenda-screen';
import { FeedButton } from '../features/agenda/components/feed-dialog';

export default function AgendaPage() {
  return (
    <AreaPage title="Agenda" subtitle="Tus eventos y las tareas de tus clientes." actions={<FeedButton />}>
      <AgendaScreen />
    </AreaPage>
  );
}

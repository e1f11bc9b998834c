import { AreaPage } from '@coach/shared/area';
import { AgendaScreen } from '../features/agenda/components/agenda-screen';
import { FeedButton } from '../features/agenda/components/feed-dialog';
import { useRefreshOnClientChanges } from '../lib/use-client-changes';

export default function AgendaPage() {
  useRefreshOnClientChanges(null);
  return (
    <AreaPage title="Agenda" subtitle="Tus eventos y las tareas de tus clientes." actions={<FeedButton />}>
      <AgendaScreen />
    </AreaPage>
  );
}

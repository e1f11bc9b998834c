import { AppProviders, CLIENT_APP_BASE, createQueryClient } from '@coach/shared';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { OutboxSync } from './outbox-sync';
import { WarmUp } from './warm-up';
import { LiveTasks } from './live-tasks';

export const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <OutboxSync queryClient={queryClient} />
      <WarmUp />
      <LiveTasks />
      {/* With its final slash: the router's links to "Hoy" are `/app/` (and `/app/?dia=…`), the worker's and the server's address of it. */}
      <BrowserRouter basename={`${CLIENT_APP_BASE}/`}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

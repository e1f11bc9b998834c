import { AppProviders, createQueryClient } from '@coach/shared';
import { CLIENT_APP_BASE } from '@coach/shared';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { OutboxSync } from './outbox-sync';

export const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <OutboxSync queryClient={queryClient} />
      <BrowserRouter basename={CLIENT_APP_BASE}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

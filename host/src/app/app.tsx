import { AppProviders, createQueryClient } from '@coach/shared';
import { BrowserRouter } from 'react-router-dom';
import { ShellErrorBoundary } from '../pages/route-error';
import { AppRoutes } from './router';
import { SessionSync } from './session-sync';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <SessionSync queryClient={queryClient} />
      <ShellErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ShellErrorBoundary>
    </AppProviders>
  );
}

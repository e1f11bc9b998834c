import { AppProviders, createQueryClient } from '@coach/shared';
import { BrowserRouter } from 'react-router-dom';
import { ShellErrorBoundary } from '../pages/route-error';
import { TourRunner } from '../features/tours/tour-runner';
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
          <TourRunner />
        </BrowserRouter>
      </ShellErrorBoundary>
    </AppProviders>
  );
}

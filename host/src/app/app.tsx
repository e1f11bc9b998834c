import { AppProviders, createQueryClient } from '@coach/shared';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { SessionSync } from './session-sync';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <SessionSync queryClient={queryClient} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

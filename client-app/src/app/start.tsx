import { CLIENT_APP_BASE } from '@coach/shared';
import { clientApi, clientAppTasksQueryOptions, deviceToday, taskWindow, useClientSession } from '@coach/shared/client-app';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/service-worker';
import { App, queryClient } from './app';
import { remotesRegistered } from './early-start';

/** Renders the app (bootstrap.tsx runs it once the libraries it is built on have run). */
export async function startApp(): Promise<void> {
  clientApi.setBaseUrl(process.env.API_URL);
  // A signed-in client opening "Hoy": its tasks are in the query before the app renders (the answer the
  // entry asked for, early-start.ts, or a request now).
  const openingToday = useClientSession.getState().user !== null && new URL(location.href).pathname.replace(/\/+$/, '') === CLIENT_APP_BASE;
  if (openingToday) void queryClient.prefetchQuery(clientAppTasksQueryOptions(taskWindow(deviceToday())));
  try {
    await remotesRegistered();
  } catch (error) {
    // Offline on a first visit, or the file missing: each area shows its error panel, the app still starts.
    console.error('[remotes] no se pudo leer /remotes.json', error);
  }
  const root = document.getElementById('root');
  if (root) startTransition(() => createRoot(root).render(<App />));
  registerServiceWorker();
}


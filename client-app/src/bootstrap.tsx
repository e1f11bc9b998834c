import { CLIENT_APP_BASE, registerRemotesFromFile, remoteLoader } from '@coach/shared';
import { clientApi, clientAppKeys, clientAppTasksQueryOptions, deviceToday, taskWindow, useClientSession } from '@coach/shared/client-app';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/app';
import { registerServiceWorker } from './lib/service-worker';

clientApi.setBaseUrl(process.env.API_URL);

async function start() {
  // A signed-in client opening "Hoy": its tasks and the agenda's module are asked for now, side by side,
  // instead of one after the other once the app has rendered (round trips less before the day shows).
  const openingToday = useClientSession.getState().user !== null && new URL(location.href).pathname.replace(/\/+$/, '') === CLIENT_APP_BASE;
  if (openingToday) void queryClient.prefetchQuery(clientAppTasksQueryOptions(taskWindow(deviceToday())));
  try {
    await registerRemotesFromFile('/remotes.json');
    // The same load RemoteView starts on render: the federation runtime answers both with one module.
    if (openingToday) void remoteLoader('agenda/ClientAppToday')().catch(() => undefined);
  } catch (error) {
    // Offline on a first visit, or the file missing: each area shows its error panel, the app still starts.
    console.error('[remotes] no se pudo leer /remotes.json', error);
  }
  const root = document.getElementById('root');
  if (root) startTransition(() => createRoot(root).render(<App />));
  registerServiceWorker(() => void queryClient.invalidateQueries({ queryKey: clientAppKeys.all }));
}

void start();

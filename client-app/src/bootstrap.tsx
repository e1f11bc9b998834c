import { registerRemotesFromFile } from '@coach/shared';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, queryClient } from './app/app';
import { registerServiceWorker } from './lib/service-worker';

clientApi.setBaseUrl(process.env.API_URL);

async function start() {
  try {
    await registerRemotesFromFile('/remotes.json');
  } catch (error) {
    // Offline on a first visit, or the file missing: each area shows its error panel, the app still starts.
    console.error('[remotes] no se pudo leer /remotes.json', error);
  }
  const root = document.getElementById('root');
  if (root) startTransition(() => createRoot(root).render(<App />));
  registerServiceWorker(() => void queryClient.invalidateQueries({ queryKey: clientAppKeys.all }));
}

void start();

import { apiClient, registerRemotesFromFile } from '@coach/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { antdStylesheetReady } from './lib/antd-stylesheet';

apiClient.setBaseUrl(process.env.API_URL);

async function registerRemotes() {
  try {
    await registerRemotesFromFile('/remotes.json');
  } catch (error) {
    // Without the remotes file every area shows its error panel; the shell itself still works.
    console.error('[remotes] no se pudo leer /remotes.json', error);
  }
}

async function start() {
  await Promise.all([registerRemotes(), antdStylesheetReady()]);
  const root = document.getElementById('root');
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse's Total Blocking Time): the static first
  // paint of index.html stays on screen until React commits.
  if (root) startTransition(() => createRoot(root).render(<App />));
}

void start();

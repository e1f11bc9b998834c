import { apiClient, registerRemotesFromFile } from '@coach/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

apiClient.setBaseUrl(process.env.API_URL);

async function start() {
  try {
    await registerRemotesFromFile('/remotes.json');
  } catch (error) {
    // Without the remotes file every area shows its error panel; the shell itself still works.
    console.error('[remotes] no se pudo leer /remotes.json', error);
  }
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();

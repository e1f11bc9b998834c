import { hasStoredSession, startEarlyTasks } from '@coach/shared/client-app/early-tasks';
import { registerRemotesFromFile, startLoadingRemote, type RemotesFile } from '@coach/shared/remotes-file';

let remotes: Promise<RemotesFile> | undefined;

/** "Hoy" is the app's start page: its base path (`/app/`), with or without the final slash. */
const openingToday = () => location.pathname.replace(/\/+$/, '') === new URL(document.baseURI).pathname.replace(/\/+$/, '');

/**
 * Run by the entry module, before the async boundary: reads /remotes.json and, for a signed-in client
 * opening "Hoy", asks for the day's tasks and starts loading the agenda's piece. They travel while the
 * app's own chunks (React, the shared package) are still arriving, instead of after them: on a first
 * visit over a slow network the piece is the longest chain of requests before the day shows
 * (remotes.json, the agenda's manifest, its entry, the piece and the shared modules it uses).
 */
export function startEarly(): void {
  remotes = registerRemotesFromFile('/remotes.json');
  if (!hasStoredSession() || !openingToday()) return;
  startEarlyTasks(process.env.API_URL);
  void remotes.then(() => startLoadingRemote('agenda/ClientAppToday'), () => undefined);
}

/** The remotes read by startEarly (read now if it did not run, as in tests). */
export const remotesRegistered = (): Promise<RemotesFile> => (remotes ??= registerRemotesFromFile('/remotes.json'));

import { CLIENT_ACCESS_TOKEN_KEY } from './session-keys';
import { deviceToday, taskWindow } from './task-window';

export const CLIENT_APP_TASKS_PATH = '/api/v1/client-app/tasks';

/** The stored token, or null (none, or storage refused, as in some private modes). */
function storedAccessToken(): string | null {
  try {
    return localStorage.getItem(CLIENT_ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Whether a client's session is stored on this device (the app may start signed in). */
export const hasStoredSession = (): boolean => storedAccessToken() !== null;

let early: { range: string; answer: Promise<unknown> } | undefined;

const rangeKey = (range: { from: string; to: string }) => `${range.from}/${range.to}`;

/**
 * Asks for today's window of tasks with the stored access token, from the app's entry module: before
 * the async boundary, while React and the shared modules are still arriving, so "Hoy" does not wait for
 * them to start its one request. Plain `fetch` (what this module imports is only what it needs), and
 * only a 200 counts: an expired token or no network leaves the usual request, with its token refresh and
 * its errors, to the task query.
 *
 * Also a package entry of its own (`@coach/shared/client-app/early-tasks`), not a share: the entry
 * imports it, and the task query (in the `@coach/shared/client-app` share, same host) reads the answer.
 */
export function startEarlyTasks(apiUrl = ''): void {
  const access = storedAccessToken();
  if (!access) return;
  const range = taskWindow(deviceToday());
  const query = new URLSearchParams(range).toString();
  const answer = fetch(`${apiUrl}${CLIENT_APP_TASKS_PATH}?${query}`, { headers: { Authorization: `Bearer ${access}` } }).then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : undefined),
    () => undefined,
  );
  early = { range: rangeKey(range), answer };
}

/** The early answer for this window, once; undefined when there is none (the caller asks the API). */
export function takeEarlyTasks(range: { from: string; to: string }): Promise<unknown> | undefined {
  if (early?.range !== rangeKey(range)) return undefined;
  const { answer } = early;
  early = undefined;
  return answer;
}

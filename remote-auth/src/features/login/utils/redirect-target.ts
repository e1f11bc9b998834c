import type { Path } from 'react-router-dom';
import { trainerAudience, type AuthAudience } from '../../../lib/audience';

export const DEFAULT_AFTER_LOGIN = trainerAudience.home;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInternalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Where to go after signing in: the location the private-route guard saved in `state.from` (a
 * Location object, or a path string), unless it is missing, foreign or a public screen.
 */
export function redirectTarget(state: unknown, audience: Pick<AuthAudience, 'home' | 'publicPaths'> = trainerAudience): string | Partial<Path> {
  const { home, publicPaths } = audience;
  const from = isRecord(state) ? state.from : undefined;
  if (typeof from === 'string') {
    const pathname = from.split(/[?#]/)[0] ?? '';
    return isInternalPath(from) && !publicPaths.includes(pathname) ? from : home;
  }
  if (isRecord(from) && typeof from.pathname === 'string') {
    const { pathname } = from;
    if (isInternalPath(pathname) && !publicPaths.includes(pathname)) {
      return { pathname, search: textOf(from.search), hash: textOf(from.hash) };
    }
  }
  return home;
}

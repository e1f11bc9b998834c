import { paths } from '@coach/shared';
import type { Path } from 'react-router-dom';

export const DEFAULT_AFTER_LOGIN = paths.dashboard;
const PUBLIC_PATHS: string[] = [paths.index, paths.login, paths.forgotPassword, paths.resetPassword, paths.createAccount];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInternalPath = (path: string) => path.startsWith('/') && !path.startsWith('//');
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Where to go after signing in: the location the private-route guard saved in `state.from` (a
 * Location object, or a path string), unless it is missing, foreign or a public screen.
 */
export function redirectTarget(state: unknown): string | Partial<Path> {
  const from = isRecord(state) ? state.from : undefined;
  if (typeof from === 'string') {
    const pathname = from.split(/[?#]/)[0] ?? '';
    return isInternalPath(from) && !PUBLIC_PATHS.includes(pathname) ? from : DEFAULT_AFTER_LOGIN;
  }
  if (isRecord(from) && typeof from.pathname === 'string') {
    const { pathname } = from;
    if (isInternalPath(pathname) && !PUBLIC_PATHS.includes(pathname)) {
      return { pathname, search: textOf(from.search), hash: textOf(from.hash) };
    }
  }
  return DEFAULT_AFTER_LOGIN;
}

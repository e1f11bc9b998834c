import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
// By the package's name, not a relative path: the app and every remote see the one ApiClient (and ApiError)
// of the shared singleton, so `isApiError` holds for what this client throws.
import { ApiClient, type TokenPair } from '@coach/shared';

import { CLIENT_ACCESS_TOKEN_KEY, CLIENT_REFRESH_TOKEN_KEY } from './session-keys';

export { CLIENT_ACCESS_TOKEN_KEY, CLIENT_REFRESH_TOKEN_KEY } from './session-keys';
/** The caches the service worker fills with this client's data: emptied at sign-out. */
export const CLIENT_DATA_CACHES = ['client-app-data', 'client-app-media'] as const;

export const clientTokenStorage = {
  getAccess: (): string | null => localStorage.getItem(CLIENT_ACCESS_TOKEN_KEY),
  getRefresh: (): string | null => localStorage.getItem(CLIENT_REFRESH_TOKEN_KEY),
  save(access: string, refresh?: string | null): void {
    localStorage.setItem(CLIENT_ACCESS_TOKEN_KEY, access);
    if (refresh) localStorage.setItem(CLIENT_REFRESH_TOKEN_KEY, refresh);
  },
  clear(): void {
    localStorage.removeItem(CLIENT_ACCESS_TOKEN_KEY);
    localStorage.removeItem(CLIENT_REFRESH_TOKEN_KEY);
  },
};

/** Who is signed in, read from the access token's claims (the app's own check is GET /client-app/me). */
export interface ClientAppUser {
  clientId: number;
  gymId: number;
  firstName: string;
  lastName: string;
  email: string;
}

export function clientUserFromToken(token: string | null): ClientAppUser | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Record<string, unknown>>(token);
    if (claims.role !== 'CL' || typeof claims.client_id !== 'number' || typeof claims.gym_id !== 'number') return null;
    return {
      clientId: claims.client_id,
      gymId: claims.gym_id,
      firstName: String(claims.first_name ?? ''),
      lastName: String(claims.last_name ?? ''),
      email: String(claims.email ?? ''),
    };
  } catch {
    return null;
  }
}

const readStoredUser = () => {
  try {
    return clientUserFromToken(clientTokenStorage.getAccess());
  } catch {
    return null;
  }
};

interface ClientSessionState {
  user: ClientAppUser | null;
  /** Stores the pair and decodes the client; throws when the token is not a client's or cannot be stored. */
  signIn: (tokens: TokenPair) => ClientAppUser;
  signOut: () => void;
  reloadFromStorage: () => void;
}

export class ClientSignInError extends Error {}

/**
 * Empties what the service worker kept of a client's data. Whenever a session ends (signed out, or a
 * refresh refused) and before another client's starts: the caches are keyed by URL, not by token, so
 * the next person on this phone must find none of it, even offline.
 */
export function forgetClientData(): void {
  if (typeof caches === 'undefined') return;
  void Promise.all(CLIENT_DATA_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}

export const useClientSession = create<ClientSessionState>()((set) => ({
  user: readStoredUser(),
  signIn(tokens) {
    const user = clientUserFromToken(tokens.access);
    if (!user) throw new ClientSignInError('El token de acceso no es de un cliente');
    if (readStoredUser()?.clientId !== user.clientId) forgetClientData();
    try {
      clientTokenStorage.save(tokens.access, tokens.refresh);
    } catch {
      throw new ClientSignInError('No se pudo guardar la sesión');
    }
    set({ user });
    return user;
  },
  signOut() {
    clientTokenStorage.clear();
    forgetClientData();
    set({ user: null });
  },
  reloadFromStorage() {
    set({ user: readStoredUser() });
  },
}));

export const CLIENT_REFRESH_PATH = '/auth/app/login/refresh';

/** The API client of the clients' app: same refresh-once rule as the trainers', its own tokens and lock. */
export const clientApi = new ApiClient({
  tokens: clientTokenStorage,
  refreshPath: CLIENT_REFRESH_PATH,
  lockName: 'coach.app.token-refresh',
  onSessionExpired: () => useClientSession.getState().signOut(),
  onTokenRefreshed: () => useClientSession.getState().reloadFromStorage(),
});

import { create } from 'zustand';
import type { TokenPair } from '../contracts/auth';
import { tokenStorage } from './token-storage';
import { displayNameOf, initialsOf, userFromToken, type SessionUser } from './user';

interface SessionState {
  user: SessionUser | null;
  /** Stores both tokens and decodes the user; throws when either step fails. */
  signIn: (tokens: TokenPair) => SessionUser;
  /** Clears user and tokens. Listeners (the host) clear the query cache and auth header. */
  signOut: () => void;
  /** Re-reads the stored access token (after a refresh, or another tab's change). */
  reloadFromStorage: () => void;
  /** Merges profile fields into the user (the next token refresh makes them authoritative). */
  mergeUser: (fields: Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'image'>>) => void;
}

export class SignInError extends Error {}

export const useSession = create<SessionState>()((set, get) => ({
  user: userFromToken(safeRead()),
  signIn(tokens) {
    const user = userFromToken(tokens.access);
    if (!user) throw new SignInError('El token de acceso no es válido');
    try {
      tokenStorage.save(tokens.access, tokens.refresh);
    } catch {
      throw new SignInError('No se pudo guardar la sesión');
    }
    set({ user });
    return user;
  },
  signOut() {
    tokenStorage.clear();
    set({ user: null });
  },
  reloadFromStorage() {
    set({ user: userFromToken(safeRead()) });
  },
  mergeUser(fields) {
    const current = get().user;
    if (!current) return;
    const firstName = fields.firstName ?? current.firstName;
    const lastName = fields.lastName ?? current.lastName;
    const displayName = displayNameOf(firstName, lastName);
    set({ user: { ...current, ...fields, displayName, initials: initialsOf(displayName) } });
  },
}));

function safeRead(): string | null {
  try {
    return tokenStorage.getAccess();
  } catch {
    return null;
  }
}

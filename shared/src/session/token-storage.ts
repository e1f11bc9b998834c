/** Where the session tokens live in the browser (SPEC.md section 3: "browser storage"). */
export const ACCESS_TOKEN_KEY = 'coach.access-token';
export const REFRESH_TOKEN_KEY = 'coach.refresh-token';
export const ONBOARDING_SESSION_KEY = 'onboarding-session-key';

export const tokenStorage = {
  getAccess: (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY),
  getRefresh: (): string | null => localStorage.getItem(REFRESH_TOKEN_KEY),
  /** Throws when the browser refuses to store (quota, privacy mode): login treats that as failure. */
  save(access: string, refresh?: string | null): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, access);
    if (refresh) localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
  },
  removeAccess: (): void => localStorage.removeItem(ACCESS_TOKEN_KEY),
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};

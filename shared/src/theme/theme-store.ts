import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'ui-theme';
export const DEFAULT_THEME: ThemeMode = 'dark';
export const ACCENT_COLOR = '#2bacac';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isThemeMode = (value: unknown): value is ThemeMode =>
  value === 'light' || value === 'dark' || value === 'system';

export function readStoredTheme(storageKey = THEME_STORAGE_KEY): ThemeMode {
  try {
    const stored = localStorage.getItem(storageKey);
    return isThemeMode(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export const systemPrefersDark = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export const resolveTheme = (mode: ThemeMode, prefersDark = systemPrefersDark()): ResolvedTheme =>
  mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

interface ThemeState {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
  /** The top-bar toggle: switches between dark and light. */
  toggle: () => void;
  /** Called when the OS preference changes; only matters in system mode. */
  syncWithSystem: () => void;
}

export const useTheme = create<ThemeState>()((set, get) => {
  const mode = readStoredTheme();
  return {
    mode,
    resolved: resolveTheme(mode),
    setMode(next) {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Storage refused: the choice still applies to this page.
      }
      set({ mode: next, resolved: resolveTheme(next) });
    },
    toggle() {
      get().setMode(get().resolved === 'dark' ? 'light' : 'dark');
    },
    syncWithSystem() {
      set({ resolved: resolveTheme(get().mode) });
    },
  };
});

/** Follows the OS preference live; returns the unsubscribe function. */
export function watchSystemTheme(): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => useTheme.getState().syncWithSystem();
  query.addEventListener('change', onChange);
  // The OS may have changed between the store's first read and this subscription (the app starts
  // after the first paint): catch up now, or that change would be missed until the next one.
  onChange();
  return () => query.removeEventListener('change', onChange);
}

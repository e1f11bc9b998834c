import { resolveTheme, readStoredTheme, THEME_STORAGE_KEY } from './theme-store';

describe('theme store', () => {
  beforeEach(() => localStorage.clear());

  it('is dark by default and reads a stored choice from ui-theme', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('dark');
  });

  it('system follows the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('toggles between dark and light and persists the choice', async () => {
    const { useTheme } = await import('./theme-store');
    useTheme.getState().setMode('dark');
    useTheme.getState().toggle();
    expect(useTheme.getState()).toMatchObject({ mode: 'light', resolved: 'light' });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    useTheme.getState().toggle();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('catches up with an OS change made before it started watching', async () => {
    const { useTheme, watchSystemTheme } = await import('./theme-store');
    let dark = true;
    const listeners: (() => void)[] = [];
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return dark;
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    useTheme.getState().setMode('system');
    expect(useTheme.getState().resolved).toBe('dark');
    dark = false; // the OS switches while the app is still starting
    const stop = watchSystemTheme();
    expect(useTheme.getState().resolved).toBe('light');
    dark = true;
    listeners.forEach((listener) => listener());
    expect(useTheme.getState().resolved).toBe('dark');
    stop();
  });
});

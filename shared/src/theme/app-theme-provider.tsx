import { App, ConfigProvider, theme as antdTheme } from 'antd';
import esES from 'antd/locale/es_ES';
import { useEffect, type ReactNode } from 'react';
import { ACCENT_COLOR, useTheme, watchSystemTheme } from './theme-store';

/**
 * antd's ConfigProvider with the Spanish locale, the accent colour and the dark or light algorithm,
 * plus the App context that gives every screen its toasts (bottom-left, 4 s, at most 3).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useTheme((state) => state.resolved);
  useEffect(watchSystemTheme, []);
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  return (
    <ConfigProvider
      locale={esES}
      theme={{
        algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: ACCENT_COLOR, colorInfo: ACCENT_COLOR, borderRadius: 8 },
      }}
    >
      <App
        notification={{ placement: 'bottomLeft', duration: 4, maxCount: 3 }}
        message={{ maxCount: 3 }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}

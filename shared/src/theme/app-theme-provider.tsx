import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import esES from 'antd/es/locale/es_ES';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QuietBoundary } from '../ui/quiet-boundary';
import { watchSpanishNames } from '../ui/spanish-names';
import { useToastQueue } from '../ui/use-toast';
import { accessibleTheme } from './accessible-colors';
import { themeAlgorithms } from './theme-algorithms';
import { useTheme, watchSystemTheme } from './theme-store';

const ToastViewport = lazy(() => import('../ui/toast-viewport'));

/** The text colour, size and font of the theme for everything below (what antd's App would set). */
function AppSurface({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {children}
    </div>
  );
}

/**
 * antd's ConfigProvider with the Spanish locale (and what antd says in English with no locale key made
 * Spanish or hidden: watchSpanishNames), the accent colour, the dark or light algorithm and the colours
 * that keep text at WCAG AA contrast,
 * plus the toasts (bottom-left, 4 s, at most 3), whose code loads with the first toast.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useTheme((state) => state.resolved);
  const toastsRequested = useToastQueue((state) => state.requested);
  useEffect(watchSystemTheme, []);
  // What antd says in English to screen readers (icon names, InputNumber's arrows): Spanish or hidden.
  useEffect(watchSpanishNames, []);
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  return (
    <ConfigProvider
      locale={esES}
      // The tabs' overflow button has only its icon for a name: antd's reads "ellipsis".
      tabs={{ moreIcon: <EllipsisOutlined aria-label="Más pestañas" /> }}
      theme={{
        algorithm: themeAlgorithms[resolved],
        ...accessibleTheme(resolved),
      }}
    >
      <AppSurface>{children}</AppSurface>
      {toastsRequested && (
        <QuietBoundary part="los avisos">
          <Suspense fallback={null}>
            <ToastViewport />
          </Suspense>
        </QuietBoundary>
      )}
    </ConfigProvider>
  );
}

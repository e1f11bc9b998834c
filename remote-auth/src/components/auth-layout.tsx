import theme from 'antd/es/theme';
import { QuietBoundary, useSupportForm, useTheme } from '@coach/shared';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { HelpButton } from './help-button';
import { useAudience } from '../lib/audience';
import { Logo } from './logo';
import { SidePanel, TAGLINE } from './side-panel';
import { ThemeControl } from './theme-control';
import './auth-layout.css';

export interface AuthLayoutProps {
  children: ReactNode;
  /** Create account: a slimmer illustration panel, so the longer form keeps a comfortable column. */
  variant?: 'default' | 'narrow';
}

// Loads when "¿Necesitás ayuda?" is first used (without SUPPORT_PHONE): the sign-in page does not pay for it.
const PublicSupportDialog = lazy(() =>
  import('../features/support-request/components/public-support-dialog').then((module) => ({ default: module.PublicSupportDialog })),
);

/** The frame of every public screen: logo, theme control, help, the form and the side illustration. */
export function AuthLayout({ children, variant = 'default' }: AuthLayoutProps) {
  const { token } = theme.useToken();
  const resolved = useTheme((state) => state.resolved);
  const { help } = useAudience();
  // Mounted from the first opening on, so that it can play its closing animation.
  const supportOpen = useSupportForm((state) => state.open);
  const [supportMounted, setSupportMounted] = useState(supportOpen);
  if (supportOpen && !supportMounted) setSupportMounted(true);
  const cssVars: CSSProperties = {
    '--auth-bg': token.colorBgContainer,
    '--auth-text': token.colorText,
    '--auth-text-secondary': token.colorTextSecondary,
    '--auth-text-tertiary': token.colorTextTertiary,
    '--auth-border': token.colorBorderSecondary,
    '--auth-primary': token.colorPrimary,
    '--auth-primary-hover': token.colorPrimaryHover,
    '--auth-link': token.colorLink,
    '--auth-link-hover': token.colorLinkHover,
    '--auth-success': token.colorSuccess,
    '--auth-fill': token.colorFillTertiary,
    '--auth-font': token.fontFamily,
  };
  return (
    <div className={`auth-shell auth-shell--${variant} auth-shell--${resolved}`} style={cssVars}>
      <div className="auth-main">
        <header className="auth-header">
          <Logo />
          <div className="auth-header-actions">
            <ThemeControl />
            {help ? <HelpButton /> : null}
          </div>
        </header>
        <main className="auth-content">
          <div className="auth-content-inner">{children}</div>
        </main>
        <footer className="auth-footer">
          <span className="auth-footer-tagline">{TAGLINE}</span>
        </footer>
      </div>
      <SidePanel />
      {help && supportMounted ? (
        <QuietBoundary part="el formulario de ayuda">
          <Suspense fallback={null}>
            <PublicSupportDialog />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </div>
  );
}

/** The title and lead text above each form. */
export function AuthHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="auth-heading">
      <h1 className="auth-title">{title}</h1>
      {description ? <p className="auth-description">{description}</p> : null}
    </div>
  );
}

import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import theme from 'antd/es/theme';
import { clientAppPaths } from '@coach/shared';
import type { CSSProperties, ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { ConnectionStatus } from './connection-status';
import './app-layout.css';

interface Tab {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The app's sections, in the bar at the bottom (where a thumb reaches on a phone). */
export const tabs: Tab[] = [
  { to: clientAppPaths.today, label: 'Hoy', icon: <CalendarOutlined /> },
  { to: clientAppPaths.profile, label: 'Perfil', icon: <UserOutlined /> },
];

/** The frame of every signed-in screen: the brand and connection status on top, the sections below. */
export function AppLayout() {
  const { token } = theme.useToken();
  const cssVars: CSSProperties = {
    '--app-bg': token.colorBgLayout,
    '--app-bg-elevated': token.colorBgElevated,
    '--app-text': token.colorText,
    '--app-text-secondary': token.colorTextSecondary,
    '--app-border': token.colorBorderSecondary,
    '--app-primary': token.colorPrimaryText,
  };
  return (
    <div className="app-shell" style={cssVars}>
      <header className="app-header">
        <NavLink to={clientAppPaths.today} className="app-brand" aria-label="Coach, ir a Hoy">
          <BrandMark />
          <span aria-hidden="true">Coach</span>
        </NavLink>
        <ConnectionStatus />
      </header>
      <main className="app-main">
        <Outlet />
      </main>
      <nav className="app-tabs" aria-label="Secciones">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end className="app-tab">
                {tab.icon}
                <span>{tab.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function BrandMark() {
  return (
    <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="app-brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3cc6c6" />
          <stop offset="1" stopColor="#1f8a8a" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#app-brand-gradient)" />
      <path d="M22.4 10.4A8.5 8.5 0 1 0 22.4 21.6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M11.2 16h2.3l1.6-3.4 2.3 6.8 1.6-3.4h1.6" fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import theme from 'antd/es/theme';
import { BrandMark, chatMessages, clientAppPaths } from '@coach/shared';
import type { CSSProperties, ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useUnreadMessages } from '../features/chat-badge/api/get-unread-messages';
import { useProfile } from '../features/profile/api/get-profile';
import { ConnectionStatus } from './connection-status';
import './app-layout.css';

interface Tab {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shows the count of the trainer's unread messages. */
  badge?: 'unread';
}

/** The app's sections, in the bar at the bottom (where a thumb reaches on a phone). */
export const tabs: Tab[] = [
  { to: clientAppPaths.today, label: 'Hoy', icon: <CalendarOutlined aria-hidden /> },
  { to: clientAppPaths.progress, label: 'Progreso', icon: <LineChartOutlined aria-hidden /> },
  { to: clientAppPaths.chat, label: 'Chat', icon: <MessageOutlined aria-hidden />, badge: 'unread' },
  { to: clientAppPaths.plan, label: 'Mi plan', icon: <CreditCardOutlined aria-hidden /> },
  { to: clientAppPaths.profile, label: 'Perfil', icon: <UserOutlined aria-hidden /> },
];

/** A count over a tab's icon ("9+" past nine); the full sentence is for screen readers. */
function TabBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="app-tab-badge" aria-hidden="true" data-testid="unread-badge">
      {count > 9 ? '9+' : count}
    </span>
  );
}

/** The frame of every signed-in screen: the brand and connection status on top, the sections below. */
export function AppLayout() {
  const { token } = theme.useToken();
  const unread = useUnreadMessages();
  // The client's record, asked for at start for their business's settings: numbers follow its country.
  useProfile();
  const cssVars: CSSProperties = {
    '--app-bg': token.colorBgLayout,
    '--app-bg-elevated': token.colorBgElevated,
    '--app-text': token.colorText,
    '--app-text-secondary': token.colorTextSecondary,
    '--app-border': token.colorBorderSecondary,
    '--app-primary': token.colorPrimaryText,
    '--app-badge-bg': token.colorError,
  };
  return (
    <div className="app-shell" style={cssVars}>
      <header className="app-header">
        <NavLink to={clientAppPaths.today} className="app-brand" aria-label="Coach, ir a Hoy">
          <BrandMark size={28} />
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
                <span className="app-tab-icon" aria-hidden="true">
                  {tab.icon}
                  {tab.badge === 'unread' && <TabBadge count={unread} />}
                </span>
                <span>{tab.label}</span>
                {tab.badge === 'unread' && unread > 0 && <span className="app-sr-only">, {chatMessages.unreadLabel(unread)}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

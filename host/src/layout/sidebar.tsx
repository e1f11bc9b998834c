import { CompassOutlined, DownOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { QuietBoundary, chatMessages, useSession } from '@coach/shared';
import Badge from 'antd/es/badge';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import { Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeNavKey, businessItems, itemsForRole, libraryItems, nutritionItem, type NavItem } from './nav-items';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar-size';
import { useTooltipDelay } from './use-tooltip-delay';
import { WordmarkLink } from './wordmark-link';
import { lazyNamed } from '../lib/lazy-named';

const SidebarSheet = lazyNamed(() => import('./sidebar-sheet'), 'SidebarSheet');

interface SidebarProps {
  unreadMessages: number;
  onOpenTutorials: () => void;
  onOpenTours: () => void;
}

export function Sidebar(props: SidebarProps) {
  const { open, isMobile, setSheetOpen } = useSidebar();
  const { token } = theme.useToken();

  if (isMobile) {
    return (
      <QuietBoundary part="el menú">
        <Suspense fallback={null}>
          <SidebarSheet>
            <SidebarContent {...props} collapsed={false} onNavigate={() => setSheetOpen(false)} />
          </SidebarSheet>
        </Suspense>
      </QuietBoundary>
    );
  }
  return (
    <aside
      aria-label="Menú principal"
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{
        width: open ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        transition: 'width 0.2s ease',
        background: token.colorBgContainer,
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        overflow: 'hidden',
      }}
    >
      <SidebarContent {...props} collapsed={!open} />
    </aside>
  );
}

interface ContentProps extends SidebarProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

function SidebarContent({ collapsed, unreadMessages, onOpenTutorials, onOpenTours, onNavigate }: ContentProps) {
  const { pathname } = useLocation();
  const active = activeNavKey(pathname);
  const [libraryOpen, setLibraryOpen] = useState(true);
  const { token } = theme.useToken();
  const role = useSession((state) => state.user?.role);

  const item = (entry: NavItem) => (
    <NavEntry
      key={entry.label}
      item={entry}
      collapsed={collapsed}
      active={entry.path === active}
      unreadMessages={unreadMessages}
      onNavigate={onNavigate}
    />
  );

  return (
    <Flex vertical style={{ height: '100%' }}>
      <WordmarkLink
        withMark
        showName={!collapsed}
        fontSize={18}
        onClick={onNavigate}
        style={{ display: 'flex', alignItems: 'center', gap: 8, height: 64, paddingInline: collapsed ? 12 : 20, color: token.colorText, flexShrink: 0 }}
      />
      <nav aria-label="Secciones" style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', paddingInline: 6 }}>
        <GroupLabel collapsed={collapsed}>Negocio</GroupLabel>
        <ul style={listStyle}>{itemsForRole(businessItems, role).map(item)}</ul>
        {collapsed ? (
          <div role="separator" style={{ height: 1, background: token.colorBorderSecondary, margin: '8px 6px' }} />
        ) : (
          <button
            type="button"
            aria-expanded={libraryOpen}
            aria-controls="sidebar-library"
            onClick={() => setLibraryOpen((value) => !value)}
            style={{ ...groupButtonStyle, color: token.colorTextTertiary }}
          >
            Biblioteca
            <DownOutlined style={{ fontSize: 10, transform: libraryOpen ? undefined : 'rotate(-90deg)', transition: 'transform 0.2s' }} aria-hidden />
          </button>
        )}
        <ul id="sidebar-library" style={listStyle} hidden={!collapsed && !libraryOpen}>
          {libraryItems.map(item)}
        </ul>
        <ul style={listStyle}>
          <NavEntry item={nutritionItem} collapsed={collapsed} active={false} unreadMessages={0} />
        </ul>
      </nav>
      <ul style={{ ...listStyle, padding: 6, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {/* On a phone the sheet closes first: a dialog, and then a tour, open over the page, not over the menu. */}
        <NavButton
          icon={<PlayCircleOutlined aria-hidden />}
          label="Tutoriales"
          collapsed={collapsed}
          onClick={() => {
            onNavigate?.();
            onOpenTutorials();
          }}
        />
        <NavButton
          icon={<CompassOutlined aria-hidden />}
          label="Recorridos"
          collapsed={collapsed}
          onClick={() => {
            onNavigate?.();
            onOpenTours();
          }}
          tour="all-tours-menu"
        />
      </ul>
    </Flex>
  );
}

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 };
const groupButtonStyle: CSSProperties = {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  padding: '12px 12px 6px',
  fontSize: 12,
};

function GroupLabel({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  if (collapsed) return null;
  return <div style={{ padding: '12px 12px 6px', fontSize: 12, color: token.colorTextTertiary }}>{children}</div>;
}

interface NavEntryProps {
  item: NavItem;
  collapsed: boolean;
  active: boolean;
  unreadMessages: number;
  onNavigate?: () => void;
}

function NavEntry({ item, collapsed, active, unreadMessages, onNavigate }: NavEntryProps) {
  const { token } = theme.useToken();
  const tooltip = useTooltipDelay();
  const showUnread = item.badge === 'unread' && unreadMessages > 0;
  const style = entryStyle(token, active, collapsed);
  const body = (
    <>
      <span aria-hidden style={{ fontSize: 16, display: 'inline-flex' }}>
        {collapsed && showUnread ? <Badge dot>{item.icon}</Badge> : item.icon}
      </span>
      {!collapsed && <span style={{ flex: 1, whiteSpace: 'nowrap' }}>{item.label}</span>}
      {!collapsed && showUnread && <Badge count={unreadMessages} size="small" aria-label={chatMessages.unreadLabel(unreadMessages)} />}
      {!collapsed && item.badge === 'new' && <Tag color="cyan" style={{ marginInlineEnd: 0 }}>Nuevo</Tag>}
      {!collapsed && !item.path && <Tag style={{ marginInlineEnd: 0 }}>Pronto</Tag>}
    </>
  );
  const label = item.path ? item.label : `${item.label} (próximamente)`;
  const entry = item.path ? (
    <Link to={item.path} onClick={onNavigate} aria-current={active ? 'page' : undefined} aria-label={collapsed ? label : undefined} data-tour={item.tour} style={style}>
      {body}
    </Link>
  ) : (
    // Named by what it shows ("Nutrición Pronto"); only the icon alone (collapsed) needs a label.
    <span role="link" aria-disabled="true" aria-label={collapsed ? label : undefined} style={{ ...style, cursor: 'not-allowed', opacity: 0.55 }}>
      {body}
    </span>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip title={label} placement="right" mouseEnterDelay={tooltip.delay()} onOpenChange={tooltip.onOpenChange}>
          {entry}
        </Tooltip>
      ) : (
        entry
      )}
    </li>
  );
}

function NavButton({ icon, label, collapsed, onClick, tour }: { icon: ReactNode; label: string; collapsed: boolean; onClick: () => void; tour?: string }) {
  const { token } = theme.useToken();
  const tooltip = useTooltipDelay();
  const button = (
    <button type="button" onClick={onClick} aria-label={label} data-tour={tour} style={{ ...entryStyle(token, false, collapsed), border: 'none', background: 'transparent', cursor: 'pointer', font: 'inherit', width: '100%' }}>
      <span aria-hidden style={{ fontSize: 16, display: 'inline-flex' }}>{icon}</span>
      {!collapsed && <span>{label}</span>}
    </button>
  );
  return (
    <li>
      {collapsed ? (
        <Tooltip title={label} placement="right" mouseEnterDelay={tooltip.delay()} onOpenChange={tooltip.onOpenChange}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </li>
  );
}

type Token = ReturnType<typeof theme.useToken>['token'];

const entryStyle = (token: Token, active: boolean, collapsed: boolean): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  height: 36,
  paddingInline: collapsed ? 0 : 12,
  justifyContent: collapsed ? 'center' : 'flex-start',
  borderRadius: token.borderRadius,
  color: active ? token.colorPrimaryText : token.colorText,
  background: active ? token.colorPrimaryBg : 'transparent',
  fontWeight: active ? 600 : 400,
  textDecoration: 'none',
});

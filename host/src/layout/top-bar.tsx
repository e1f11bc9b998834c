import { MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTheme, type SessionUser, paths } from '@coach/shared';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useLocation } from 'react-router-dom';
import { useSidebar } from './sidebar-context';
import { TrialAlert } from './trial-alert';
import { UserMenu } from './user-menu';
import { WordmarkLink } from './wordmark-link';

export const TOP_BAR_HEIGHT = 65;

export function TopBar({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const { open, isMobile, sheetOpen, toggle } = useSidebar();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const resolved = useTheme((state) => state.resolved);
  const toggleTheme = useTheme((state) => state.toggle);
  const expanded = isMobile ? sheetOpen : open;
  const shortcut = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';
  const nextTheme = resolved === 'dark' ? 'claro' : 'oscuro';

  return (
    <header
      style={{
        height: TOP_BAR_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Tooltip mouseEnterDelay={0.2} title={`${expanded ? 'Ocultar' : 'Mostrar'} menú (${shortcut})`}>
        <Button
          type="text"
          onClick={toggle}
          aria-label={expanded ? 'Ocultar menú' : 'Mostrar menú'}
          aria-expanded={expanded}
          aria-keyshortcuts="Control+B Meta+B"
          icon={expanded ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        />
      </Tooltip>
      {isMobile ? (
        <WordmarkLink showName fontSize={17} style={{ color: token.colorText }} />
      ) : (
        <Typography.Text strong style={{ fontSize: 17 }} aria-hidden>
          Coach
        </Typography.Text>
      )}
      <div style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
        {pathname !== paths.dashboard && <TrialAlert remainingDays={user.remainingDays} />}
      </div>
      <Tooltip mouseEnterDelay={0.2} title={`Cambiar a tema ${nextTheme}`}>
        <Button
          type="text"
          onClick={toggleTheme}
          aria-label={`Cambiar a tema ${nextTheme}`}
          data-testid="theme-toggle"
          icon={resolved === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
        />
      </Tooltip>
      <UserMenu user={user} onSignOut={onSignOut} />
    </header>
  );
}

import { LogoutOutlined, QuestionCircleOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { ACCENT_COLOR, ON_ACCENT_COLOR, openSupport, roleLabels, type SessionUser, type WebRole, paths, visuallyHidden } from '@coach/shared';
import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useNavigate } from 'react-router-dom';
import { useIsMobile } from '../hooks/use-media-query';

export function UserAvatar({ user, size }: { user: SessionUser; size?: number }) {
  return (
    <Avatar src={user.image ?? undefined} alt={user.displayName} size={size} style={{ backgroundColor: ACCENT_COLOR, color: ON_ACCENT_COLOR, flexShrink: 0 }}>
      {user.initials}
    </Avatar>
  );
}

export function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const role = roleLabels[user.role as WebRole] ?? user.role;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined aria-hidden />, label: 'Mi Perfil', onClick: () => navigate(paths.profile) },
          { key: 'business', icon: <ShopOutlined aria-hidden />, label: 'Mi negocio', onClick: () => navigate(paths.business) },
          { key: 'help', icon: <QuestionCircleOutlined aria-hidden />, label: '¿Necesitás ayuda?', onClick: () => openSupport() },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Cerrar Sesión', onClick: onSignOut },
        ],
      }}
    >
      {/* Named by what it shows, the name and the role (axe label-content-name-mismatch: an aria-label
          "Menú de …" did not contain the visible initials, name and role); on a phone, where only the
          avatar shows, the same words are there for screen readers. */}
      <button
        type="button"
        aria-haspopup="menu"
        title="Tu cuenta"
        data-tour="profile"
        data-testid="user-menu"
        style={{ all: 'unset', cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 10, padding: 4, borderRadius: 8 }}
      >
        <span aria-hidden style={{ display: 'inline-flex' }}>
          <UserAvatar user={user} />
        </span>
        {isMobile && <span style={visuallyHidden}>{`${user.displayName}, ${role}`}</span>}
        {!isMobile && (
          <Flex vertical style={{ lineHeight: 1.25, textAlign: 'start' }}>
            <Typography.Text strong data-testid="user-name">
              {user.displayName}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {role}
            </Typography.Text>
          </Flex>
        )}
      </button>
    </Dropdown>
  );
}

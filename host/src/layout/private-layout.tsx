import { roleLabels, useSession, type WebRole } from '@coach/shared';
import { Avatar, Button, Flex, Layout, Menu, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { activeNavKey, navItems } from './nav-items';

const HEADER_HEIGHT = 65;

export function PrivateLayout() {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeNavKey(pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width="15rem" collapsedWidth="3rem" breakpoint="md" theme="light" aria-label="Menú principal">
        <Typography.Link href={paths.dashboard} strong style={{ display: 'block', padding: '20px 24px', fontSize: 18 }}>
          Coach
        </Typography.Link>
        <Menu
          mode="inline"
          items={navItems}
          selectedKeys={active ? [active] : []}
          onClick={({ key }) => navigate(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ height: HEADER_HEIGHT, paddingInline: 24, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', background: 'transparent' }}>
          {user && (
            <Flex align="center" gap={12}>
              <Avatar src={user.image ?? undefined} alt={user.displayName} style={{ backgroundColor: '#2bacac' }}>
                {user.initials}
              </Avatar>
              <Flex vertical style={{ lineHeight: 1.2 }}>
                <Typography.Text strong data-testid="user-name">
                  {user.displayName}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {roleLabels[user.role as WebRole] ?? user.role}
                </Typography.Text>
              </Flex>
              <Button onClick={signOut}>Cerrar Sesión</Button>
            </Flex>
          )}
        </Layout.Header>
        <Layout.Content style={{ height: `calc(100vh - ${HEADER_HEIGHT}px)`, overflow: 'auto' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

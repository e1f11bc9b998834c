import { LockOutlined } from '@ant-design/icons';
import { StatusMessage, paths } from '@coach/shared';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useNavigate } from 'react-router-dom';

export const noPermissionTexts = {
  title: 'No tenés permisos para ver esta pantalla',
  description: 'Solo las personas con rol Administrador de tu negocio pueden verla. Si necesitás entrar, pedíselo a una de ellas.',
  dashboard: 'Ir al Dashboard',
} as const;

/** A screen the signed-in role may not open (a CO on /equipo): says so, inside the shell, with a way out. */
export function NoPermissionPage() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <StatusMessage
      testId="no-permission"
      icon={<LockOutlined aria-hidden style={{ fontSize: 48, color: token.colorTextTertiary }} />}
      title={noPermissionTexts.title}
      description={noPermissionTexts.description}
      actions={
        <Button type="primary" onClick={() => navigate(paths.dashboard)}>
          {noPermissionTexts.dashboard}
        </Button>
      }
    />
  );
}

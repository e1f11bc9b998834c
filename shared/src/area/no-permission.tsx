import { LockOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { permissionTexts } from '../texts';
import { StatusMessage } from '../ui/status-message';

/**
 * A screen the signed-in role may not open (a CO on /equipo, or on Cobros by its link): says so, inside
 * the shell, with a way out, instead of the error the API's 403 would otherwise show.
 */
export function NoPermission() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <StatusMessage
      testId="no-permission"
      icon={<LockOutlined aria-hidden style={{ fontSize: 48, color: token.colorTextTertiary }} />}
      title={permissionTexts.screenTitle}
      description={permissionTexts.screenDescription}
      actions={
        <Button type="primary" onClick={() => navigate(paths.dashboard)}>
          {permissionTexts.dashboard}
        </Button>
      }
    />
  );
}

import { ACCENT_COLOR, notFoundTexts, StatusMessage, useSession, paths } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.user !== null);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusMessage
        icon={
          <span style={{ fontSize: 96, fontWeight: 700, lineHeight: 1, color: ACCENT_COLOR }}>
            404
          </span>
        }
        title={notFoundTexts.title}
        description={notFoundTexts.description}
        actions={
          <>
            <Button onClick={() => navigate(-1)}>{notFoundTexts.back}</Button>
            <Button type="primary" onClick={() => navigate(signedIn ? paths.dashboard : paths.login)}>
              {notFoundTexts.dashboard}
            </Button>
          </>
        }
      />
    </Flex>
  );
}

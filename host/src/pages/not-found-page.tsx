import { notFoundTexts, StatusMessage, useSession } from '@coach/shared';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.user !== null);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusMessage
        icon={
          <Typography.Text style={{ fontSize: 96, fontWeight: 700, lineHeight: 1, color: '#2bacac' }}>404</Typography.Text>
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

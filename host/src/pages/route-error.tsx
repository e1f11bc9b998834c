import { Button, Flex, Result } from 'antd';

/** Last-resort screen for an error in the shell itself: Spanish, no stack trace. */
export function RouteError() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title="Algo salió mal"
        subTitle="Recargá la página. Si el problema sigue, escribinos."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      />
    </Flex>
  );
}

import { Button, Flex, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Last-resort screen for an error in the shell itself: Spanish, no stack trace. */
function ShellError() {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '100vh', padding: 24, textAlign: 'center' }}>
      <Typography.Title level={3}>Algo salió mal</Typography.Title>
      <Typography.Text type="secondary">Recargá la página. Si el problema sigue, escribinos.</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        Recargar
      </Button>
    </Flex>
  );
}

export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error en la aplicación', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ShellError /> : this.props.children;
  }
}

import { StatusMessage } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Last-resort screen for an error in the shell itself: Spanish, no stack trace. */
function ShellError() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusMessage
        title="Algo salió mal"
        description="Recargá la página. Si el problema sigue, escribinos."
        actions={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      />
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

import { Button, Result } from 'antd';

export interface RemoteErrorPanelProps {
  area?: string;
  onRetry: () => void;
}

/** Shown when an area's code cannot be loaded: the rest of the product keeps working. */
export function RemoteErrorPanel({ area, onRetry }: RemoteErrorPanelProps) {
  return (
    <Result
      status="warning"
      data-testid="remote-error"
      title={area ? `No pudimos cargar ${area}` : 'No pudimos cargar esta sección'}
      subTitle="Revisá tu conexión e intentá de nuevo. El resto de la aplicación sigue funcionando."
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

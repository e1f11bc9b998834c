import { WarningFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import { StatusMessage } from '../ui/status-message';

export interface RemoteErrorPanelProps {
  area?: string;
  onRetry: () => void;
}

/** Shown when an area's code cannot be loaded: the rest of the product keeps working. */
export function RemoteErrorPanel({ area, onRetry }: RemoteErrorPanelProps) {
  return (
    <StatusMessage
      testId="remote-error"
      icon={<WarningFilled style={{ fontSize: 48, color: '#faad14' }} aria-hidden />}
      title={area ? `No pudimos cargar ${area}` : 'No pudimos cargar esta sección'}
      description="Revisá tu conexión e intentá de nuevo. El resto de la aplicación sigue funcionando."
      actions={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

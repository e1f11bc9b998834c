import CloudSyncOutlined from '@ant-design/icons/CloudSyncOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import { useOutbox } from '@coach/shared/client-app';
import { useSyncExternalStore } from 'react';

const subscribe = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

/** "Sin conexión" and how many of the client's records wait to be sent, announced politely. */
export function ConnectionStatus() {
  const online = useOnline();
  const waiting = useOutbox((state) => state.items?.filter((item) => item.problem === null).length ?? 0);
  let text = '';
  if (!online) text = waiting > 0 ? `Sin conexión · ${pendingLabel(waiting)}` : 'Sin conexión';
  else if (waiting > 0) text = pendingLabel(waiting);
  return (
    <span className="app-status" role="status" aria-live="polite">
      {text ? online ? <CloudSyncOutlined aria-hidden="true" /> : <DisconnectOutlined aria-hidden="true" /> : null}
      {text}
    </span>
  );
}

export const pendingLabel = (count: number) => (count === 1 ? '1 pendiente de enviar' : `${count} pendientes de enviar`);

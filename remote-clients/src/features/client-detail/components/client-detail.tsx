import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import { StatusMessage, isApiError, paths } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { Link } from 'react-router-dom';
import { useRefreshOnClientChanges } from '../../../lib/use-client-changes';
import { useClient } from '../api/get-client';
import { ClientHeader } from './client-header';
import { ClientTabs, type ClientTabsProps } from './client-tabs';

export interface ClientDetailProps extends Pick<ClientTabsProps, 'renderWidget'> {
  /** The `:id` of the route, as written in the URL. */
  id: string | undefined;
  onInvite: (client: Client) => void;
}

const toId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function NotFound() {
  return (
    <StatusMessage
      title="No encontramos este cliente"
      description="Puede que el enlace esté mal escrito o que el cliente no sea tuyo."
      actions={
        <Link to={paths.clients}>
          <Button type="primary" tabIndex={-1}>
            Volver a clientes
          </Button>
        </Link>
      }
    />
  );
}

/** `/clientes/{id}`: the client's header and tabs, with loading, not-found and error states. */
export function ClientDetail({ id, onInvite, renderWidget }: ClientDetailProps) {
  const clientId = toId(id);
  if (clientId === null) return <NotFound />;
  return <LoadedClientDetail clientId={clientId} onInvite={onInvite} renderWidget={renderWidget} />;
}

function LoadedClientDetail({ clientId, onInvite, renderWidget }: Omit<ClientDetailProps, 'id'> & { clientId: number }) {
  const client = useClient(clientId);
  useRefreshOnClientChanges(clientId);

  if (client.isPending) {
    return (
      <div aria-busy="true" aria-label="Cargando cliente">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (client.isError) {
    if (isApiError(client.error) && client.error.status === 404) return <NotFound />;
    return (
      <StatusMessage
        title="No pudimos cargar este cliente"
        description="Revisá tu conexión e intentá de nuevo."
        actions={
          <Button type="primary" onClick={() => void client.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={24}>
      <ClientHeader client={client.data} onInvite={() => onInvite(client.data)} />
      <ClientTabs client={client.data} renderWidget={renderWidget} />
    </Flex>
  );
}

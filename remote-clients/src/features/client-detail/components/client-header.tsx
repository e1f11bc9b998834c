import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { chatMessages, paths, useToast } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { useNavigate } from 'react-router-dom';
import { ActiveTag, ClientAvatar, SubscriptionTag } from '../../../components/client-badges';
import { fullName } from '../../../lib/format';
import { useUpdateClient } from '../api/update-client';
import { ClientTrainer } from './client-trainer';

export interface ClientHeaderProps {
  client: Client;
  onInvite: () => void;
}

/** Name, state and the actions on the whole client: enable/disable and invite to the app. */
export function ClientHeader({ client, onInvite }: ClientHeaderProps) {
  const [modal, confirmHolder] = Modal.useModal();
  const toast = useToast();
  const updateClient = useUpdateClient();
  const navigate = useNavigate();
  const name = fullName(client);

  const confirmToggle = () => {
    const disabling = client.active;
    modal.confirm({
      title: disabling ? `¿Desactivar a ${name}?` : `¿Activar a ${name}?`,
      content: disabling
        ? 'Va a perder el acceso a la app, pero conservás todo su historial: planificación, pagos y formularios. Podés volver a activarlo cuando quieras.'
        : 'Va a recuperar el acceso a la app con todo su historial.',
      okText: disabling ? 'Desactivar' : 'Activar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: disabling },
      onOk: () =>
        updateClient
          .mutateAsync({ id: client.id, data: { active: !disabling } })
          .then(() =>
            disabling
              ? toast.success('Cliente desactivado', `${name} ya no puede entrar a la app.`)
              : toast.success('Cliente activado', `${name} puede volver a usar la app.`),
          )
          .catch(() =>
            toast.error(
              disabling ? 'No pudimos desactivar el cliente' : 'No pudimos activar el cliente',
              'Intentá de nuevo en unos minutos.',
            ),
          ),
    });
  };

  return (
    <Flex vertical gap={8}>
      {confirmHolder}
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex align="center" gap={16}>
          <ClientAvatar client={client} size={56} />
          <div>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            <Flex gap={4} wrap style={{ marginTop: 4 }} data-testid="client-status-tags">
              <ActiveTag active={client.active} />
              <SubscriptionTag status={client.subscriptionStatus} />
            </Flex>
            <div style={{ marginTop: 8 }}>
              <ClientTrainer client={client} />
            </div>
          </div>
        </Flex>
        <Flex gap={8} wrap>
          <Button onClick={() => navigate(paths.chat(client.id))}>{chatMessages.sendMessage}</Button>
          <Button onClick={onInvite}>Enviar invitación</Button>
          <Button danger={client.active} onClick={confirmToggle} loading={updateClient.isPending}>
            {client.active ? 'Desactivar' : 'Activar'}
          </Button>
        </Flex>
      </Flex>
      <Typography.Text type="secondary" style={{ textAlign: 'right' }}>
        Los clientes no se eliminan: desactivalo para quitarle el acceso y conservar su historial.
      </Typography.Text>
    </Flex>
  );
}

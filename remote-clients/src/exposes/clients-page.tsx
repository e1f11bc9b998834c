import Button from 'antd/es/button';
import { AreaPage } from '@coach/shared/area';
import { useState } from 'react';
import { ClientsList } from '../features/clients/components/clients-list';
import { CreateClientDialog } from '../features/clients/components/create-client-dialog';
import { InviteClientDialog } from '../features/invitations/components/invite-client-dialog';
import { RecentInvitations } from '../features/invitations/components/recent-invitations';
import { clientsTourTargets } from '../tours/clients-tour';

/** `/clientes`: the list, with the invite and create dialogs. */
export default function ClientsPage() {
  const [dialog, setDialog] = useState<'invite' | 'create' | null>(null);
  const openInvite = () => setDialog('invite');
  const openCreate = () => setDialog('create');
  const close = () => setDialog(null);

  return (
    <AreaPage
      title="Clientes"
      subtitle="Tus clientes, su estado y su suscripción."
      tourTarget={clientsTourTargets.page}
      actions={
        <>
          <Button onClick={openInvite} data-tour={clientsTourTargets.inviteButton}>
            Invitar cliente
          </Button>
          <Button type="primary" onClick={openCreate} data-tour={clientsTourTargets.createButton}>
            Nuevo cliente
          </Button>
        </>
      }
    >
      <ClientsList onInvite={openInvite} onCreate={openCreate} />
      <RecentInvitations />
      <InviteClientDialog open={dialog === 'invite'} onClose={close} />
      <CreateClientDialog open={dialog === 'create'} onClose={close} />
    </AreaPage>
  );
}

import Flex from 'antd/es/flex';
import type { Client } from '@coach/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ClientDetail } from '../features/client-detail/components/client-detail';
import { InviteClientDialog } from '../features/invitations/components/invite-client-dialog';
import { fullName } from '../lib/format';
import { clientPaths } from '../lib/paths';
import '../tours/clients-tour';

/** `/clientes/{id}`: the client's page, with the invite dialog bound to that client. */
export default function ClientDetailPage() {
  const { id } = useParams<{ id: string }>();
  const [invited, setInvited] = useState<Client | null>(null);

  return (
    <section aria-label="Cliente" style={{ padding: 'clamp(16px, 4vw, 24px)' }}>
      <Flex vertical gap={16}>
        <Link to={clientPaths.list}>← Clientes</Link>
        <ClientDetail id={id} onInvite={setInvited} />
      </Flex>
      <InviteClientDialog
        open={invited !== null}
        onClose={() => setInvited(null)}
        clientId={invited?.id}
        clientName={invited ? fullName(invited) : undefined}
      />
    </section>
  );
}

import { paths, type ClientDetailPageProps } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ClientDetail } from '../features/client-detail/components/client-detail';
import { InviteClientDialog } from '../features/invitations/components/invite-client-dialog';
import { fullName } from '../lib/format';
import '../tours/clients-tour';

/**
 * `/clientes/{id}`: the client's page, with the invite dialog bound to that client. The host passes
 * the other areas' widgets for the Planificación, Plan y pagos and Formularios tabs.
 */
export default function ClientDetailPage({ renderWidget }: ClientDetailPageProps) {
  const { id } = useParams<{ id: string }>();
  const [invited, setInvited] = useState<Client | null>(null);

  return (
    <section aria-label="Cliente" style={{ padding: 'clamp(16px, 4vw, 24px)' }}>
      <Flex vertical gap={16}>
        <Link to={paths.clients}>← Clientes</Link>
        <ClientDetail id={id} onInvite={setInvited} renderWidget={renderWidget} />
      </Flex>
      <InviteClientDialog
        open={invited !== null}
        onClose={() => setInvited(null)}
        clientId={invited?.id}
        clientName={invited ? fullName(invited) : undefined}
        clientFirstName={invited?.firstName}
        clientPhone={invited?.phone}
      />
    </section>
  );
}

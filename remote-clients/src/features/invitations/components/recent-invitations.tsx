import { formatInstantDate, useBusinessSettings, useToast } from '@coach/shared';
import { type Invitation, type InvitationStatus } from '@coach/shared/contracts';
import { Panel } from '@coach/shared/area';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';

const PAGE_SIZE = 5;

const statusTags: Record<InvitationStatus, { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'gold' },
  used: { label: 'Usado', color: 'green' },
  expired: { label: 'Vencido', color: 'default' },
  revoked: { label: 'Anulado', color: 'default' },
};

/** The codes generated for the client app and what became of each: pending, used, expired or revoked; a pending one can be taken back. */
export function RecentInvitations() {
  const [page, setPage] = useState(1);
  const invitations = useInvitations({ page, pageSize: PAGE_SIZE });
  const revoke = useRevokeInvitation();
  const toast = useToast();
  const { token } = theme.useToken();
  const { timeZone } = useBusinessSettings();
  const revokeCode = (invitation: Invitation) =>
    revoke.mutateAsync(invitation.id).then(
      () => toast.success('Código anulado', `${invitation.code} ya no sirve para registrarse.`),
      () => toast.error('No pudimos anular el código', 'Intentá de nuevo en unos segundos.'),
    );
  if (invitations.isPending || invitations.isError || invitations.data.total === 0) return null;
  const { items, total } = invitations.data;
  const pages = Math.ceil(total / PAGE_SIZE);

  return (
    <Panel title="Códigos de invitación">
      <ul aria-label="Códigos de invitación" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {items.map((invitation) => (
          <li
            key={invitation.id}
            data-status={invitation.status}
            style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', padding: '8px 12px', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
          >
            <Typography.Text code style={{ fontSize: 15, letterSpacing: 2 }}>
              {invitation.code}
            </Typography.Text>
            <Tag color={statusTags[invitation.status].color}>{statusTags[invitation.status].label}</Tag>
            <Typography.Text style={{ flex: 1, minWidth: 160 }}>{invitation.clientName ?? 'Cliente nuevo'}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {describe(invitation, timeZone)}
            </Typography.Text>
            {invitation.status === 'pending' && (
              <Popconfirm
                title={`¿Anular el código ${invitation.code}?`}
                description="Ya no va a servir para registrarse en la app."
                okText="Anular"
                cancelText="Cancelar"
                okButtonProps={{ danger: true }}
                onConfirm={() => revokeCode(invitation)}
              >
                <Button size="small" aria-label={`Anular el código ${invitation.code}`}>
                  Anular
                </Button>
              </Popconfirm>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Flex justify="flex-end" align="center" gap={8} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">
            Página {page} de {pages}
          </Typography.Text>
          <Button size="small" disabled={page === 1} onClick={() => setPage((n) => n - 1)}>
            Anteriores
          </Button>
          <Button size="small" disabled={page === pages} onClick={() => setPage((n) => n + 1)}>
            Siguientes
          </Button>
        </Flex>
      )}
    </Panel>
  );
}

/** What became of a code, dated on the business's calendar (the API sends instants in UTC). */
function describe(invitation: Invitation, timeZone: string): string {
  if (invitation.status === 'used' && invitation.usedAt) return `Usado el ${formatInstantDate(invitation.usedAt, timeZone)}`;
  if (invitation.status === 'expired') return `Venció el ${formatInstantDate(invitation.expiresAt, timeZone)}`;
  if (invitation.status === 'revoked' && invitation.revokedAt) return `Anulado el ${formatInstantDate(invitation.revokedAt, timeZone)}`;
  return `Creado el ${formatInstantDate(invitation.createdAt, timeZone)}`;
}

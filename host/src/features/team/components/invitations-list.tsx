import { formatInstantDate, roleLabels, useBusinessSettings, useToast } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';
import { TEAM_INVITATION_DAYS, type TeamInvitation } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { problemOf } from '../lib/team-errors';
import { fullName } from '../lib/team-format';

export interface InvitationsListProps {
  invitations: TeamInvitation[];
  onInvite: () => void;
}

/** "Invitaciones pendientes": who was invited and until when; "Reenviar" sends a new link, "Anular" kills it. */
export function InvitationsList({ invitations, onInvite }: InvitationsListProps) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const { timeZone } = useBusinessSettings();
  const { token } = theme.useToken();

  if (invitations.length === 0) {
    return (
      <EmptyArea
        title="No hay invitaciones pendientes"
        description="Cuando invites a alguien, vas a ver acá su invitación hasta que la acepte."
        action={<Button onClick={onInvite}>Invitar a alguien</Button>}
      />
    );
  }

  const send = (invitation: TeamInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast.success('Invitación reenviada', `Le enviamos un enlace nuevo a ${invitation.email}. Vence en ${TEAM_INVITATION_DAYS} días.`),
      onError: (error) => toast.error('No pudimos reenviar la invitación', problemOf(error)),
    });

  const cancel = (invitation: TeamInvitation) =>
    modal.confirm({
      title: `¿Anular la invitación a ${invitation.email}?`,
      content: 'El enlace que le enviamos deja de funcionar. Si cambiás de idea, podés invitar a esa persona de nuevo.',
      okText: 'Anular invitación',
      okButtonProps: { danger: true },
      cancelText: 'Volver',
      onOk: () =>
        revoke
          .mutateAsync(invitation.id, {
            onSuccess: () => toast.success('Invitación anulada', `El enlace que le enviamos a ${invitation.email} ya no funciona.`),
            onError: (error) => toast.error('No pudimos anular la invitación', problemOf(error)),
          })
          .catch(() => undefined),
    });

  return (
    <>
      {modalHolder}
      <ul aria-label="Invitaciones pendientes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invitations.map((invitation, index) => {
          const name = fullName(invitation);
          const busy = (resend.isPending && resend.variables === invitation.id) || (revoke.isPending && revoke.variables === invitation.id);
          return (
            <li
              key={invitation.id}
              data-testid={`invitation-${invitation.id}`}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '8px 16px',
                padding: index === 0 ? '0 0 12px' : '12px 0',
                borderTop: index === 0 ? 'none' : `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Typography.Text>
                {name && (
                  <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography.Text>
                )}
              </div>
              <Flex align="center" gap={8} wrap style={{ flex: '2 1 300px', minWidth: 0 }}>
                <Tag color={invitation.role === 'AD' ? 'cyan' : undefined} style={{ marginInlineEnd: 0 }}>
                  {roleLabels[invitation.role]}
                </Tag>
                <Typography.Text type="secondary">
                  Enviada el <time dateTime={invitation.sentAt}>{formatInstantDate(invitation.sentAt, timeZone)}</time>
                </Typography.Text>
                {invitation.expired ? (
                  <Tag color="error" style={{ marginInlineEnd: 0 }}>
                    Vencida
                  </Tag>
                ) : (
                  <Typography.Text type="secondary">
                    Vence el <time dateTime={invitation.expiresAt}>{formatInstantDate(invitation.expiresAt, timeZone)}</time>
                  </Typography.Text>
                )}
              </Flex>
              <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
                <Button
                  type={invitation.expired ? 'primary' : 'default'}
                  aria-label={`Reenviar la invitación a ${invitation.email}`}
                  disabled={busy}
                  loading={resend.isPending && resend.variables === invitation.id}
                  onClick={() => send(invitation)}
                >
                  Reenviar
                </Button>
                <Button danger aria-label={`Anular la invitación a ${invitation.email}`} disabled={busy} onClick={() => cancel(invitation)}>
                  Anular
                </Button>
              </Flex>
            </li>
          );
        })}
      </ul>
    </>
  );
}

import { MoreOutlined } from '@ant-design/icons';
import { roleLabels, useBusinessSettings, useToast, type WebRole } from '@coach/shared';
import type { TeamMember } from '@coach/shared/contracts';
import type { MenuProps } from 'antd';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useState, type CSSProperties } from 'react';
import { useUpdateMember } from '../api/update-member';
import { needsReassign, problemOf } from '../lib/team-errors';
import { clientCountLabel, fullName, lastSeenLabel } from '../lib/team-format';
import { MemberAvatar } from './member-avatar';
import { ReassignDialog } from './reassign-dialog';

export interface MembersListProps {
  members: TeamMember[];
  /** The signed-in administrator: their own row has no actions (the API refuses them, OWN_MEMBERSHIP). */
  currentUserId: number;
}

const otherRole = (role: WebRole): WebRole => (role === 'AD' ? 'CO' : 'AD');

const roleConsequence: Record<WebRole, string> = {
  AD: 'Va a ver todos los clientes del negocio, invitar y desactivar a otras personas del equipo y cambiar los datos de Mi negocio.',
  CO: 'Va a ver solo los clientes que tiene a cargo y deja de administrar el equipo y el negocio.',
};

/** Active members first, each group in the API's order. */
const activeFirst = (members: TeamMember[]) => [...members.filter((member) => member.active), ...members.filter((member) => !member.active)];

/**
 * Integrantes: one row per member (photo, name, email, role, state, clients, last seen) that wraps into a
 * card on a phone; the actions of each are in its "Acciones" menu. Deactivating someone with clients asks
 * who takes them first.
 */
export function MembersList({ members, currentUserId }: MembersListProps) {
  const update = useUpdateMember();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  // By id: the dialog reads the member from the list, which is asked again when the API refused a deactivation.
  const [reassigningId, setReassigningId] = useState<number | null>(null);
  const reassigning = members.find((member) => member.id === reassigningId) ?? null;
  const { timeZone } = useBusinessSettings();
  const { token } = theme.useToken();

  const changeRole = (member: TeamMember) => {
    const role = otherRole(member.role);
    const name = fullName(member);
    modal.confirm({
      title: `¿Darle el rol ${roleLabels[role]} a ${name}?`,
      content: roleConsequence[role],
      okText: `Cambiar a ${roleLabels[role]}`,
      cancelText: 'Cancelar',
      onOk: () =>
        update.mutateAsync(
          { id: member.id, changes: { role } },
          {
            onSuccess: () => toast.success('Rol actualizado', `${name} ahora tiene el rol ${roleLabels[role]}.`),
            onError: (error) => toast.error('No pudimos cambiar el rol', problemOf(error)),
          },
        ).catch(() => undefined),
    });
  };

  const deactivate = (member: TeamMember) => {
    if (member.clientCount > 0) {
      setReassigningId(member.id);
      return;
    }
    const name = fullName(member);
    modal.confirm({
      title: `¿Desactivar a ${name}?`,
      content: 'No va a poder iniciar sesión. Lo que hizo queda en el historial y podés reactivar su acceso cuando quieras.',
      okText: 'Desactivar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        update.mutateAsync(
          { id: member.id, changes: { active: false } },
          {
            onSuccess: () => toast.success(`Desactivamos a ${name}`, 'Ya no puede iniciar sesión.'),
            onError: (error) => {
              // Clients were assigned to them since the list was read: who takes them comes first.
              if (needsReassign(error)) setReassigningId(member.id);
              else toast.error(`No pudimos desactivar a ${name}`, problemOf(error));
            },
          },
        ).catch(() => undefined),
    });
  };

  const reactivate = (member: TeamMember) => {
    const name = fullName(member);
    update.mutate(
      { id: member.id, changes: { active: true } },
      {
        onSuccess: () => toast.success(`Reactivamos a ${name}`, 'Ya puede volver a iniciar sesión.'),
        onError: (error) => toast.error(`No pudimos reactivar a ${name}`, problemOf(error)),
      },
    );
  };

  const actionsOf = (member: TeamMember): MenuProps['items'] =>
    member.active
      ? [
          { key: 'role', label: `Cambiar a ${roleLabels[otherRole(member.role)]}`, onClick: () => changeRole(member) },
          { type: 'divider' },
          { key: 'deactivate', label: 'Desactivar', danger: true, onClick: () => deactivate(member) },
        ]
      : [{ key: 'reactivate', label: 'Reactivar', onClick: () => reactivate(member) }];

  const rowStyle: CSSProperties = {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '12px 0',
    borderTop: `1px solid ${token.colorBorderSecondary}`,
  };

  return (
    <>
      {modalHolder}
      <ul aria-label="Integrantes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {activeFirst(members).map((member, index) => {
          const name = fullName(member);
          const self = member.id === currentUserId;
          return (
            <li key={member.id} data-testid={`member-${member.id}`} style={{ ...rowStyle, ...(index === 0 ? { borderTop: 'none', paddingTop: 0 } : {}) }}>
              <Flex align="center" gap={12} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <MemberAvatar name={name} image={member.image} />
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {name}
                    {self && <Typography.Text type="secondary"> (vos)</Typography.Text>}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Typography.Text>
                </div>
              </Flex>
              <Flex align="center" gap={8} wrap style={{ flex: '2 1 300px', minWidth: 0 }}>
                <Tag color={member.role === 'AD' ? 'cyan' : undefined} style={{ marginInlineEnd: 0 }}>
                  {roleLabels[member.role]}
                </Tag>
                <Tag color={member.active ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
                  {member.active ? 'Activo' : 'Inactivo'}
                </Tag>
                <Typography.Text style={{ minWidth: 88 }}>{clientCountLabel(member.clientCount)}</Typography.Text>
                <Typography.Text type="secondary">
                  Última vez:{' '}
                  {member.lastSeenAt ? <time dateTime={member.lastSeenAt}>{lastSeenLabel(member.lastSeenAt, timeZone)}</time> : lastSeenLabel(null, timeZone)}
                </Typography.Text>
              </Flex>
              <div style={{ marginInlineStart: 'auto' }}>
                {!self && (
                  <Dropdown trigger={['click']} placement="bottomRight" autoFocus menu={{ items: actionsOf(member) }}>
                    <Button icon={<MoreOutlined aria-hidden />} aria-label={`Acciones para ${name}`} loading={update.isPending && update.variables?.id === member.id} />
                  </Dropdown>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ReassignDialog member={reassigning} members={members} onClose={() => setReassigningId(null)} />
    </>
  );
}

import { UserAddOutlined } from '@ant-design/icons';
import { isAdministrator, isApiError, useSession } from '@coach/shared';
import { AreaPage, NoPermission, Panel } from '@coach/shared/area';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useInvitations } from '../features/team/api/get-invitations';
import { useMembers } from '../features/team/api/get-members';
import { InvitationsList } from '../features/team/components/invitations-list';
import { InviteDialog } from '../features/team/components/invite-dialog';
import { MembersList } from '../features/team/components/members-list';
import { TeamActivity } from '../features/team/components/team-activity';

/** "Equipo" (/equipo): administrators only. A CO who opens it by its URL reads that it is not for their role. */
export function TeamPage() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  if (!isAdministrator(user.role)) return <NoPermission />;
  return <TeamScreen currentUserId={user.id} />;
}

function TeamScreen({ currentUserId }: { currentUserId: number }) {
  const members = useMembers();
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);

  // The token said AD, the API says otherwise (the role changed since it was issued).
  if (isApiError(members.error) && members.error.status === 403) return <NoPermission />;

  const retry = (what: string, refetch: () => unknown) => (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="danger">No pudimos cargar {what}. Revisá tu conexión.</Typography.Text>
      <Button onClick={() => void refetch()}>Reintentar</Button>
    </Flex>
  );

  const pendingCount = invitations.data?.length ?? 0;

  return (
    <AreaPage
      title="Equipo"
      subtitle="Quiénes trabajan en tu negocio, qué rol tiene cada persona y qué hizo cada una."
      actions={
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
          Invitar a alguien
        </Button>
      }
    >
      <Panel title={members.data ? `Integrantes (${members.data.length})` : 'Integrantes'}>
        {members.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        ) : members.isError ? (
          retry('el equipo', members.refetch)
        ) : (
          <MembersList members={members.data} currentUserId={currentUserId} />
        )}
      </Panel>
      <Panel title={pendingCount > 0 ? `Invitaciones pendientes (${pendingCount})` : 'Invitaciones pendientes'}>
        {invitations.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : invitations.isError ? (
          retry('las invitaciones', invitations.refetch)
        ) : (
          <InvitationsList invitations={invitations.data} onInvite={() => setInviting(true)} />
        )}
      </Panel>
      <Panel title="Actividad del equipo">
        <TeamActivity members={members.data ?? []} />
      </Panel>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </AreaPage>
  );
}

import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { apiMessages, isApiError, paths } from '@coach/shared';
import { teamMessages, type TeamInvitationAcceptResponse } from '@coach/shared/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthHeading } from '../../../components/auth-layout';
import { useTeamInvitationPreview } from '../api/get-invitation-preview';
import { isLinkProblem, JoinTeamForm } from './join-team-form';
import { JoinedScreen } from './joined-screen';

/** The API's words for a link it refused (invalid, expired, already used) or for too many tries; anything else, try later. */
const problemOf = (error: unknown) => (isApiError(error) && (isLinkProblem(error) || error.status === 429) ? error.message : apiMessages.internal);

/**
 * `/unirme?token=…`: the invitation (business, who invites, as what), the form, then "¡Listo!". A link
 * that does not lead in says why, with the way to sign in.
 */
export function JoinTeam({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const preview = useTeamInvitationPreview(token);
  const [joined, setJoined] = useState<TeamInvitationAcceptResponse | null>(null);
  const [refused, setRefused] = useState<unknown>(null);

  if (joined) return <JoinedScreen joined={joined} />;

  const problem = !token ? teamMessages.invitationInvalid : refused ? problemOf(refused) : preview.isError ? problemOf(preview.error) : null;
  if (problem) {
    return (
      <div role="alert">
        <AuthHeading title="No pudimos abrir la invitación" description={problem} />
        <Button type="primary" size="large" block onClick={() => navigate(paths.login)}>
          Iniciar sesión
        </Button>
        {preview.isError && !isLinkProblem(preview.error) ? (
          <p className="auth-alt">
            <Button size="large" block onClick={() => void preview.refetch()}>
              Reintentar
            </Button>
          </p>
        ) : null}
      </div>
    );
  }

  if (!preview.data) {
    return (
      <div role="status" aria-busy="true">
        <AuthHeading title="Abriendo tu invitación…" />
        <Spin size="large" />
      </div>
    );
  }

  return <JoinTeamForm token={token ?? ''} preview={preview.data} onJoined={setJoined} onLinkProblem={setRefused} />;
}

import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { JoinTeam } from '../features/join-team/components/join-team';

/** `/unirme?token=…`: the link a member's invitation mails. Public; a session open in this browser is ended at the end. */
export default function JoinTeamPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout variant="narrow">
      <JoinTeam token={searchParams.get('token') || null} />
    </AuthLayout>
  );
}

import Button from 'antd/es/button';
import { paths } from '@coach/shared';
import type { TeamInvitationAcceptResponse } from '@coach/shared/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { endCurrentSession } from '../api/end-current-session';

/** After accepting: the account exists; "Iniciar sesión" opens the login with the email written in. */
export function JoinedScreen({ joined }: { joined: TeamInvitationAcceptResponse }) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const signIn = () => {
    // A session open in this browser would keep the login away (it sends a signed-in user to the dashboard).
    endCurrentSession();
    navigate(paths.login, { replace: true, state: { email: joined.email } });
  };

  return (
    <section className="auth-welcome" data-testid="joined-screen" aria-labelledby="joined-title">
      <h1 id="joined-title" className="auth-title" tabIndex={-1} ref={headingRef}>
        ¡Listo! Ya sos parte de {joined.businessName}
      </h1>
      <p className="auth-description" style={{ marginBottom: 28 }}>
        Creamos tu cuenta con el correo <strong>{joined.email}</strong>. Iniciá sesión con tu contraseña para empezar.
      </p>
      <Button type="primary" size="large" block onClick={signIn}>
        Iniciar sesión
      </Button>
    </section>
  );
}

import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { apiMessages, isApiError, paths } from '@coach/shared';
import { emailChangeMessages } from '@coach/shared/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthHeading } from '../../../components/auth-layout';
import { useEmailChangeLink, type EmailChangeLink } from '../api/email-change-links';

const texts = {
  confirm: {
    pending: 'Confirmando tu nuevo correo…',
    done: 'Correo confirmado',
    doneNext: 'Por seguridad cerramos todas tus sesiones. Iniciá sesión con tu nuevo correo.',
    failed: 'No pudimos confirmar tu correo',
    missing: emailChangeMessages.confirmLinkInvalid,
  },
  undo: {
    pending: 'Deshaciendo el cambio de correo…',
    done: 'Cambio deshecho',
    failed: 'No pudimos deshacer el cambio',
    missing: emailChangeMessages.undoLinkInvalid,
  },
} as const;

/** The API's own words for a link it refused (expired, used, address taken); anything else, the generic text. */
const problemOf = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 409 || error.status === 429) ? error.message : apiMessages.internal;

/**
 * `/confirmar-correo?token=…` and `/deshacer-cambio-de-correo?token=…`: opens the mailed link once,
 * shows a spinner meanwhile, then what happened, with the way to sign in again.
 */
export function EmailChangeLinkScreen({ link, token }: { link: EmailChangeLink; token: string | null }) {
  const navigate = useNavigate();
  const open = useEmailChangeLink(link);
  const t = texts[link];
  // Once per mount (StrictMode runs effects twice in development; a link works only once).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    open.mutate(token);
  }, [open, token]);

  const signIn = (
    <Button type="primary" size="large" block onClick={() => navigate(paths.login)}>
      Iniciar sesión
    </Button>
  );

  if (!token || open.isError) {
    return (
      <div role="alert">
        <AuthHeading title={t.failed} description={token ? problemOf(open.error) : t.missing} />
        {signIn}
      </div>
    );
  }
  if (open.isSuccess) {
    return (
      <div role="status">
        <AuthHeading title={t.done} description={open.data.message} />
        {link === 'confirm' ? (
          <p className="auth-description">{texts.confirm.doneNext}</p>
        ) : (
          // Whoever asked for the change may know the password: a new one comes first.
          <p className="auth-alt">
            <Button size="large" block onClick={() => navigate(paths.forgotPassword)}>
              Elegir una contraseña nueva
            </Button>
          </p>
        )}
        {signIn}
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true">
      <AuthHeading title={t.pending} />
      <Spin size="large" />
    </div>
  );
}

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@coach/shared';
import { emailChangeMessages } from '@coach/shared/contracts';
import { deferredReply, fakeAccessToken, stubFetch } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../../../testing/render-auth';

jest.setTimeout(15_000);

beforeEach(resetBrowserState);

const location = () => screen.getByTestId('location');

describe('/confirmar-correo', () => {
  it('shows a spinner, sends the token once, then the new email and a button to sign in', async () => {
    const reply = deferredReply();
    const { calls } = stubFetch(() => reply.promise);
    renderAuth('/confirmar-correo?token=tok-abc');

    expect(await screen.findByText('Confirmando tu nuevo correo…')).toBeInTheDocument();
    reply.release({ status: 200, body: { email: 'nueva@ejemplo.com', message: emailChangeMessages.confirmed('nueva@ejemplo.com') } });

    expect(await screen.findByText('Listo: tu correo ahora es nueva@ejemplo.com.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/auth/email-change/confirm', method: 'POST', body: { token: 'tok-abc' } }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it("shows the API's words when the link expired, with the way to sign in", async () => {
    stubFetch(() => ({ status: 400, body: { code: 'EMAIL_CHANGE_LINK_INVALID', message: emailChangeMessages.confirmLinkExpired } }));
    renderAuth('/confirmar-correo?token=tok-abc');
    expect(await screen.findByText('No pudimos confirmar tu correo')).toBeInTheDocument();
    expect(screen.getByText(emailChangeMessages.confirmLinkExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('says the address is taken (409) in plain words', async () => {
    stubFetch(() => ({ status: 409, body: { code: 'EMAIL_ALREADY_EXISTS', message: 'Ya existe un usuario con este correo.' } }));
    renderAuth('/confirmar-correo?token=tok-abc');
    expect(await screen.findByText('Ya existe un usuario con este correo.')).toBeInTheDocument();
  });

  it('without a token says the link is incomplete and calls nothing', async () => {
    const { spy } = stubFetch(() => ({ status: 500 }));
    renderAuth('/confirmar-correo');
    expect(await screen.findByText(emailChangeMessages.confirmLinkInvalid)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('signs this browser out when its session was one of the account whose sessions ended', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/auth/email-change/confirm'
        ? { status: 200, body: { email: 'nueva@ejemplo.com', message: emailChangeMessages.confirmed('nueva@ejemplo.com') } }
        : { status: 401, body: { code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' } },
    );
    useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-viejo' });
    renderAuth('/confirmar-correo?token=tok-abc');

    expect(await screen.findByText('Correo confirmado')).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    expect(calls.map((call) => call.url)).toEqual(['/auth/email-change/confirm', '/auth/login/refresh']);
  });
});

describe('/deshacer-cambio-de-correo', () => {
  it('restores the email and offers a new password first', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { email: 'ana@ejemplo.com', message: emailChangeMessages.undone('ana@ejemplo.com') } }));
    renderAuth('/deshacer-cambio-de-correo?token=tok-undo');

    expect(await screen.findByText(emailChangeMessages.undone('ana@ejemplo.com'))).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/auth/email-change/undo', method: 'POST', body: { token: 'tok-undo' } }]);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Elegir una contraseña nueva' }));
    expect(location()).toHaveTextContent(/^\/forgot-password$/);
  });

  it('says so when the link was already used', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'EMAIL_CHANGE_LINK_INVALID', message: emailChangeMessages.undoLinkUsed } }));
    renderAuth('/deshacer-cambio-de-correo?token=tok-undo');
    expect(await screen.findByText('No pudimos deshacer el cambio')).toBeInTheDocument();
    expect(screen.getByText(emailChangeMessages.undoLinkUsed)).toBeInTheDocument();
  });

  it('asks to try later when the server fails', async () => {
    stubFetch(() => ({ status: 503 }));
    renderAuth('/deshacer-cambio-de-correo?token=tok-undo');
    expect(await screen.findByText('Algo salió mal. Intentá de nuevo en unos minutos.')).toBeInTheDocument();
  });
});

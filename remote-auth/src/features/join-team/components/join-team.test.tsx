import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFRESH_TOKEN_KEY, useSession } from '@coach/shared';
import { teamMessages, type TeamInvitationPreview } from '@coach/shared/contracts';
import { deferredReply, fakeAccessToken, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../../../testing/render-auth';

// Many form interactions per test: leave room for a loaded two-core CI machine.
jest.setTimeout(30_000);

beforeEach(resetBrowserState);

const preview: TeamInvitationPreview = {
  email: 'eva@ejemplo.com',
  role: 'CO',
  firstName: 'Eva',
  lastName: null,
  businessName: 'Estudio Fuerte',
  businessLogo: '/media/logos/estudio-fuerte.png',
  inviterName: 'Laura Méndez',
  expiresAt: '2025-03-08T12:00:00.000Z',
};

const PREVIEW_URL = '/api/v1/team/invitations/preview?token=tok-123';
const ACCEPT_URL = '/api/v1/team/invitations/accept';

/** The API: the preview answers `previewReply`, the acceptance `acceptReply`, the logout 204. */
function api(previewReply: Reply | Promise<Reply>, acceptReply: Reply = { status: 201, body: { email: preview.email, businessName: preview.businessName } }) {
  return stubFetch((call: FetchCall) => {
    if (call.url.startsWith('/api/v1/team/invitations/preview')) return previewReply;
    if (call.url === ACCEPT_URL) return acceptReply;
    return { status: 204 };
  });
}

const createButton = () => screen.getByRole('button', { name: 'Crear mi cuenta' });

async function fillForm({ lastName = 'Luna', phone = '+54 11 5555 1234', password = 'Secreta123', confirm = 'Secreta123' } = {}) {
  const user = userEvent.setup({ delay: null });
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  if (lastName) await fill('Apellido', lastName);
  if (phone) await fill('Teléfono', phone);
  await fill('Contraseña', password);
  await fill('Repetir contraseña', confirm);
  return user;
}

describe('/unirme', () => {
  it('shows a spinner, then the business, who invites and as what, with the email read-only and the names prefilled', async () => {
    const reply = deferredReply();
    const { calls } = api(reply.promise);
    renderAuth('/unirme?token=tok-123');

    expect(await screen.findByText('Abriendo tu invitación…')).toBeInTheDocument();
    reply.release({ status: 200, body: preview });

    expect(await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' })).toBeInTheDocument();
    const inviter = screen.getByTestId('team-inviter');
    expect(inviter).toHaveTextContent('Laura Méndez te invitó a sumarte a Estudio Fuerte como Entrenador.');
    expect(within(inviter).getByRole('img', { name: 'Logo de Estudio Fuerte' })).toHaveAttribute('src', preview.businessLogo);
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('eva@ejemplo.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Eva');
    expect(screen.getByLabelText('Apellido')).toHaveValue('');
    expect(calls).toEqual([{ url: PREVIEW_URL, method: 'GET', body: undefined }]);
  });

  it('says "como Administrador" and works without the inviter’s name or a logo', async () => {
    api({ status: 200, body: { ...preview, role: 'AD', inviterName: null, businessLogo: null } });
    renderAuth('/unirme?token=tok-123');
    const inviter = await screen.findByTestId('team-inviter');
    expect(inviter).toHaveTextContent('Te invitaron a sumarte a Estudio Fuerte como Administrador.');
    expect(within(inviter).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'TEAM_INVITATION_INVALID', teamMessages.invitationInvalid],
    [410, 'TEAM_INVITATION_EXPIRED', teamMessages.invitationExpired],
    [409, 'TEAM_INVITATION_ACCEPTED', teamMessages.invitationAccepted],
  ])('a %s %s shows the API’s words and the way to sign in', async (status, code, message) => {
    api({ status, body: { code, message } });
    renderAuth('/unirme?token=tok-123');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos abrir la invitación');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('without a token says the link is not valid and asks nothing', async () => {
    const { spy } = api({ status: 500 });
    renderAuth('/unirme');
    expect(await screen.findByText(teamMessages.invitationInvalid)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('offers "Reintentar" when the server fails', async () => {
    let reply: Reply = { status: 503 };
    stubFetch(() => reply);
    renderAuth('/unirme?token=tok-123');
    expect(await screen.findByText('Algo salió mal. Intentá de nuevo en unos minutos.')).toBeInTheDocument();
    reply = { status: 200, body: preview };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' })).toBeInTheDocument();
  });

  it('keeps "Crear mi cuenta" disabled until the password checklist is complete, and asks for the phone', async () => {
    const { calls } = api({ status: 200, body: preview });
    renderAuth('/unirme?token=tok-123');
    await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' });
    expect(createButton()).toBeDisabled();

    const user = await fillForm({ phone: '', password: 'Secreta123', confirm: 'Secreta12' });
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Repetir contraseña'), '3');
    expect(createButton()).toBeEnabled();
    await user.click(createButton());

    expect(await screen.findByText('El teléfono es requerido')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === ACCEPT_URL)).toHaveLength(0);
  });

  it('creates the account, says "¡Listo! Ya sos parte de…" and opens the login with the email written in', async () => {
    const { calls } = api({ status: 200, body: preview });
    renderAuth('/unirme?token=tok-123');
    await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' });
    const user = await fillForm();
    await user.click(createButton());

    const joined = await screen.findByTestId('joined-screen');
    expect(within(joined).getByRole('heading', { name: '¡Listo! Ya sos parte de Estudio Fuerte' })).toBeInTheDocument();
    expect(joined).toHaveTextContent('eva@ejemplo.com');
    expect(calls.find((call) => call.url === ACCEPT_URL)).toEqual({
      url: ACCEPT_URL,
      method: 'POST',
      body: { token: 'tok-123', firstName: 'Eva', lastName: 'Luna', phone: '+54 11 5555 1234', password: 'Secreta123', confirmPassword: 'Secreta123' },
    });

    await user.click(within(joined).getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('eva@ejemplo.com');
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveFocus());
  });

  it('with a session open in this browser, says so, and ends it before the new account signs in', async () => {
    const { calls } = api({ status: 200, body: preview });
    useSession.getState().signIn({ access: fakeAccessToken({ email: 'ana@ejemplo.com' }), refresh: 'refresh-de-ana' });
    renderAuth('/unirme?token=tok-123');
    expect(await screen.findByText('Tenés una sesión abierta como ana@ejemplo.com.')).toBeInTheDocument();
    const user = await fillForm();
    await user.click(createButton());

    await user.click(within(await screen.findByTestId('joined-screen')).getByRole('button', { name: 'Iniciar sesión' }));
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(calls.find((call) => call.url === '/auth/logout')).toEqual({ url: '/auth/logout', method: 'POST', body: { refresh: 'refresh-de-ana' } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('says when the email already has an account (409 ACCOUNT_EXISTS), with the way to sign in', async () => {
    api({ status: 200, body: preview }, { status: 409, body: { code: 'ACCOUNT_EXISTS', message: teamMessages.accountExists } });
    renderAuth('/unirme?token=tok-123');
    await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' });
    const user = await fillForm();
    await user.click(createButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(teamMessages.accountExists);
    expect(within(alert).getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('joined-screen')).not.toBeInTheDocument();
  });

  it('shows the link’s problem when it expired while the form was being written', async () => {
    api({ status: 200, body: preview }, { status: 410, body: { code: 'TEAM_INVITATION_EXPIRED', message: teamMessages.invitationExpired } });
    renderAuth('/unirme?token=tok-123');
    await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' });
    const user = await fillForm();
    await user.click(createButton());
    expect(await screen.findByText(teamMessages.invitationExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear mi cuenta' })).not.toBeInTheDocument();
  });

  it('puts the API’s field errors on their fields', async () => {
    api(
      { status: 200, body: preview },
      { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Revisá los datos ingresados', details: { fieldErrors: { phone: ['El teléfono solo puede tener números, espacios y el signo +'] } } } },
    );
    renderAuth('/unirme?token=tok-123');
    await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' });
    await (await fillForm()).click(createButton());
    const message = await screen.findByText('El teléfono solo puede tener números, espacios y el signo +');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Teléfono'));
  });

  it('says so on a 429', async () => {
    api({ status: 200, body: preview }, { status: 429, body: { code: 'RATE_LIMITED', message: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.' } });
    renderAuth('/unirme?token=tok-123');
    await screen.findByRole('heading', { name: 'Sumate a Estudio Fuerte' });
    const user = await fillForm();
    await user.click(createButton());
    expect(await screen.findByText('No pudimos crear tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('Demasiados intentos. Esperá unos minutos y volvé a intentar.')).toBeInTheDocument();
  });
});

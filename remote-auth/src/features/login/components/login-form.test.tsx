import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, useSession } from '@coach/shared';
import { deferredReply, fakeAccessToken, stubFetch } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../../../testing/render-auth';

// Form interactions through antd are slow on a loaded two-core CI machine.
jest.setTimeout(15_000);

beforeEach(resetBrowserState);

const location = () => screen.getByTestId('location');

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  return user;
}

describe('login', () => {
  it('puts the cursor in the email once the screen has painted', async () => {
    stubFetch(() => ({ status: 500 }));
    renderAuth('/login');
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveFocus());
  });

  it('asks for the email and the password before calling the API', async () => {
    const { spy } = stubFetch(() => ({ status: 500 }));
    renderAuth('/login');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('El correo es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a password made of spaces', async () => {
    const { spy } = stubFetch(() => ({ status: 500 }));
    renderAuth('/login');
    const user = await fillIn('ana@ejemplo', '   ');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('El formato del correo no es válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('signs in with Enter: sends the trimmed email as username, stores the tokens and replaces history with the dashboard', async () => {
    const access = fakeAccessToken();
    const reply = deferredReply();
    const { calls } = stubFetch(() => reply.promise);
    renderAuth('/login');
    const user = await fillIn('  Ana@Ejemplo.com ', 'Secreta123');

    await user.keyboard('{Enter}');

    // While the call is pending the button shows it is busy and a second submit sends nothing.
    const button = screen.getByRole('button', { name: /Iniciar sesión/ });
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    await user.click(button);
    expect(calls).toHaveLength(1);

    reply.release({ status: 200, body: { access, refresh: 'refresh-1' } });

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(calls[0]).toEqual({
      url: '/auth/web/login',
      method: 'POST',
      body: { username: 'ana@ejemplo.com', password: 'Secreta123' },
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(access);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(useSession.getState().user?.displayName).toBe('Ana Pérez');
  });

  it('returns to the page the guard saved in state.from', async () => {
    stubFetch(() => ({ status: 200, body: { access: fakeAccessToken(), refresh: 'r' } }));
    renderAuth({ pathname: '/login', state: { from: { pathname: '/clientes', search: '?page=2', hash: '', state: null, key: 'k' } } });
    const user = await fillIn('ana@ejemplo.com', 'Secreta123');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Clientes')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/clientes?page=2');
  });

  it('shows "Algo no coincide" on a 401 and stays on the login', async () => {
    stubFetch(() => ({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'El correo o la contraseña no coinciden' } }));
    renderAuth('/');
    const user = await fillIn('ana@ejemplo.com', 'Equivocada1');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Algo no coincide')).toBeInTheDocument();
    expect(screen.getByText('Revisá tu correo y contraseña, o restablecé tu contraseña.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it("tells a deactivated member why they can't enter (the API's 403 message)", async () => {
    const message = 'Un administrador del negocio desactivó tu acceso. Pedile que lo reactive si lo necesitás.';
    stubFetch(() => ({ status: 403, body: { code: 'FORBIDDEN', message } }));
    renderAuth('/');
    const user = await fillIn('ana@ejemplo.com', 'Correcta123');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('No podés entrar')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('closes the failed attempt\'s toast once the next sign-in succeeds', async () => {
    let attempts = 0;
    stubFetch(() =>
      attempts++ === 0
        ? { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'El correo o la contraseña no coinciden' } }
        : { status: 200, body: { access: fakeAccessToken(), refresh: 'r' } },
    );
    renderAuth('/login');
    const user = await fillIn('ana@ejemplo.com', 'Equivocada1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Algo no coincide')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    await waitFor(() => expect(screen.queryByText('Algo no coincide')).not.toBeInTheDocument());
  });

  it('treats tokens that cannot be stored as a failed login', async () => {
    stubFetch(() => ({ status: 200, body: { access: 'no-es-un-token', refresh: 'r' } }));
    renderAuth('/login');
    const user = await fillIn('ana@ejemplo.com', 'Secreta123');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Algo no coincide')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('links to the forgot-password and create-account screens', async () => {
    renderAuth('/login');
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(location()).toHaveTextContent('/forgot-password');
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Volver a iniciar sesión/ }));
    await user.click(screen.getByRole('link', { name: 'Creá tu cuenta gratis' }));
    expect(location()).toHaveTextContent('/crear-cuenta');
  });

  it('lets the user show the password', async () => {
    renderAuth('/login');
    const user = userEvent.setup();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar clave' }));

    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar clave' })).toBeInTheDocument();
  });
});

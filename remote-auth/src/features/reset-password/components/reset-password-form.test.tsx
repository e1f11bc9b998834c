import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../../../testing/render-auth';

// Form interactions through antd are slow on a loaded two-core CI machine.
jest.setTimeout(15_000);

beforeEach(resetBrowserState);

const RESET_URL = '/reset-password?token=tok-123&uid=MTI';
const submit = () => screen.getByRole('button', { name: 'Cambiar contraseña' });
const requirement = (label: string) => within(screen.getByRole('list', { name: 'Tu contraseña necesita:' })).getByText(label).closest('li');

describe('reset password', () => {
  it.each(['/reset-password', '/reset-password?token=tok-123', '/reset-password?uid=MTI', '/reset-password?token=&uid=MTI'])(
    'sends %s to the login, replacing history',
    (entry) => {
      renderAuth(entry);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
      expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
      expect(screen.queryByRole('button', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
    },
  );

  it('keeps the submit disabled until every requirement holds, ticking them off live', async () => {
    renderAuth(RESET_URL);
    const user = userEvent.setup();
    expect(submit()).toBeDisabled();
    expect(requirement('Al menos 8 caracteres')).toHaveTextContent('pendiente');

    await user.type(screen.getByLabelText('Nueva contraseña'), 'secreta1');
    expect(requirement('Al menos 8 caracteres')).toHaveTextContent('cumplido');
    expect(requirement('Una letra minúscula')).toHaveTextContent('cumplido');
    expect(requirement('Un número')).toHaveTextContent('cumplido');
    expect(requirement('Una letra mayúscula')).toHaveTextContent('pendiente');
    expect(submit()).toBeDisabled();

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Secreta1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Secreta2');
    expect(requirement('Las contraseñas coinciden')).toHaveTextContent('pendiente');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.clear(screen.getByLabelText('Repetir contraseña'));
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Secreta1');
    expect(requirement('Las contraseñas coinciden')).toHaveTextContent('cumplido');
    expect(submit()).toBeEnabled();
  });

  it('sends the new password with the token and uid, then returns to the login with a toast', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { message: 'ok' } }));
    renderAuth(RESET_URL);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'Secreta123');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Secreta123{Enter}');

    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(calls).toEqual([
      {
        url: '/auth/password-reset/confirm',
        method: 'POST',
        body: { newPassword: 'Secreta123', confirmPassword: 'Secreta123', token: 'tok-123', uid: 'MTI' },
      },
    ]);
  });

  it("shows the API's words when the link is no longer valid", async () => {
    stubFetch(() => ({
      status: 400,
      body: { code: 'RESET_TOKEN_INVALID', message: 'El enlace para restablecer la contraseña no es válido o ya venció.' },
    }));
    renderAuth(RESET_URL);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'Secreta123');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Secreta123');
    await user.click(submit());

    expect(await screen.findByText('No pudimos cambiar tu contraseña')).toBeInTheDocument();
    expect(screen.getByText('El enlace para restablecer la contraseña no es válido o ya venció.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('asks to try again later on any other failure', async () => {
    stubFetch(() => ({ status: 503 }));
    renderAuth(RESET_URL);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'Secreta123');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Secreta123');
    await user.click(submit());

    expect(await screen.findByText('No pudimos cambiar tu contraseña')).toBeInTheDocument();
    expect(screen.getByText('Intentá de nuevo en unos minutos.')).toBeInTheDocument();
  });
});

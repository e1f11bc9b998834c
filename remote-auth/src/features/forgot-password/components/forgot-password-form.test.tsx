import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../../../testing/render-auth';

// Form interactions through antd are slow on a loaded two-core CI machine.
jest.setTimeout(15_000);

beforeEach(resetBrowserState);

describe('forgot password', () => {
  it('validates the email before calling the API', async () => {
    const { spy } = stubFetch(() => ({ status: 200 }));
    renderAuth('/forgot-password');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('El correo es requerido')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'sin-arroba');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('El formato del correo no es válido')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the email, shows the success toast and returns to the login', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { message: 'ok' } }));
    renderAuth('/forgot-password');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Correo electrónico'), ' ana@ejemplo.com{Enter}');

    expect(await screen.findByText('Revisá tu correo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(calls).toEqual([{ url: '/auth/password-reset', method: 'POST', body: { email: 'ana@ejemplo.com' } }]);
  });

  it('shows "Algo salió mal" when the request fails and stays on the screen', async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } }));
    renderAuth('/forgot-password');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByText('Algo salió mal')).toBeInTheDocument();
    expect(screen.getByText('Revisá que el correo sea correcto.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });
});

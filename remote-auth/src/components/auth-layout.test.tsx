import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_HELP_TEXT, THEME_STORAGE_KEY, useSupportForm, useTheme } from '@coach/shared';
import { stubFetch } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../testing/render-auth';

// Form interactions through antd are slow on a loaded two-core CI machine.
jest.setTimeout(15_000);

beforeEach(() => {
  resetBrowserState();
  useTheme.getState().setMode('dark');
  useSupportForm.setState({ open: false, text: '' });
});

describe('auth layout', () => {
  it('switches the theme from the labelled control and remembers it', async () => {
    renderAuth('/login');
    const user = userEvent.setup();
    const themes = screen.getByRole('radiogroup', { name: 'Tema' });
    expect(within(themes).getByRole('radio', { name: 'Oscuro' })).toBeChecked();

    await user.click(within(themes).getByText('Claro'));

    expect(useTheme.getState().mode).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(within(themes).getByText('Sistema'));
    expect(within(themes).getByRole('radio', { name: 'Sistema' })).toBeChecked();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('"¿Necesitás ayuda?" opens WhatsApp with SUPPORT_PHONE', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderAuth('/forgot-password');
    process.env.SUPPORT_PHONE = '+54 9 11 2345-6789';
    try {
      await userEvent.setup().click(screen.getByRole('button', { name: '¿Necesitás ayuda?' }));
    } finally {
      delete process.env.SUPPORT_PHONE;
    }
    expect(open).toHaveBeenCalledWith(`https://wa.me/5491123456789?text=${encodeURIComponent(SUPPORT_HELP_TEXT)}`, '_blank', 'noopener,noreferrer');
  });

  it('without SUPPORT_PHONE, "¿Necesitás ayuda?" opens a form that sends the request with an address to answer to', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = stubFetch(() => ({ status: 201, body: { id: 1, createdAt: '2026-11-27T10:00:00.000Z' } }));
    renderAuth('/forgot-password');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '¿Necesitás ayuda?' }));
    expect(open).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar consulta' }));
    expect(await within(dialog).findByText('El correo es requerido')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Tu correo'), 'ana@ejemplo.com');
    await user.type(within(dialog).getByLabelText('Tu consulta'), 'No me llega el correo para restablecer.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar consulta' }));

    expect(await screen.findByText('Recibimos tu consulta')).toBeInTheDocument();
    expect(screen.getByText('Te vamos a responder a ana@ejemplo.com.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/api/v1/support-requests/public',
        method: 'POST',
        body: { email: 'ana@ejemplo.com', message: 'No me llega el correo para restablecer.', screen: '/forgot-password' },
      },
    ]);
    await waitFor(() => expect(useSupportForm.getState().open).toBe(false));
  });

  it('shows the tagline and a logo that leads to the login', async () => {
    renderAuth('/crear-cuenta');
    expect(screen.getAllByText('Tu negocio fitness en un solo lugar.').length).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Coach, ir a iniciar sesión' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

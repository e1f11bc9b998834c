import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_HELP_TEXT, SUPPORT_SIGNED_OUT_TEXT, SUPPORT_SIGNED_OUT_TITLE, THEME_STORAGE_KEY, useTheme, useToastQueue } from '@coach/shared';
import { renderAuth, resetBrowserState } from '../testing/render-auth';

// Form interactions through antd are slow on a loaded two-core CI machine.
jest.setTimeout(15_000);

beforeEach(() => {
  resetBrowserState();
  useTheme.getState().setMode('dark');
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

  it('opens support from "¿Necesitás ayuda?" (SUPPORT_PHONE), or says how to reach the in-app form once signed in', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderAuth('/forgot-password');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '¿Necesitás ayuda?' }));
    expect(open).not.toHaveBeenCalled();
    expect(useToastQueue.getState().pending).toEqual([{ kind: 'warning', title: SUPPORT_SIGNED_OUT_TITLE, description: SUPPORT_SIGNED_OUT_TEXT }]);

    process.env.SUPPORT_PHONE = '+54 9 11 2345-6789';
    try {
      await user.click(screen.getByRole('button', { name: '¿Necesitás ayuda?' }));
    } finally {
      delete process.env.SUPPORT_PHONE;
    }
    expect(open).toHaveBeenCalledWith(`https://wa.me/5491123456789?text=${encodeURIComponent(SUPPORT_HELP_TEXT)}`, '_blank', 'noopener,noreferrer');
  });

  it('shows the tagline and a logo that leads to the login', async () => {
    renderAuth('/crear-cuenta');
    expect(screen.getAllByText('Tu negocio fitness en un solo lugar.').length).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Coach, ir a iniciar sesión' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

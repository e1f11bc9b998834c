import { AppProviders, createQueryClient, useSession, useSupportForm, type SessionUser } from '@coach/shared';
import { fakeAccessToken, LocationProbe, resetBrowserState } from '@coach/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UserMenu } from './user-menu';

jest.setTimeout(20_000);

function mockPhone(phone: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderMenu() {
  const user = useSession.getState().signIn({ access: fakeAccessToken({ first_name: 'Ana', last_name: 'Pérez', image: null }), refresh: 'r' }) as SessionUser;
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <UserMenu user={user} onSignOut={jest.fn()} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('user-menu');
}

describe('the user menu button', () => {
  beforeEach(() => {
    resetBrowserState();
    useSupportForm.setState({ open: false, text: '' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('is named by the name and role it shows, with no aria-label that leaves them out (axe label-content-name-mismatch)', () => {
    mockPhone(false);
    const button = renderMenu();
    expect(button).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Ana Pérez Entrenador' })).toBe(button);
  });

  it('on a phone, where only the avatar shows, says the same to screen readers', () => {
    mockPhone(true);
    const button = renderMenu();
    expect(button).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Ana Pérez, Entrenador' })).toBe(button);
  });

  it('"¿Necesitás ayuda?" opens the in-app help form when no WhatsApp number is configured', async () => {
    mockPhone(false);
    const user = userEvent.setup();
    await user.click(renderMenu());
    await user.click(await screen.findByRole('menuitem', { name: '¿Necesitás ayuda?' }));
    await waitFor(() => expect(useSupportForm.getState().open).toBe(true));
  });

  it('"Mi negocio" opens the business settings', async () => {
    mockPhone(false);
    const user = userEvent.setup();
    await user.click(renderMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Mi negocio' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/perfil/negocio'));
  });
});

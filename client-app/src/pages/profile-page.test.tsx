import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@coach/shared';
import type { ClientAppProfile } from '@coach/shared/contracts';
import { clientTokenStorage, useClientSession } from '@coach/shared/client-app';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { ProfilePage } from './profile-page';

// antd forms are slow on a loaded two-core machine.
jest.setTimeout(20_000);

const profile: ClientAppProfile = {
  id: 7,
  firstName: 'Rita',
  lastName: 'Sosa',
  email: 'rita@ejemplo.com',
  phone: null,
  birthdate: null,
  gender: null,
  address: null,
  goal: null,
  weightKg: null,
  heightCm: null,
  memberSince: '2026-01-05',
  active: true,
  subscriptionStatus: 'inactive',
  hasAppAccess: true,
  appRegisteredAt: '2026-01-05T12:00:00.000Z',
  appLastSeenAt: null,
  image: null,
  isSample: false,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
};

function renderProfile(other: (call: FetchCall) => Reply) {
  const stub = stubFetch((call) => (call.url === '/api/v1/client-app/me' && call.method === 'GET' ? { status: 200, body: profile } : other(call)));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ProfilePage />
    </AppProviders>,
  );
  return stub;
}

beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-7' });
});
afterEach(() => useClientSession.getState().signOut());

describe('Perfil', () => {
  it("changes the password at the app's route and goes on with the pair it answers", async () => {
    const next = { access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-8' };
    const { calls } = renderProfile((call) => (call.url === '/api/v1/client-app/me/password' ? { status: 200, body: next } : { status: 404, body: {} }));
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Cambiar contraseña' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Contraseña actual'), 'Corre2026x');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva2026x');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Nueva2026x');
    await user.click(submit);
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/v1/client-app/me/password');
    expect(sent?.body).toEqual({ currentPassword: 'Corre2026x', newPassword: 'Nueva2026x', confirmPassword: 'Nueva2026x' });
    await waitFor(() => expect(clientTokenStorage.getRefresh()).toBe('refresh-8'));
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { calls } = renderProfile(() => ({ status: 500, body: {} }));
    const input = await screen.findByTestId('photo-input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El archivo debe ser una imagen PNG, GIF o JPEG.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/photo'))).toBe(false);
  });
});

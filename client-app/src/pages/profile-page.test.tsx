import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@coach/shared';
import type { ClientAppProfile } from '@coach/shared/contracts';
import { clientTokenStorage, useClientSession } from '@coach/shared/client-app';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { sampleProfile } from '../features/profile/testing';
import { ProfilePage } from './profile-page';

// antd forms are slow on a loaded two-core machine.
jest.setTimeout(20_000);

const profile = sampleProfile;

function renderProfile(other: (call: FetchCall) => Reply, me: ClientAppProfile = profile) {
  const stub = stubFetch((call) => (call.url === '/api/v1/client-app/me' && call.method === 'GET' ? { status: 200, body: me } : other(call)));
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

  it("writes the weight as the business's country does, and reads a comma or a point back", async () => {
    const mexico = { ...profile, weightKg: 72.5, heightCm: 170, business: { ...profile.business, timeZone: 'America/Mexico_City', currency: 'MXN', country: 'MX' } };
    const { calls } = renderProfile((call) => (call.method === 'PATCH' ? { status: 200, body: { ...mexico, weightKg: 80.5 } } : { status: 404, body: {} }), mexico);
    const weight = await screen.findByLabelText('Peso (kg)');
    await waitFor(() => expect(weight).toHaveValue('72.5'));
    const user = userEvent.setup();
    await user.clear(weight);
    await user.type(weight, '80,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tus datos se guardaron')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ weightKg: 80.5, heightCm: 170 });
  });

  it('shows the profile from an answer kept before the API sent the business’s settings (offline after an update)', async () => {
    const { business: _business, ...older } = { ...profile, weightKg: 72.5 };
    renderProfile(() => ({ status: 404, body: {} }), older as ClientAppProfile);
    const weight = await screen.findByLabelText('Peso (kg)');
    await waitFor(() => expect(weight).toHaveValue('72,5'));
  });

  it('refuses a file that is not an image before sending it', async () => {
    const { calls } = renderProfile(() => ({ status: 500, body: {} }));
    const input = await screen.findByTestId('photo-input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El archivo debe ser una imagen PNG, GIF o JPEG.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/photo'))).toBe(false);
  });

  it('says who their trainer is, with their initials until the trainer has a photo', async () => {
    renderProfile(() => ({ status: 404, body: {} }));
    const trainer = await screen.findByTestId('profile-trainer');
    expect(trainer).toHaveTextContent('Tu entrenador: Laura Gómez');
    expect(within(trainer).getByText('LG')).toBeInTheDocument();
    expect(trainer.querySelector('img')).toBeNull();
  });

  it("shows the trainer's photo when they have one", async () => {
    renderProfile(() => ({ status: 404, body: {} }), { ...profile, trainer: { id: 2, firstName: 'Diego', lastName: 'Ruiz', image: '/media/team/diego.jpg' } });
    const trainer = await screen.findByTestId('profile-trainer');
    expect(trainer).toHaveTextContent('Tu entrenador: Diego Ruiz');
    expect(trainer.querySelector('img')).toHaveAttribute('src', '/media/team/diego.jpg');
  });

  it('leaves the trainer out when the client has none (their trainer left the business)', async () => {
    renderProfile(() => ({ status: 404, body: {} }), { ...profile, trainer: null });
    await screen.findByLabelText('Peso (kg)');
    expect(screen.queryByTestId('profile-trainer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tu entrenador/)).not.toBeInTheDocument();
  });
});

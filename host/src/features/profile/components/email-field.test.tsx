import { AppProviders, createQueryClient, profileMessages, useSession, type MeResponse } from '@coach/shared';
import { emailChangeMessages } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from './profile-form';

// antd forms and dialogs are slow on a loaded two-core machine.
jest.setTimeout(20_000);

const me = (pendingEmail: string | null = null): MeResponse => ({
  id: 7,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@ejemplo.com',
  phone: null,
  birthDate: null,
  gender: null,
  address: null,
  role: 'CO',
  image: null,
  gymId: 3,
  business: { name: 'Estudio Ana', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' },
  pendingEmail,
});

/** The profile form as the page shows it, with the API answering `other` for anything but GET /me. */
function renderProfile(profile: MeResponse, other: (call: FetchCall) => Reply, meAfter: () => MeResponse = () => profile) {
  const stub = stubFetch((call) => (call.url === '/api/v1/me' && call.method === 'GET' ? { status: 200, body: meAfter() } : other(call)));
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(['me'], profile);
  render(
    <AppProviders queryClient={queryClient}>
      <ProfileForm profile={profile} />
    </AppProviders>,
  );
  return stub;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cambiar correo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar correo' });
  /** Replaces a field's text in one paste: typing key by key through antd is slow on a busy machine. */
  const fill = async (label: string, text: string) => {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };
  return { user, dialog, fill };
}

describe('the email in the profile', () => {
  beforeEach(resetBrowserState);

  it('is shown read-only, and saving the profile never sends it', async () => {
    const { calls } = renderProfile(me(), (call) => ({ status: 200, body: call.method === 'PATCH' ? me() : {} }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('ana@ejemplo.com');
    expect(email).toHaveAttribute('readonly');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).not.toHaveProperty('email');
  });

  it('changes through a dialog that asks for the current password, then shows the new address as pending', async () => {
    const { calls } = renderProfile(
      me(),
      () => ({ status: 202, body: { pendingEmail: 'nueva@ejemplo.com', expiresAt: '2026-03-03T12:00:00.000Z' } }),
      () => me('nueva@ejemplo.com'),
    );
    const { user, dialog, fill } = await openDialog();
    await fill('Correo nuevo', 'Nueva@Ejemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    // Without the password nothing is sent.
    expect(await within(dialog).findByText(emailChangeMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await fill('Contraseña actual', 'Secreta123');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Revisá tu correo nuevo')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/v1/me/email-change',
      method: 'POST',
      body: { newEmail: 'nueva@ejemplo.com', currentPassword: 'Secreta123' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar correo' })).not.toBeInTheDocument());
  });

  it('puts a wrong password on the password field and a taken address on the email field', async () => {
    let answer: Reply = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: profileMessages.currentPasswordWrong,
        details: { fieldErrors: { currentPassword: [profileMessages.currentPasswordWrong] } },
      },
    };
    renderProfile(me(), () => answer);
    const { user, dialog, fill } = await openDialog();
    await fill('Correo nuevo', 'nueva@ejemplo.com');
    await fill('Contraseña actual', 'Equivocada1');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(dialog).findByText('La contraseña actual no es correcta')).toBeInTheDocument();

    answer = { status: 409, body: { code: 'EMAIL_ALREADY_EXISTS', message: 'Ya existe un usuario con este correo.' } };
    await fill('Contraseña actual', 'Secreta123');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(dialog).findByText('Ya existe un usuario con este correo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cambiar correo' })).toBeInTheDocument();
  });

  it('shows a pending change with a way to cancel it', async () => {
    const { calls } = renderProfile(me('nueva@ejemplo.com'), () => ({ status: 204 }), () => me());
    const pending = screen.getByTestId('pending-email');
    expect(pending).toHaveTextContent('Pendiente de confirmación: nueva@ejemplo.com');
    await userEvent.setup().click(within(pending).getByRole('button', { name: 'Cancelar cambio' }));
    expect(await screen.findByText('Cancelamos el cambio de correo')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toEqual({ url: '/api/v1/me/email-change', method: 'DELETE', body: undefined });
  });
});

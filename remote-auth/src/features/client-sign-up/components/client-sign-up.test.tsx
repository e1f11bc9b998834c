import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@coach/shared';
import { CLIENT_REFRESH_TOKEN_KEY, useClientSession } from '@coach/shared/client-app';
import { fakeAccessToken, LocationProbe, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ClientAppSignUpPage from '../../../exposes/client-app-sign-up-page';
import { resetBrowserState } from '../../../testing/render-auth';

jest.setTimeout(20_000);

function renderSignUp(entry: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/registro" element={<ClientAppSignUpPage />} />
          <Route path="/" element={<p>Hoy</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function fillData() {
  const user = userEvent.setup();
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await fill('Nombre', 'Sofía');
  await fill('Apellido', 'Ríos');
  await fill('Correo electrónico', 'sofia@ejemplo.com');
  await fill('Contraseña', 'Corre2026x');
  await fill('Repetir contraseña', 'Corre2026x');
  return user;
}

beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signOut();
});

describe("the app's sign-up", () => {
  it('takes the code from the link, mails a code, and the right code signs the client in', async () => {
    const access = fakeAccessToken({ role: 'CL', client_id: 9, id: 9 });
    const { calls } = stubFetch((call: FetchCall): Reply => {
      if (call.url.endsWith('/api/v1/client-app/register')) return { status: 202, body: { registration: 'reg-1', email: 'sofia@ejemplo.com', expiresAt: '2026-11-26T12:15:00Z' } };
      if (call.url.endsWith('/api/v1/client-app/register/verify')) return { status: 201, body: { access, refresh: 'r-1' } };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'No' } };
    });
    renderSignUp('/registro?codigo=abcd2345');
    expect(screen.getByLabelText('Código de invitación')).toHaveValue('ABCD2345');
    const user = await fillData();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Revisá tu correo' })).toBeInTheDocument();
    const posted = () => calls.filter((call) => call.method === 'POST');
    expect(posted()[0]!.body).toMatchObject({ code: 'ABCD2345', firstName: 'Sofía', email: 'sofia@ejemplo.com' });
    // One field made for a mailed code: the phone's digits keyboard and its autofill, a Spanish label.
    const field = screen.getByLabelText('Código de 6 dígitos');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(field);
    // The sixth digit sends it: no button to look for.
    await user.keyboard('123456');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(posted()[1]!.body).toEqual({ registration: 'reg-1', code: '123456' });
    expect(posted()).toHaveLength(2);
    expect(localStorage.getItem(CLIENT_REFRESH_TOKEN_KEY)).toBe('r-1');
    expect(useClientSession.getState().user?.clientId).toBe(9);
  });

  it("says under the code field when the trainer's code was already used", async () => {
    stubFetch(() => ({ status: 409, body: { code: 'INVITATION_USED', message: 'Este código de invitación ya fue usado. Pedile uno nuevo a tu entrenador.' } }));
    renderSignUp('/registro?codigo=ABCD2345');
    const user = await fillData();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Este código de invitación ya fue usado. Pedile uno nuevo a tu entrenador.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Creá tu cuenta' })).toBeInTheDocument();
  });

  it('says who invites as soon as the code is whole, and fills in what the trainer recorded of the client', async () => {
    const { calls } = stubFetch((call: FetchCall): Reply =>
      call.url.endsWith('/api/v1/client-app/invitations/K7P2QXMN')
        ? {
            status: 200,
            body: {
              business: { name: 'Estudio Fuerte', logo: '/api/v1/files/logo.png' },
              trainer: { firstName: 'Laura', lastName: 'Méndez' },
              client: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com' },
              expiresAt: '2026-11-27T12:00:00Z',
            },
          }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No' } },
    );
    renderSignUp('/registro');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Código de invitación'));
    await user.keyboard('k7p2qxm');
    expect(calls).toHaveLength(0);
    await user.keyboard('n');
    const inviter = await screen.findByTestId('inviter');
    expect(inviter).toHaveTextContent('Laura Méndez te invita a entrenar con Estudio Fuerte desde la app. Esta invitación es para Ana Gómez.');
    expect(screen.getByRole('img', { name: 'Logo de Estudio Fuerte' })).toHaveAttribute('src', '/api/v1/files/logo.png');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Gómez');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@ejemplo.com');
  });

  it('says under the code field at once when the trainer took the code back', async () => {
    const message = 'Tu entrenador anuló este código de invitación. Pedile uno nuevo.';
    stubFetch(() => ({ status: 410, body: { code: 'INVITATION_REVOKED', message } }));
    renderSignUp('/registro?codigo=ABCD2345');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('inviter')).not.toBeInTheDocument();
  });
});

import { permissionTexts } from '@coach/shared';
import { resetBrowserState, type FetchCall } from '@coach/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anInvitation, renderSignedIn, stubTeamApi } from '../features/team/testing/team-fixtures';
import { TeamPage } from './team-page';

jest.setTimeout(30_000);

let calls: FetchCall[] = [];
const teamCalls = () => calls.filter((call) => call.url.startsWith('/api/v1/team'));

describe('Equipo', () => {
  beforeEach(() => resetBrowserState());

  it('shows an administrator the members, the pending invitations and the activity; "Invitar a alguien" opens the form', async () => {
    ({ calls } = stubTeamApi(undefined, { invitations: [anInvitation()] }));
    renderSignedIn(<TeamPage />);
    expect(await screen.findByText('Integrantes (4)')).toBeInTheDocument();
    expect(await screen.findByText('Invitaciones pendientes (1)')).toBeInTheDocument();
    expect(screen.getByText('Actividad del equipo')).toBeInTheDocument();
    expect(await screen.findByText('Bruno Díaz')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay actividad')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Invitar a alguien' }));
    // By its text: under test antd gives every title the same id ("test-id"), so a name would be another's.
    expect(await screen.findByRole('dialog')).toHaveTextContent('Invitar a alguien');
  });

  it('tells an Entrenador who opens it by its URL that it is not for their role, and asks the API nothing', async () => {
    ({ calls } = stubTeamApi());
    renderSignedIn(<TeamPage />, 'CO');
    const message = screen.getByTestId('no-permission');
    expect(within(message).getByRole('heading', { name: permissionTexts.screenTitle })).toBeInTheDocument();
    expect(permissionTexts.screenTitle).toBe('No tenés permisos para ver esta pantalla');
    await userEvent.setup({ delay: null }).click(within(message).getByRole('button', { name: 'Ir al Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(teamCalls()).toHaveLength(0);
  });

  it('says the same when the API refuses (403: the role changed since the session started)', async () => {
    ({ calls } = stubTeamApi((call) =>
      call.url.startsWith('/api/v1/team') ? { status: 403, body: { code: 'FORBIDDEN', message: 'No tenés permisos para realizar esta acción' } } : undefined,
    ));
    renderSignedIn(<TeamPage />);
    expect(await screen.findByText(permissionTexts.screenTitle)).toBeInTheDocument();
  });

  it('offers "Reintentar" when the members cannot be read', async () => {
    let fail = true;
    ({ calls } = stubTeamApi((call) => (call.url === '/api/v1/team/members' && fail ? { status: 503, body: {} } : undefined)));
    renderSignedIn(<TeamPage />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
    expect(screen.getByText('No pudimos cargar el equipo. Revisá tu conexión.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(retry);
    await waitFor(() => expect(screen.getByText('Integrantes (4)')).toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import type { Client } from '@coach/shared/contracts';
import { aClient, queryOf, renderClients, resetBrowserState, signInAs, team } from '../../../testing/render-clients';

jest.setTimeout(15_000);
beforeEach(resetBrowserState);

const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/v1/clients?'));

describe('clients list', () => {
  it('shows the clients the API answers, with their state, plan and date', async () => {
    const sample = aClient({ id: 1, firstName: 'Cliente', lastName: 'de prueba', email: null, isSample: true, subscriptionStatus: 'inactive', active: false });
    const ana = aClient({ id: 2 });
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [sample, ana], total: 2 } }));
    renderClients('/clientes');

    const link = await screen.findByRole('link', { name: 'Ana Pérez' });
    expect(link).toHaveAttribute('href', '/clientes/2');
    const row = link.closest('tr')!;
    expect(within(row).getByText('ana@ejemplo.com')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('Pagado')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2024')).toBeInTheDocument();

    const sampleLink = screen.getByRole('link', { name: 'Cliente de prueba' });
    expect(sampleLink).toHaveAttribute('data-tour', 'test-client');
    expect(within(sampleLink.closest('tr')!).getByText('Inactivo')).toBeInTheDocument();
    expect(within(sampleLink.closest('tr')!).getByText('Sin plan')).toBeInTheDocument();
    // What the sample client is, where it is listed (the dashboard does not count it).
    expect(within(sampleLink.closest('tr')!).getByText('De prueba')).toHaveAttribute('title', expect.stringContaining('no cuenta en el dashboard'));
    expect(within(row).queryByText('De prueba')).not.toBeInTheDocument();
    expect(link).not.toHaveAttribute('data-tour');

    expect(queryOf(listCalls(calls)[0]!.url)).toEqual({ page: '1', pageSize: '20', sort: 'name', adherence: 'true' });
  });

  it('searches 300 ms after the last key, once, and keeps the search in the URL', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [aClient()], total: 1 } }));
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'ana');

    await waitFor(() => expect(listCalls(calls).some((call) => queryOf(call.url).search === 'ana')).toBe(true));
    const searches = listCalls(calls).map((call) => queryOf(call.url).search);
    expect(searches).not.toContain('a');
    expect(searches).not.toContain('an');
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes?q=ana');
  });

  it('filters by state and subscription on the server', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [aClient()], total: 1 } }));
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });

    await user.click(within(screen.getByRole('radiogroup', { name: 'Estado' })).getByText('Inactivos'));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url)).toMatchObject({ status: 'inactive', page: '1' }));

    await user.click(within(screen.getByRole('radiogroup', { name: 'Suscripción' })).getByText('Pendiente'));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url)).toMatchObject({ status: 'inactive', subscriptionStatus: 'pending' }));
    expect(screen.getByTestId('location')).toHaveTextContent('status=inactive');
  });

  it('reopens the page, filters and sort written in the URL', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [aClient()], total: 45 } }));
    renderClients('/clientes?page=2&status=active&sort=-memberSince');

    await screen.findByRole('link', { name: 'Ana Pérez' });
    expect(queryOf(listCalls(calls)[0]!.url)).toEqual({ page: '2', pageSize: '20', status: 'active', sort: '-memberSince', adherence: 'true' });
  });

  it('sorts by member date on the server when its header is clicked', async () => {
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [aClient()], total: 1 } }));
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });

    await user.click(screen.getByRole('columnheader', { name: /Cliente desde/ }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url).sort).toBe('memberSince'));
  });

  it('without clients, offers to invite one or create one', async () => {
    stubFetch(() => ({ status: 200, body: { items: [], total: 0 } }));
    renderClients('/clientes');
    const user = userEvent.setup();

    expect(await screen.findByText('Todavía no tenés clientes')).toBeInTheDocument();
    // The header's two buttons plus the empty state's two.
    expect(screen.getAllByRole('button', { name: 'Invitar cliente' })).toHaveLength(2);
    const create = screen.getAllByRole('button', { name: 'Nuevo cliente' });
    expect(create).toHaveLength(2);

    await user.click(create[1]!);
    expect(await screen.findByRole('dialog', { name: 'Nuevo cliente' })).toBeInTheDocument();
  });

  it('says when a search finds nothing, and clears it', async () => {
    const { calls } = stubFetch((call) => ({
      status: 200,
      body: queryOf(call.url).search ? { items: [], total: 0 } : { items: [aClient()], total: 1 },
    }));
    renderClients('/clientes?q=zzz');
    const user = userEvent.setup();

    expect(await screen.findByText('No encontramos clientes')).toBeInTheDocument();
    expect(screen.getByText(/Ningún cliente coincide con "zzz"/)).toBeInTheDocument();
    expect(screen.queryByText('Todavía no tenés clientes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda y filtros' }));
    expect(await screen.findByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('');
    expect(queryOf(listCalls(calls).at(-1)!.url).search).toBeUndefined();
  });

  it('says in Spanish when the list cannot load, and retries', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } } : { status: 200, body: { items: [aClient()], total: 1 } }));
    renderClients('/clientes');
    const user = userEvent.setup();

    expect(await screen.findByText('No pudimos cargar tus clientes', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
  });
});

const laura = { id: 1, firstName: 'Laura', lastName: 'Gómez', image: null };
const diego = { id: 2, firstName: 'Diego', lastName: 'Ruiz', image: '/media/team/diego.jpg' };

/** The clients API and the team's, in memory: GET /clients filters by trainer, POST /clients/reassign moves them. */
function serveTeam(clients: Client[], reassign?: (call: FetchCall) => Reply) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/v1/team/members') return { status: 200, body: { results: team } };
    if (url.pathname === '/api/v1/clients/reassign' && call.method === 'POST') {
      if (reassign) return reassign(call);
      const { clientIds, trainerId } = call.body as { clientIds: number[]; trainerId: number };
      const member = team.find((item) => item.id === trainerId)!;
      for (const client of clients) {
        if (clientIds.includes(client.id)) client.trainer = { id: member.id, firstName: member.firstName, lastName: member.lastName, image: member.image };
      }
      return { status: 200, body: { reassigned: clientIds.length } };
    }
    if (url.pathname === '/api/v1/clients') {
      const trainerId = url.searchParams.get('trainerId');
      const items = clients.filter((client) => !trainerId || client.trainer?.id === Number(trainerId)).map((client) => ({ ...client }));
      return { status: 200, body: { items, total: items.length } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
}

const teamCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/v1/team/'));
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

/** The option of the open antd select with that name (its title; the text has the avatar's initials too). */
const option = (name: string | RegExp) =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((item) =>
    typeof name === 'string' ? item.title === name : name.test(item.title),
  );

/** Opens an antd select and picks the option with that text. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await waitFor(() => option(text) ?? Promise.reject(new Error(`no option ${text}`))));
}

describe('clients list, for an administrator', () => {
  it("shows each client's trainer, with their photo or initials, and a client with none", async () => {
    signInAs('AD');
    serveTeam([aClient({ id: 1, trainer: laura }), aClient({ id: 2, firstName: 'Bruno', lastName: 'Díaz', trainer: diego }), aClient({ id: 3, firstName: 'Carla', lastName: 'Vega', trainer: null })]);
    renderClients('/clientes');

    await screen.findByRole('link', { name: 'Ana Pérez' });
    expect(screen.getByRole('columnheader', { name: 'Entrenador' })).toBeInTheDocument();
    expect(within(rowOf('Ana Pérez')).getByText('Laura Gómez')).toBeInTheDocument();
    expect(within(rowOf('Ana Pérez')).getByText('LG')).toBeInTheDocument();
    expect(within(rowOf('Bruno Díaz')).getByText('Diego Ruiz')).toBeInTheDocument();
    expect(rowOf('Bruno Díaz').querySelector('img')).toHaveAttribute('src', '/media/team/diego.jpg');
    expect(within(rowOf('Carla Vega')).getByText('Sin entrenador')).toBeInTheDocument();
  });

  it('filters by trainer on the server, offers only active members, and keeps the filter in the URL', async () => {
    signInAs('AD');
    const { calls } = serveTeam([aClient({ id: 1, trainer: laura }), aClient({ id: 2, firstName: 'Bruno', lastName: 'Díaz', trainer: diego })]);
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Bruno Díaz' });

    await user.click(screen.getByRole('combobox', { name: 'Entrenador' }));
    await waitFor(() => expect(option('Diego Ruiz')).toBeDefined());
    expect(option('Sofía Paz')).toBeDefined();
    expect(option(/Marta Sosa/)).toBeUndefined();
    await user.click(option('Diego Ruiz')!);

    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url)).toMatchObject({ trainerId: '2', page: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes?entrenador=2');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Pérez' })).not.toBeInTheDocument());

    await choose(user, 'Entrenador', 'Todos');
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!.url).trainerId).toBeUndefined());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/clientes$/);
  });

  it('reopens the trainer filter written in the URL', async () => {
    signInAs('AD');
    const { calls } = serveTeam([aClient({ id: 1, trainer: laura })]);
    renderClients('/clientes?entrenador=1');

    await screen.findByRole('link', { name: 'Ana Pérez' });
    expect(queryOf(listCalls(calls)[0]!.url)).toMatchObject({ trainerId: '1' });
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Entrenador' }).closest('.ant-select')!).getByText('Laura Gómez')).toBeInTheDocument());
  });

  it('passes the chosen clients to another trainer after asking, and the list shows the change', async () => {
    signInAs('AD');
    const clients = [aClient({ id: 1, trainer: laura }), aClient({ id: 2, firstName: 'Bruno', lastName: 'Díaz', trainer: laura }), aClient({ id: 3, firstName: 'Carla', lastName: 'Vega', trainer: laura })];
    const { calls } = serveTeam(clients);
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });
    expect(screen.queryByRole('button', { name: 'Cambiar entrenador' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Elegir a Ana Pérez' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir a Bruno Díaz' }));
    const bar = screen.getByRole('region', { name: 'Clientes elegidos' });
    expect(bar).toHaveTextContent('2 clientes elegidos');

    await user.click(within(bar).getByRole('button', { name: 'Cambiar entrenador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar entrenador' });
    const ok = within(dialog).getByRole('button', { name: 'Pasar clientes' });
    expect(ok).toBeDisabled();
    // Only active members can take clients.
    await user.click(within(dialog).getByRole('combobox', { name: 'Nuevo entrenador' }));
    await waitFor(() => expect(option('Diego Ruiz')).toBeDefined());
    expect(option(/Marta Sosa/)).toBeUndefined();
    await user.click(option('Diego Ruiz')!);
    expect(within(dialog).getByRole('status')).toHaveTextContent('¿Pasar 2 clientes a Diego Ruiz?');
    const listsBefore = listCalls(calls).length;

    await user.click(ok);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/v1/clients/reassign')).toEqual([
        { url: '/api/v1/clients/reassign', method: 'POST', body: { clientIds: [1, 2], trainerId: 2 } },
      ]),
    );
    expect(await screen.findByText('2 clientes pasaron a Diego Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar entrenador' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOf('Bruno Díaz')).getByText('Diego Ruiz')).toBeInTheDocument());
    expect(listCalls(calls).length).toBeGreaterThan(listsBefore);
    expect(within(rowOf('Carla Vega')).getByText('Laura Gómez')).toBeInTheDocument();
    // The selection is done with.
    expect(screen.queryByRole('region', { name: 'Clientes elegidos' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Elegir a Ana Pérez' })).not.toBeChecked();
  });

  it('says one client in the singular, and keeps the selection when the API refuses', async () => {
    signInAs('AD');
    const { calls } = serveTeam([aClient({ id: 1, trainer: laura })], () => ({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Elegí un integrante activo del equipo.' },
    }));
    renderClients('/clientes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir a Ana Pérez' }));
    expect(screen.getByRole('region', { name: 'Clientes elegidos' })).toHaveTextContent('1 cliente elegido');

    await user.click(screen.getByRole('button', { name: 'Cambiar entrenador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar entrenador' });
    await choose(user, 'Nuevo entrenador', 'Diego Ruiz');
    expect(within(dialog).getByRole('status')).toHaveTextContent('¿Pasar 1 cliente a Diego Ruiz?');
    await user.click(within(dialog).getByRole('button', { name: 'Pasar cliente' }));

    expect(await screen.findByText('No pudimos cambiar el entrenador')).toBeInTheDocument();
    expect(screen.getByText('Elegí un integrante activo del equipo.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/v1/clients/reassign')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Cambiar entrenador' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clientes elegidos' })).toHaveTextContent('1 cliente elegido');
  });

  it('a new filter starts the selection again', async () => {
    signInAs('AD');
    serveTeam([aClient({ id: 1, trainer: laura }), aClient({ id: 2, firstName: 'Bruno', lastName: 'Díaz', trainer: diego })]);
    renderClients('/clientes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir a Ana Pérez' }));
    expect(screen.getByRole('region', { name: 'Clientes elegidos' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('radiogroup', { name: 'Estado' })).getByText('Activos'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Clientes elegidos' })).not.toBeInTheDocument());
  });
});

describe('clients list, for a trainer', () => {
  it('shows no trainer column, filter or selection, never asks for the team, and ignores a trainer in the URL', async () => {
    signInAs('CO');
    const { calls } = serveTeam([aClient({ id: 1, trainer: laura })]);
    renderClients('/clientes?entrenador=2');

    await screen.findByRole('link', { name: 'Ana Pérez' });
    expect(screen.queryByRole('columnheader', { name: 'Entrenador' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Entrenador' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Laura Gómez')).not.toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0]!.url).trainerId).toBeUndefined();
    expect(teamCalls(calls)).toEqual([]);
  });
});

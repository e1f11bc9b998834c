import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchCall } from '@coach/shared/testing';
import { aClient, queryOf, renderClients, resetBrowserState } from '../../../testing/render-clients';

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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchCall } from '@coach/shared/testing';
import { aClient, renderClients, resetBrowserState } from '../../../testing/render-clients';

jest.setTimeout(40_000);
beforeEach(resetBrowserState);

const patches = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PATCH');

function stubClient(overrides = {}) {
  let client = aClient({ id: 5, ...overrides });
  return stubFetch((call) => {
    if (call.method === 'PATCH') {
      client = { ...client, ...(call.body as object) };
      return { status: 200, body: client };
    }
    if (call.url === '/api/v1/clients/5') return { status: 200, body: client };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontramos lo que buscás' } };
  });
}

describe('client detail', () => {
  it('asks before disabling, explains what it does, and sends PATCH {active:false}', async () => {
    const { calls } = stubClient();
    renderClients('/clientes/5');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();
    expect(screen.getByText(/Los clientes no se eliminan/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desactivar a Ana Pérez?' });
    expect(within(confirm).getByText(/perder el acceso a la app, pero conservás todo su historial/)).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(patches(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Desactivar' }));

    await waitFor(() => expect(patches(calls)).toEqual([{ url: '/api/v1/clients/5', method: 'PATCH', body: { active: false } }]));
    expect(await screen.findByText('Cliente desactivado')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(screen.getByText('Inactivo')).toBeInTheDocument();
  });

  it('"Enviar mensaje" opens the conversation with the client in /chats', async () => {
    stubClient();
    renderClients('/clientes/5');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/chats?cliente=5');
  });

  it('says in Información whether the client uses the app, and when they last opened it', async () => {
    stubClient({ appRegisteredAt: '2024-03-06T12:00:00.000Z', appLastSeenAt: '2026-11-26T21:05:00.000Z' });
    renderClients('/clientes/5');
    // Signed out in tests: the business's zone is the default, Buenos Aires (UTC-3).
    expect(await screen.findByTestId('client-app-usage')).toHaveTextContent('Usa la app desde el 06/03/2024 · Última vez: 26/11/2026 18:05');
  });

  it('says in Información when the client does not use the app yet', async () => {
    stubClient({ hasAppAccess: false, appRegisteredAt: null, appLastSeenAt: null });
    renderClients('/clientes/5');
    expect(await screen.findByTestId('client-app-usage')).toHaveTextContent(/^Todavía no usa la app$/);
  });

  it('keeps the open tab in the URL', async () => {
    stubClient();
    renderClients('/clientes/5?tab=plan-y-pagos');
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Plan y pagos', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Formularios' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes/5?tab=formularios');
    expect(screen.getByRole('tab', { name: 'Formularios', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Información' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/clientes\/5$/);
  });

  it("puts the host's widgets in the other areas' tabs, with the client they are for", async () => {
    stubClient({ active: false });
    const renderWidget = jest.fn((slot: string, props: object) => <p>{`${slot}: ${JSON.stringify(props)}`}</p>);
    renderClients('/clientes/5?tab=planificacion', { renderWidget });
    const user = userEvent.setup();

    const planning = await screen.findByRole('tabpanel', { name: 'Planificación' });
    expect(planning).toHaveTextContent('planificacion: {"clientId":5,"clientName":"Ana Pérez","clientActive":false}');
    await user.click(screen.getByRole('tab', { name: 'Plan y pagos' }));
    expect(screen.getByRole('tabpanel', { name: 'Plan y pagos' })).toHaveTextContent('plan-y-pagos: {"clientId":5');
    await user.click(screen.getByRole('tab', { name: 'Formularios' }));
    expect(screen.getByRole('tabpanel', { name: 'Formularios' })).toHaveTextContent('formularios: {"clientId":5');
  });

  it('moves between tabs with the arrow keys, Home and End, all of them in one row', async () => {
    stubClient();
    renderClients('/clientes/5?tab=planificacion', { renderWidget: (slot) => <p>{slot}</p> });
    const user = userEvent.setup();
    const tablist = await screen.findByRole('tablist', { name: 'Secciones de Ana Pérez' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Información', 'Planificación', 'Progreso', 'Plan y pagos', 'Formularios']);
    // Only the open tab is in the Tab order.
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1, -1]);

    screen.getByRole('tab', { name: 'Planificación' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Progreso', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Progreso' })).toHaveTextContent('progreso');
    expect(screen.getByTestId('location')).toHaveTextContent('/clientes/5?tab=progreso');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Formularios', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Información', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Información', selected: true })).toHaveFocus();
    // A panel once opened stays mounted, hidden.
    expect(screen.getByText('planificacion', { selector: 'p' })).not.toBeVisible();
  });

  it('says a tab is not available when no widget is given (the remote running alone)', async () => {
    stubClient();
    renderClients('/clientes/5?tab=formularios');
    expect(await screen.findByRole('tabpanel', { name: 'Formularios' })).toHaveTextContent('Esta sección no está disponible en este momento.');
  });

  it('edits the client from the Información tab', async () => {
    const { calls } = stubClient();
    renderClients('/clientes/5');
    const user = userEvent.setup();

    const weight = await screen.findByLabelText('Peso (kg)');
    expect(weight).toHaveValue('61,5');
    expect(screen.getByLabelText('Cliente desde')).toHaveValue('05/03/2024');
    await user.clear(weight);
    await user.type(weight, '60,25');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(patches(calls)[0]!.body).toMatchObject({ weightKg: 60.25, heightCm: 165, firstName: 'Ana', memberSince: '2024-03-05' });
  });

  it('says when the client does not exist, with a way back to the list', async () => {
    stubClient();
    renderClients('/clientes/404');

    expect(await screen.findByText('No encontramos este cliente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a clientes' })).toHaveAttribute('href', '/clientes');
  });
});

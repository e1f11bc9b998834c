import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { aClient, renderClients, resetBrowserState, signInAs, team } from '../../../testing/render-clients';

jest.setTimeout(30_000);
beforeEach(resetBrowserState);

const laura = { id: 1, firstName: 'Laura', lastName: 'Gómez', image: null };

/** Client 5 and the team; PATCH {trainerId} gives the client to that member (or answers `patch`). */
function serve(trainer: typeof laura | null = laura, patch?: (call: FetchCall) => Reply) {
  let client = aClient({ id: 5, trainer });
  return stubFetch((call) => {
    if (call.url === '/api/v1/team/members') return { status: 200, body: { results: team } };
    if (call.url === '/api/v1/clients/5' && call.method === 'PATCH') {
      if (patch) return patch(call);
      const member = team.find((item) => item.id === (call.body as { trainerId: number }).trainerId)!;
      client = { ...client, trainer: { id: member.id, firstName: member.firstName, lastName: member.lastName, image: member.image } };
      return { status: 200, body: client };
    }
    if (call.url === '/api/v1/clients/5') return { status: 200, body: client };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
}

const trainerLine = () => screen.findByTestId('client-trainer');
const option = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((item) => item.title === name);
const patches = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PATCH');

describe("the client's trainer on the client's page", () => {
  it('an administrator changes it among the active members, with PATCH {trainerId}', async () => {
    signInAs('AD');
    const { calls } = serve();
    renderClients('/clientes/5');
    const user = userEvent.setup();

    const line = await trainerLine();
    expect(line).toHaveTextContent('Entrenador:');
    const select = within(line).getByRole('combobox', { name: 'Entrenador' });
    await waitFor(() => expect(line.querySelector('.ant-select-content')).toHaveTextContent('Laura Gómez'));

    await user.click(select);
    await waitFor(() => expect(option('Diego Ruiz')).toBeDefined());
    expect(option('Marta Sosa')).toBeUndefined();
    expect(option('Marta Sosa (inactivo)')).toBeUndefined();
    await user.click(option('Diego Ruiz')!);

    await waitFor(() => expect(patches(calls)).toEqual([{ url: '/api/v1/clients/5', method: 'PATCH', body: { trainerId: 2 } }]));
    expect(await screen.findByText('Entrenador cambiado')).toBeInTheDocument();
    expect(screen.getByText('Diego Ruiz es ahora responsable de Ana Pérez.')).toBeInTheDocument();
    expect(line.querySelector('.ant-select-content')).toHaveTextContent('Diego Ruiz');
  });

  it('shows a deactivated trainer by name, marked, without offering them', async () => {
    signInAs('AD');
    serve({ id: 3, firstName: 'Marta', lastName: 'Sosa', image: null });
    renderClients('/clientes/5');
    const line = await trainerLine();
    await waitFor(() => expect(line.querySelector('.ant-select-content')).toHaveTextContent('Marta Sosa (inactivo)'));
  });

  it('says so when the change is refused, and keeps the trainer it had', async () => {
    signInAs('AD');
    serve(laura, () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'No tenés permisos para editar/eliminar' } }));
    renderClients('/clientes/5');
    const user = userEvent.setup();
    const line = await trainerLine();
    await user.click(within(line).getByRole('combobox', { name: 'Entrenador' }));
    await waitFor(() => expect(option('Diego Ruiz')).toBeDefined());
    await user.click(option('Diego Ruiz')!);

    expect(await screen.findByText('No pudimos cambiar el entrenador')).toBeInTheDocument();
    expect(screen.getByText('No tenés permisos para editar/eliminar')).toBeInTheDocument();
    await waitFor(() => expect(line.querySelector('.ant-select-content')).toHaveTextContent('Laura Gómez'));
  });

  it('a trainer reads it, and cannot change it', async () => {
    signInAs('CO');
    const { calls } = serve();
    renderClients('/clientes/5');

    const line = await trainerLine();
    expect(line).toHaveTextContent('Entrenador: Laura Gómez');
    expect(within(line).queryByRole('combobox')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/v1/team/'))).toEqual([]);
  });

  it('says when a client has no trainer', async () => {
    signInAs('CO');
    serve(null);
    renderClients('/clientes/5');
    expect(await trainerLine()).toHaveTextContent('Entrenador: sin asignar');
  });
});

import { teamMessages } from '@coach/shared/contracts';
import { resetBrowserState, type FetchCall } from '@coach/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMember, ME, renderSignedIn, stubTeamApi, team, type Handler } from '../testing/team-fixtures';
import { MembersList } from './members-list';

// antd's menus, selects and dialogs are slow to render on a busy 2-core machine.
jest.setTimeout(30_000);

let calls: FetchCall[] = [];
const patches = () => calls.filter((call) => call.method === 'PATCH');

function renderList(handler?: Handler, members = team) {
  ({ calls } = stubTeamApi(handler, { members }));
  renderSignedIn(<MembersList members={members} currentUserId={ME} />);
  return userEvent.setup({ delay: null });
}

const row = (id: number) => screen.getByTestId(`member-${id}`);

async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Acciones para ${name}` }));
}

/** An option of the open antd select, by its text. */
async function pickOption(user: ReturnType<typeof userEvent.setup>, text: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === text);
    if (!found) throw new Error(`no option ${text}`);
    return found as HTMLElement;
  });
  await user.click(option);
}

const saved = (id: number, fields: object) => ({ status: 200, body: { ...team.find((member) => member.id === id), ...fields } });

describe('MembersList', () => {
  beforeEach(() => resetBrowserState());

  it('shows each member with their role, state, clients and last visit; the signed-in admin’s row has no actions', () => {
    renderList(undefined, [
      ...team.slice(0, 3),
      aMember({ id: 10, firstName: 'Diego', lastName: 'Ruiz', email: 'diego@ejemplo.com', role: 'CO', active: false, clientCount: 0, lastSeenAt: '2024-11-20T15:00:00.000Z' }),
    ]);
    const ana = row(ME);
    expect(ana).toHaveTextContent('Ana Pérez (vos)');
    expect(ana).toHaveTextContent('ana@ejemplo.com');
    expect(within(ana).getByText('Administrador')).toBeInTheDocument();
    expect(ana).toHaveTextContent('4 clientes');
    expect(ana).toHaveTextContent('Última vez: Nunca entró');
    expect(within(ana).queryByRole('button')).not.toBeInTheDocument();

    const bruno = row(8);
    expect(within(bruno).getByText('Entrenador')).toBeInTheDocument();
    expect(within(bruno).getByText('Activo')).toBeInTheDocument();
    expect(bruno).toHaveTextContent('3 clientes');
    expect(within(bruno).getByRole('button', { name: 'Acciones para Bruno Díaz' })).toBeInTheDocument();
    expect(row(9)).toHaveTextContent('Sin clientes');

    const diego = row(10);
    expect(within(diego).getByText('Inactivo')).toBeInTheDocument();
    // 15:00 UTC is 12:00 in Buenos Aires, the business's zone; long ago, so the date.
    expect(diego).toHaveTextContent('Última vez: 20/11/2024');
  });

  it('changes a role after confirming what it means, and says so', async () => {
    const user = renderList((call) => (call.method === 'PATCH' ? saved(8, { role: 'AD' }) : undefined));
    await openActions(user, 'Bruno Díaz');
    await user.click(await screen.findByRole('menuitem', { name: 'Cambiar a Administrador' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Darle el rol Administrador a Bruno Díaz?');
    expect(dialog).toHaveTextContent('Va a ver todos los clientes del negocio');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar a Administrador' }));

    expect(await screen.findByText('Bruno Díaz ahora tiene el rol Administrador.')).toBeInTheDocument();
    expect(patches()).toEqual([{ url: '/api/v1/team/members/8', method: 'PATCH', body: { role: 'AD' } }]);
  });

  it('deactivating a member with clients asks first who takes them, among the other active members', async () => {
    const user = renderList((call) => (call.method === 'PATCH' ? saved(8, { active: false, clientCount: 0 }) : undefined));
    await openActions(user, 'Bruno Díaz');
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));

    const dialog = await screen.findByRole('dialog', { name: '¿A quién pasan sus 3 clientes?' });
    expect(dialog).toHaveTextContent('Bruno Díaz deja de tener acceso a Coach. Sus 3 clientes activos pasan a la persona que elijas');
    // Nothing is sent until someone is chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByText(teamMessages.reassignRequired)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Pasan a' }));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
      if (found.length === 0) throw new Error('no options yet');
      return found;
    });
    // Neither Bruno himself nor Diego (inactive).
    expect(options).toEqual(['Ana Pérez · Administrador', 'Carla Gómez · Entrenador']);
    await pickOption(user, 'Carla Gómez · Entrenador');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Desactivamos a Bruno Díaz')).toBeInTheDocument();
    expect(screen.getByText('Ya no puede iniciar sesión. Sus clientes ahora están a cargo de Carla Gómez.')).toBeInTheDocument();
    expect(patches()).toEqual([{ url: '/api/v1/team/members/8', method: 'PATCH', body: { active: false, reassignTo: 9 } }]);
  });

  it('puts the API’s refusal of the chosen person on the field', async () => {
    const user = renderList((call) =>
      call.method === 'PATCH'
        ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Revisá los datos ingresados', details: { fieldErrors: { reassignTo: [teamMessages.reassignTarget] } } } }
        : undefined,
    );
    await openActions(user, 'Bruno Díaz');
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿A quién pasan sus 3 clientes?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Pasan a' }));
    await pickOption(user, 'Carla Gómez · Entrenador');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByText(teamMessages.reassignTarget)).toBeInTheDocument();
  });

  it('deactivates a member without clients after a plain confirmation', async () => {
    const user = renderList((call) => (call.method === 'PATCH' ? saved(9, { active: false }) : undefined));
    await openActions(user, 'Carla Gómez');
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Desactivar a Carla Gómez?');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Desactivamos a Carla Gómez')).toBeInTheDocument();
    expect(patches()).toEqual([{ url: '/api/v1/team/members/9', method: 'PATCH', body: { active: false } }]);
  });

  it('asks who takes the clients when some were assigned since the list was read (409 REASSIGN_REQUIRED)', async () => {
    const user = renderList((call) =>
      call.method === 'PATCH' ? { status: 409, body: { code: 'REASSIGN_REQUIRED', message: teamMessages.reassignRequired } } : undefined,
    );
    await openActions(user, 'Carla Gómez');
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desactivar' }));

    const dialog = await screen.findByRole('dialog', { name: '¿A quién pasan sus clientes?' });
    expect(dialog).toHaveTextContent('Carla Gómez deja de tener acceso a Coach.');
    expect(within(dialog).getByRole('combobox', { name: 'Pasan a' })).toBeInTheDocument();
  });

  it('shows the API’s words when it refuses (the last administrator)', async () => {
    const user = renderList((call) => (call.method === 'PATCH' ? { status: 409, body: { code: 'LAST_ADMIN', message: teamMessages.lastAdmin } } : undefined), [
      aMember(),
      aMember({ id: 11, firstName: 'Eva', lastName: 'Luna', email: 'eva@ejemplo.com', role: 'AD', clientCount: 0 }),
    ]);
    await openActions(user, 'Eva Luna');
    await user.click(await screen.findByRole('menuitem', { name: 'Cambiar a Entrenador' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cambiar a Entrenador' }));

    expect(await screen.findByText('No pudimos cambiar el rol')).toBeInTheDocument();
    expect(screen.getByText(teamMessages.lastAdmin)).toBeInTheDocument();
  });

  it('reactivates an inactive member at once', async () => {
    const user = renderList((call) => (call.method === 'PATCH' ? saved(10, { active: true }) : undefined));
    await openActions(user, 'Diego Ruiz');
    expect(screen.queryByRole('menuitem', { name: 'Desactivar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Reactivar' }));

    expect(await screen.findByText('Reactivamos a Diego Ruiz')).toBeInTheDocument();
    expect(patches()).toEqual([{ url: '/api/v1/team/members/10', method: 'PATCH', body: { active: true } }]);
  });
});

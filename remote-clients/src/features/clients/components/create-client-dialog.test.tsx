import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_SETTINGS, formatCalendarDate, todayIn, useSession } from '@coach/shared';
import { clientMessages } from '@coach/shared/contracts';
import { fakeAccessToken, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { aClient, renderClients, resetBrowserState, signInAs, team } from '../../../testing/render-clients';

// Signed out, the business's settings are the defaults (Buenos Aires).
const today = () => todayIn(DEFAULT_BUSINESS_SETTINGS.timeZone);

// Typing into antd inputs with user-event takes 10–20 s per test on a busy 2-core machine (up to 35 s
// seen with the date pickers, under the full suite).
jest.setTimeout(60_000);
beforeEach(resetBrowserState);

const listGets = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/v1/clients?'));

function stubApi(onCreate: (call: FetchCall) => Reply) {
  return stubFetch((call) => (call.method === 'POST' ? onCreate(call) : { status: 200, body: { items: [aClient({ id: 1 })], total: 1 } }));
}

async function openDialog() {
  // No pause between keystrokes: each one re-renders the antd form, and the pauses add up on CI.
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('link', { name: 'Ana Pérez' });
  await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
  return { user, dialog };
}

describe('create client dialog', () => {
  it('asks for the names and checks email, weight and birth date before sending', async () => {
    const { calls } = stubApi(() => ({ status: 201, body: aClient() }));
    renderClients('/clientes');
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('El apellido es requerido')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'sin-arroba');
    await user.type(within(dialog).getByLabelText('Peso (kg)'), '7,555');
    // Pasted (one input event: each typed key re-renders the open calendar), then taken with Enter.
    await user.click(within(dialog).getByLabelText('Fecha de nacimiento'));
    await user.paste('01/01/2999');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await within(dialog).findByText('El formato del correo no es válido')).toBeInTheDocument();
    expect(within(dialog).getByText(clientMessages.weightInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de nacimiento no puede ser futura')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends "72,5" as 72.5, thanks the user and refreshes the list', async () => {
    const { calls } = stubApi(() => ({ status: 201, body: aClient({ id: 9, firstName: 'Lucía', lastName: 'Gómez' }) }));
    renderClients('/clientes');
    const { user, dialog } = await openDialog();
    const listsBefore = listGets(calls).length;

    expect(within(dialog).getByLabelText('Cliente desde')).toHaveValue(formatCalendarDate(today()));
    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await user.type(within(dialog).getByLabelText('Apellido'), 'Gómez');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'Lucia@Ejemplo.com');
    await user.type(within(dialog).getByLabelText('Peso (kg)'), '72,5');
    await user.type(within(dialog).getByLabelText('Altura (cm)'), '168');
    await user.click(within(dialog).getByRole('radio', { name: 'Femenino' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/v1/clients');
    expect(post.body).toEqual({
      firstName: 'Lucía',
      lastName: 'Gómez',
      email: 'lucia@ejemplo.com',
      phone: null,
      birthdate: null,
      gender: 'Femenino',
      address: null,
      goal: null,
      weightKg: 72.5,
      heightCm: 168,
      memberSince: today(),
    });
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo cliente' })).not.toBeInTheDocument());
  });

  it('stores a birth date typed day first (05/03/1990) as 1990-03-05', async () => {
    const { calls } = stubApi(() => ({ status: 201, body: aClient({ id: 9 }) }));
    renderClients('/clientes');
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await user.type(within(dialog).getByLabelText('Apellido'), 'Gómez');
    const birth = within(dialog).getByLabelText('Fecha de nacimiento');
    expect(birth).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(birth, '05/03/1990{Enter}');
    expect(birth).toHaveValue('05/03/1990');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ firstName: 'Lucía', birthdate: '1990-03-05' });
  });

  it("proposes today on the business's calendar as \"cliente desde\"", async () => {
    // 02:00 on 6 March in Madrid, still the 5th in Buenos Aires. Only the clock is fake.
    jest.useFakeTimers({
      now: new Date('2024-03-06T01:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
    });
    try {
      const business = { name: 'Estudio', timeZone: 'Europe/Madrid', currency: 'EUR' };
      const { calls } = stubFetch((call) =>
        call.url === '/api/v1/me' ? { status: 200, body: { id: 7, business } } : { status: 200, body: { items: [aClient({ id: 1 })], total: 1 } },
      );
      useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
      renderClients('/clientes');
      await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/me')).toBe(true));
      const { dialog } = await openDialog();
      expect(within(dialog).getByLabelText('Cliente desde')).toHaveValue('06/03/2024');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the API field errors on their fields', async () => {
    stubApi(() => ({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Revisá los datos ingresados', details: { fieldErrors: { phone: ['Ese teléfono no parece real'] } } },
    }));
    renderClients('/clientes');
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await user.type(within(dialog).getByLabelText('Apellido'), 'Gómez');
    await user.type(within(dialog).getByLabelText('Teléfono'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await within(dialog).findByText('Ese teléfono no parece real')).toBeInTheDocument();
    expect(screen.queryByText('Cliente creado')).not.toBeInTheDocument();
  });

  it('says on the email field when another client already uses it', async () => {
    stubApi(() => ({ status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Ya existe' } }));
    renderClients('/clientes');
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await user.type(within(dialog).getByLabelText('Apellido'), 'Gómez');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));

    expect(await within(dialog).findByText(clientMessages.emailInUse)).toBeInTheDocument();
  });

  describe('who trains the new client', () => {
    const option = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((item) => item.title === name);

    /** The list, the team and the create call; `calls` records them all. */
    const stubWithTeam = () =>
      stubFetch((call) => {
        if (call.method === 'POST') return { status: 201, body: aClient({ id: 9, firstName: 'Lucía', lastName: 'Gómez' }) };
        if (call.url === '/api/v1/team/members') return { status: 200, body: { results: team } };
        return { status: 200, body: { items: [aClient({ id: 1 })], total: 1 } };
      });

    async function typeNames(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
      await user.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
      await user.type(within(dialog).getByLabelText('Apellido'), 'Gómez');
    }

    it('an administrator picks another active member, sent as trainerId', async () => {
      signInAs('AD');
      const { calls } = stubWithTeam();
      renderClients('/clientes');
      const { user, dialog } = await openDialog();

      const select = within(dialog).getByRole('combobox', { name: 'Entrenador' });
      // Themselves unless they pick another.
      const field = select.closest('.ant-select')!;
      await waitFor(() => expect(field.querySelector('.ant-select-content')).toHaveTextContent('Sofía Paz'));
      await user.click(select);
      await waitFor(() => expect(option('Laura Gómez')).toBeDefined());
      expect(option('Diego Ruiz')).toBeDefined();
      // A member who left is not offered.
      expect(option('Marta Sosa')).toBeUndefined();
      expect(option('Marta Sosa (inactivo)')).toBeUndefined();
      await user.click(option('Laura Gómez')!);
      await waitFor(() => expect(field.querySelector('.ant-select-content')).toHaveTextContent('Laura Gómez'));

      await typeNames(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
      expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ firstName: 'Lucía', lastName: 'Gómez', trainerId: 1 });
    });

    it('an administrator who picks nobody is the trainer', async () => {
      signInAs('AD');
      const { calls } = stubWithTeam();
      renderClients('/clientes');
      const { user, dialog } = await openDialog();
      await typeNames(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
      expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ trainerId: 7 });
    });

    it('a trainer is not asked: their new client is theirs, and the team is never asked for', async () => {
      signInAs('CO');
      const { calls } = stubWithTeam();
      renderClients('/clientes');
      const { user, dialog } = await openDialog();
      expect(within(dialog).queryByLabelText('Entrenador')).not.toBeInTheDocument();
      await typeNames(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Crear cliente' }));
      expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty('trainerId');
      expect(calls.filter((call) => call.url.startsWith('/api/v1/team'))).toEqual([]);
    });
  });
});

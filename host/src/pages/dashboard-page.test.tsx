import { AppProviders, createQueryClient, useSession, userFromToken, type Dashboard, type MeResponse } from '@coach/shared';
import { deferredReply, fakeAccessToken, resetBrowserState, stubFetch, type Reply } from '@coach/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { releaseChartsForTests } from '../features/dashboard/lib/use-charts-ready';
import { DashboardPage } from './dashboard-page';

// Chart.js draws on a canvas jsdom does not have: the canvas is a stand-in, the text alternatives are real.
jest.mock('@coach/shared/chart-canvas', () => ({
  __esModule: true,
  default: ({ config }: { config: { type: string } }) => <div data-testid="chart-canvas" data-type={config.type} />,
}));

const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

const newBusiness: Dashboard = {
  trial: { remainingDays: 30, endsAt: '2026-04-01T12:00:00.000Z' },
  gettingStarted: { profileCompleted: false, photoUploaded: false, tourCompleted: false, clientsCount: 0, businessConfirmed: false },
  today: '2026-03-31',
  currency: 'ARS',
  weekStart: '2026-03-30',
  clients: { active: 0, total: 0, newThisMonth: 0 },
  newClientsLastMonth: 0,
  workoutsCreated: 0,
  income: { thisMonth: 0, lastMonth: 0 },
  pendingPeriods: { count: 0, amount: 0, overdueCount: 0, overdueAmount: 0 },
  tasks: { scheduled: 0, completed: 0 },
  tasksLastWeek: { scheduled: 0, completed: 0 },
  tasksToday: { scheduled: 0, completed: 0 },
  weeklyActivity: ['2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31'].map((date) => ({ date, completed: 0 })),
  revenue: months.map((month) => ({ month, real: 0, expected: 0 })),
  planDistribution: [],
  needsAttention: { items: [], total: 0 },
  adherence: { d7: null, d30: null, clients: 0 },
  scope: 'business',
};

/** The API's worked example (api/src/modules/dashboard/dashboard.test.ts), on 31 March 2026. */
const busyBusiness: Dashboard = {
  ...newBusiness,
  trial: { remainingDays: null, endsAt: null },
  gettingStarted: { profileCompleted: true, photoUploaded: true, tourCompleted: true, clientsCount: 5, businessConfirmed: true },
  clients: { active: 4, total: 5, newThisMonth: 2 },
  newClientsLastMonth: 2,
  workoutsCreated: 1,
  income: { thisMonth: 3_300_000, lastMonth: 3_000_000 },
  pendingPeriods: { count: 5, amount: 6_000_000, overdueCount: 2, overdueAmount: 1_500_000 },
  tasks: { scheduled: 5, completed: 2 },
  tasksLastWeek: { scheduled: 9, completed: 4 },
  tasksToday: { scheduled: 3, completed: 1 },
  weeklyActivity: [0, 1, 1, 0, 1, 1, 1].map((completed, i) => ({ date: `2026-03-${25 + i}`, completed })),
  revenue: months.map((month) => ({
    month,
    ...({ '2026-01': { real: 2_000_000, expected: 2_000_000 }, '2026-02': { real: 3_000_000, expected: 4_000_000 }, '2026-03': { real: 3_300_000, expected: 8_500_000 } }[month] ?? {
      real: 0,
      expected: 0,
    }),
  })),
  planDistribution: [
    { planId: 1, name: 'Mensual', clients: 2 },
    { planId: 2, name: 'Semanal', clients: 1 },
    { planId: null, name: 'Sin plan', clients: 1 },
  ],
  needsAttention: { items: [{ clientId: 7, firstName: 'Ana', lastName: 'Gil', d7: 40, d30: 80 }], total: 12 },
  adherence: { d7: 61, d30: 72, clients: 30 },
};

function serve(dashboard: () => Reply | Promise<Reply>, unread = 0, me?: MeResponse) {
  return stubFetch((call) => {
    if (call.url === '/api/v1/dashboard') return dashboard();
    if (me && call.url === '/api/v1/me') return { status: 200, body: me };
    if (call.url === '/api/v1/me/chats/unread_messages') return { status: 200, body: { unreadMessages: unread } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No existe' } };
  });
}

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });
/** A table's rows as the text of their cells. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

/** Signs in as an administrator (the business's dashboard) or a trainer (their clients'). */
function signInAs(role: 'AD' | 'CO') {
  const token = fakeAccessToken({ remainingDays: null, role });
  localStorage.setItem('coach.access-token', token);
  useSession.setState({ user: userFromToken(token) });
}

beforeEach(() => {
  resetBrowserState();
  const token = fakeAccessToken({ remainingDays: null, role: 'AD' });
  localStorage.setItem('coach.access-token', token);
  useSession.setState({ user: userFromToken(token) });
  releaseChartsForTests();
});

describe('dashboard page', () => {
  it('shows the cards with the change against the previous period, what needs attention today and three charts with their tables', async () => {
    serve(() => ({ status: 200, body: busyBusiness }), 3);
    renderPage();
    expect(await within(card('Ingresos del mes')).findByText('$ 33.000')).toBeInTheDocument();
    expect(within(card('Ingresos del mes')).getByText('+10 % frente a esta altura del mes pasado ($ 30.000)')).toBeInTheDocument();
    expect(within(card('Clientes activos')).getByText('4')).toBeInTheDocument();
    expect(within(card('Clientes activos')).getByText('de 5 clientes en total, sin contar el cliente de prueba')).toBeInTheDocument();
    expect(within(card('Clientes activos')).getByText('2 nuevos este mes (2 a esta altura del mes pasado)')).toBeInTheDocument();
    expect(within(card('Por cobrar')).getByText('$ 60.000')).toBeInTheDocument();
    expect(within(card('Por cobrar')).getByText('5 períodos pendientes')).toBeInTheDocument();
    expect(within(card('Por cobrar')).getByText('2 vencidos: $ 15.000')).toBeInTheDocument();
    expect(within(card('Tareas de la semana')).getByText('2 de 5')).toBeInTheDocument();
    expect(within(card('Tareas de la semana')).getByText('40 % registradas')).toBeInTheDocument();
    expect(within(card('Tareas de la semana')).getByText('−4 puntos frente a la semana pasada (44 %)')).toBeInTheDocument();
    expect(within(card('Cumplimiento')).getByText('72 %')).toBeInTheDocument();
    expect(within(card('Cumplimiento')).getByText('Últimos 30 días, promedio de 30 clientes con tareas')).toBeInTheDocument();
    expect(within(card('Cumplimiento')).getByText('61 % en los últimos 7 días (−11 puntos)')).toBeInTheDocument();
    expect(within(card('Rutinas creadas')).getByText('1')).toBeInTheDocument();

    // Para hoy, each with its screen.
    const today = screen.getByRole('list', { name: 'Para hoy' });
    expect(within(today).getByText('2 cobros vencidos por $ 15.000')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Ver cobros' })).toHaveAttribute('href', '/planes?vista=cobros&estado=vencidos');
    expect(within(today).getByText('2 tareas para hoy sin registrar (de 3)')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Ver agenda' })).toHaveAttribute('href', '/agenda');
    expect(await within(today).findByText('3 mensajes sin leer')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Ir a chats' })).toHaveAttribute('href', '/chats');

    // The charts' text alternatives.
    const revenue = rowsOf('Ingresos de los últimos 12 meses');
    expect(revenue).toHaveLength(12);
    expect(revenue[0]).toEqual(['abril de 2025', '$ 0', '$ 0']);
    expect(revenue.slice(-3)).toEqual([
      ['enero de 2026', '$ 20.000', '$ 20.000'],
      ['febrero de 2026', '$ 30.000', '$ 40.000'],
      ['marzo de 2026', '$ 33.000', '$ 85.000'],
    ]);
    expect(screen.getByText(/En marzo de 2026 cobraste \$ 33\.000 de \$ 85\.000 esperados/)).toBeInTheDocument();
    expect(rowsOf('Tareas registradas por día, últimos 7 días')).toEqual([
      ['miércoles, 25 de marzo', '0'],
      ['jueves, 26 de marzo', '1'],
      ['viernes, 27 de marzo', '1'],
      ['sábado, 28 de marzo', '0'],
      ['domingo, 29 de marzo', '1'],
      ['lunes, 30 de marzo', '1'],
      ['martes, 31 de marzo', '1'],
    ]);
    expect(rowsOf('Clientes activos por plan')).toEqual([
      ['Mensual', '2', '50 %'],
      ['Semanal', '1', '25 %'],
      ['Sin plan', '1', '25 %'],
    ]);
    expect((await screen.findAllByTestId('chart-canvas')).map((chart) => chart.dataset.type)).toEqual(['bar', 'bar', 'doughnut']);
    // Every first step done: the list is gone.
    expect(screen.queryByRole('list', { name: 'Primeros pasos' })).not.toBeInTheDocument();
  });

  it("writes every amount as a Mexican business's country does, \"Para hoy\" included", async () => {
    const mexican: MeResponse = {
      id: 7,
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@ejemplo.com',
      phone: null,
      birthDate: null,
      gender: null,
      address: null,
      role: 'AD',
      image: null,
      gymId: 3,
      business: { name: 'Estudio CDMX', timeZone: 'America/Mexico_City', currency: 'MXN', country: 'MX' },
      pendingEmail: null,
    };
    serve(() => ({ status: 200, body: { ...busyBusiness, currency: 'MXN', pendingPeriods: { ...busyBusiness.pendingPeriods, overdueAmount: 185_050 } } }), 0, mexican);
    renderPage();
    const today = await screen.findByRole('list', { name: 'Para hoy' });
    // Never "MXN 1.850,50": the peso as Mexico writes it, like the rest of the app.
    expect(await within(today).findByText('2 cobros vencidos por $1,850.50')).toBeInTheDocument();
    expect(within(card('Ingresos del mes')).getByText('$33,000')).toBeInTheDocument();
    expect(within(card('Por cobrar')).getByText('2 vencidos: $1,850.50')).toBeInTheDocument();
    expect(rowsOf('Ingresos de los últimos 12 meses').at(-1)).toEqual(['marzo de 2026', '$33,000', '$85,000']);
  });

  it('lists the clients whose last 7 days fell behind their last 30, each to their Progreso', async () => {
    serve(() => ({ status: 200, body: busyBusiness }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Necesitan atención' });
    expect(within(list).getByRole('link', { name: 'Ana Gil' })).toHaveAttribute('href', '/clientes/7?tab=progreso');
    expect(list).toHaveTextContent('7 días: 40 % · 30 días: 80 %');
    expect(screen.getByRole('link', { name: 'Ver los 12 clientes, del menor cumplimiento al mayor' })).toHaveAttribute('href', '/clientes?sort=adherence7');
  });

  it('gives a new business its first steps and helpful empty states, not zeros that look like errors', async () => {
    serve(() => ({ status: 200, body: newBusiness }));
    renderPage();
    const firstSteps = await screen.findByRole('list', { name: 'Primeros pasos' });
    // The country, zone and currency the sign-up proposed, to confirm in Mi negocio.
    expect(within(firstSteps).getByRole('link', { name: 'Ir a Mi negocio' })).toHaveAttribute('href', '/perfil/negocio');
    expect(within(card('Clientes activos')).getByRole('link', { name: 'Sumá tu primer cliente' })).toHaveAttribute('href', '/clientes');
    expect(within(card('Ingresos del mes')).getByRole('link', { name: 'Creá un plan y registrá tus cobros' })).toHaveAttribute('href', '/planes');
    expect(within(card('Tareas de la semana')).getByText('Sin tareas esta semana')).toBeInTheDocument();
    expect(within(card('Rutinas creadas')).getByRole('link', { name: 'Creá tu primera rutina' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay cobros')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay actividad')).toBeInTheDocument();
    expect(screen.getByText('Todavía no tenés clientes activos')).toBeInTheDocument();
    expect(screen.getByTestId('attention-empty')).toHaveTextContent('Nada pendiente para hoy');
    expect(screen.queryByTestId('chart-canvas')).not.toBeInTheDocument();
    expect(screen.queryByText(/No pudimos/)).not.toBeInTheDocument();
  });

  it('sends a business with no tasks to where tasks are assigned: a client’s Planificación, through Clientes', async () => {
    serve(() => ({ status: 200, body: newBusiness }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Asigná tareas desde la Planificación de un cliente' })).toHaveAttribute('href', '/clientes');
    expect(within(screen.getByTestId('chart-activity')).getByRole('link', { name: 'Ir a Clientes' })).toHaveAttribute('href', '/clientes');
  });

  it('shows skeletons while loading', async () => {
    const reply = deferredReply();
    serve(() => reply.promise);
    renderPage();
    expect(within(card('Ingresos del mes')).getByLabelText('Cargando')).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-revenue')).getByLabelText('Cargando')).toBeInTheDocument();
    reply.release({ status: 200, body: busyBusiness });
    expect(await within(card('Ingresos del mes')).findByText('$ 33.000')).toBeInTheDocument();
  });

  it('shows a figure the API could not compute as its own error, the rest as usual', async () => {
    serve(() => ({ status: 200, body: { ...busyBusiness, revenue: null, income: null } }));
    renderPage();
    expect(await within(card('Clientes activos')).findByText('4')).toBeInTheDocument();
    expect(within(card('Ingresos del mes')).getByText('No pudimos cargar los ingresos.')).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-revenue')).getByText('No pudimos cargar los ingresos por mes.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Ingresos de los últimos 12 meses' })).not.toBeInTheDocument();
    expect(rowsOf('Clientes activos por plan')).toHaveLength(3);
    expect(within(card('Por cobrar')).getByText('$ 60.000')).toBeInTheDocument();
  });

  it('shows each figure failing when the request fails, and Reintentar asks again', async () => {
    let fail = true;
    const { calls } = serve(() => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'Algo salió mal' } } : { status: 200, body: busyBusiness }));
    renderPage();
    const incomeCard = card('Ingresos del mes');
    const retry = await within(incomeCard).findByRole('button', { name: 'Reintentar: los ingresos' });
    expect(within(card('Clientes activos')).getByText('No pudimos cargar los clientes.')).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-plans')).getByText('No pudimos cargar los clientes por plan.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-account')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(within(incomeCard).getByText('$ 33.000')).toBeInTheDocument());
    expect(calls.filter((call) => call.url === '/api/v1/dashboard')).toHaveLength(2);
  });

  describe('of an Entrenador (their clients)', () => {
    const trainerDashboard: Dashboard = {
      ...busyBusiness,
      gettingStarted: { ...busyBusiness.gettingStarted, businessConfirmed: null },
      scope: 'trainer',
      clients: { active: 3, total: 3, newThisMonth: 1 },
      income: null,
      pendingPeriods: null,
      revenue: null,
      planDistribution: null,
      team: null,
    };

    it('shows their clients’ figures as theirs, and no empty, zero or failed card for the money they do not see', async () => {
      signInAs('CO');
      serve(() => ({ status: 200, body: trainerDashboard }));
      renderPage();
      expect(await within(card('Tus clientes activos')).findByText('3')).toBeInTheDocument();
      expect(card('Tareas de la semana')).toHaveTextContent('2 de 5');
      expect(card('Cumplimiento de tus clientes')).toHaveTextContent('72 %');
      expect(screen.getByText(/Tus clientes de un vistazo/)).toBeInTheDocument();

      expect(screen.queryByRole('region', { name: 'Ingresos del mes' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Por cobrar' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('chart-revenue')).not.toBeInTheDocument();
      expect(screen.queryByTestId('chart-plans')).not.toBeInTheDocument();
      expect(screen.getByTestId('chart-activity')).toBeInTheDocument();
      expect(screen.queryByText(/No pudimos/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('figure-error')).not.toBeInTheDocument();

      // Para hoy: their tasks, no overdue payments (nor a link to Cobros, which is not theirs).
      const today = screen.getByRole('list', { name: 'Para hoy' });
      expect(within(today).getByText('2 tareas para hoy sin registrar (de 3)')).toBeInTheDocument();
      expect(within(today).queryByRole('link', { name: 'Ver cobros' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-team')).not.toBeInTheDocument();
      expect(screen.queryByText('Equipo')).not.toBeInTheDocument();
    });

    it('has no "Configurá tu negocio" among their first steps: Mi negocio is not theirs to change', async () => {
      signInAs('CO');
      serve(() => ({ status: 200, body: { ...trainerDashboard, gettingStarted: { ...newBusiness.gettingStarted, businessConfirmed: null } } }));
      renderPage();
      const firstSteps = await screen.findByRole('list', { name: 'Primeros pasos' });
      expect(within(firstSteps).getAllByRole('listitem')).toHaveLength(4);
      expect(within(firstSteps).queryByText('Configurá tu negocio')).not.toBeInTheDocument();
    });

    it('while loading, keeps room only for the cards that will come', async () => {
      signInAs('CO');
      const reply = deferredReply();
      serve(() => reply.promise);
      renderPage();
      expect(within(card('Tus clientes activos')).getByLabelText('Cargando')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Ingresos del mes' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('chart-revenue')).not.toBeInTheDocument();
      reply.release({ status: 200, body: trainerDashboard });
      expect(await within(card('Tus clientes activos')).findByText('3')).toBeInTheDocument();
    });

    it('says nothing is pending without naming payments', async () => {
      signInAs('CO');
      serve(() => ({ status: 200, body: { ...trainerDashboard, tasksToday: { scheduled: 0, completed: 0 } } }));
      renderPage();
      expect(await screen.findByTestId('attention-empty')).toHaveTextContent('Nada pendiente para hoy: sin tareas por registrar ni mensajes sin leer.');
    });
  });

  describe('Equipo, for an administrator', () => {
    const team: NonNullable<Dashboard['team']> = [
      { userId: 7, firstName: 'Ana', lastName: 'Pérez', role: 'AD', active: true, activeClients: 4, adherence7: 61, tasksDoneThisWeek: 12, paymentsThisMonth: 3, paymentsAmountThisMonth: 4_500_000 },
      { userId: 8, firstName: 'Bruno', lastName: 'Díaz', role: 'CO', active: true, activeClients: 2, adherence7: null, tasksDoneThisWeek: 0, paymentsThisMonth: 1, paymentsAmountThisMonth: 1_250_050 },
      { userId: 9, firstName: 'Carla', lastName: 'Gómez', role: 'CO', active: false, activeClients: 0, adherence7: null, tasksDoneThisWeek: 0, paymentsThisMonth: 0, paymentsAmountThisMonth: 0 },
    ];

    it('shows each member’s clients, adherence, tasks and payments, one card each (nothing scrolls sideways on a phone)', async () => {
      serve(() => ({ status: 200, body: { ...busyBusiness, team } }));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Equipo' })).toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Cifras del equipo' })).getAllByRole('listitem');
      const figures = (item: HTMLElement) => [...item.querySelectorAll('dd')].map((value) => value.textContent?.replace(/\u00a0/g, ' '));
      expect(cards.map((item) => item.textContent?.startsWith(item.querySelector('strong')?.textContent ?? '?'))).toEqual([true, true, true]);
      expect(cards.map((item) => [item.querySelector('strong')?.textContent, ...figures(item)])).toEqual([
        ['Ana Pérez', '4', '61 %', '12', '3', '$ 45.000'],
        ['Bruno Díaz', '2', '—', '0', '1', '$ 12.500,50'],
        ['Carla Gómez', '0', '—', '0', '0', '$ 0'],
      ]);
      expect(cards[0]).toHaveTextContent('Administrador');
      expect(cards[2]).toHaveTextContent('Entrenador (inactivo)');
      expect(within(cards[0]!).getByText('Cumplimiento 7 días')).toBeInTheDocument();
    });

    it.each([
      ['an API from before the figure', undefined],
      ['no members in it', []],
    ])('is not shown with %s', async (_case, members) => {
      serve(() => ({ status: 200, body: { ...busyBusiness, team: members } }));
      renderPage();
      expect(await within(card('Clientes activos')).findByText('4')).toBeInTheDocument();
      expect(screen.queryByTestId('dashboard-team')).not.toBeInTheDocument();
      expect(screen.queryByTestId('figure-error')).not.toBeInTheDocument();
    });

    it('says so when the team’s figures failed, with Reintentar', async () => {
      serve(() => ({ status: 200, body: { ...busyBusiness, team: null } }));
      renderPage();
      expect(await screen.findByRole('button', { name: 'Reintentar: las cifras del equipo' })).toBeInTheDocument();
      expect(screen.getByText('No pudimos cargar las cifras del equipo.')).toBeInTheDocument();
    });
  });
});

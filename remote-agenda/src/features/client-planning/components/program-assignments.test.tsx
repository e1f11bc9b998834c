import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, DEFAULT_BUSINESS_SETTINGS, createQueryClient } from '@coach/shared';
import type { ProgramAssignment } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import ClientPlanning from '../../../exposes/client-planning';
import { businessToday } from '../../../lib/calendar/business-clock';
import { dialogTitled } from '../../../testing/dialogs';

jest.setTimeout(180_000);
beforeEach(resetBrowserState);

const today = businessToday(DEFAULT_BUSINESS_SETTINGS.timeZone);

const anAssignment = (overrides: Partial<ProgramAssignment> = {}): ProgramAssignment => ({
  id: 70,
  programId: 40,
  programName: 'Fuerza 12 semanas',
  programArchived: false,
  clientId: 5,
  startDate: '2026-11-02',
  alignToMonday: true,
  weeks: 12,
  endDate: '2027-01-24',
  currentWeek: 3,
  status: 'active',
  pausedDays: 0,
  endedAt: null,
  tasksTotal: 60,
  tasksDue: 12,
  tasksDone: 9,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

function renderPlanning(handler: (call: FetchCall) => Reply | undefined) {
  const { calls } = stubFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.startsWith('/api/v1/clients/5/tasks?')) return { status: 200, body: { items: [] } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ClientPlanning clientId={5} clientName="Ana López" clientActive />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

const isAssignments = (call: FetchCall) => call.method === 'GET' && call.url === '/api/v1/clients/5/program-assignments';
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

describe('program assignments in the planning', () => {
  it('shows each assignment as one thing: its week, its progress', async () => {
    renderPlanning((call) => (isAssignments(call) ? { status: 200, body: { items: [anAssignment(), anAssignment({ id: 71, programName: 'Movilidad', status: 'ended', weeks: 4 })] } } : undefined));

    const card = await screen.findByRole('article', { name: 'Programa Fuerza 12 semanas · semana 3 de 12' });
    expect(within(card).getByText('9 de 12 tareas hechas')).toBeInTheDocument();
    const ended = screen.getByRole('article', { name: 'Programa Movilidad · 4 semanas' });
    expect(within(ended).getByText('Finalizado antes de tiempo')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: 'Pausar Movilidad' })).not.toBeInTheDocument();
    expect(within(ended).getByRole('button', { name: 'Quitar Movilidad' })).toBeInTheDocument();
  });

  it('pauses by N days, ends and removes, each after a confirmation', async () => {
    const { calls, user } = renderPlanning((call) => {
      if (isAssignments(call)) return { status: 200, body: { items: [anAssignment()] } };
      if (call.method === 'POST') return { status: 200, body: anAssignment({ pausedDays: 5, endDate: '2027-01-29' }) };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'Programa Fuerza 12 semanas · semana 3 de 12' });

    await user.click(within(card).getByRole('button', { name: 'Pausar Fuerza 12 semanas' }));
    const pause = await dialogTitled('¿Pausar Fuerza 12 semanas?');
    const days = within(pause).getByLabelText('Días de pausa');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(pause).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', url: '/api/v1/program-assignments/70/pause', body: { days: 5 } });

    await user.click(within(card).getByRole('button', { name: 'Finalizar Fuerza 12 semanas' }));
    const end = await dialogTitled('¿Finalizar Fuerza 12 semanas?');
    expect(within(end).getByText(/Lo que Ana López ya hizo queda en su historial/)).toBeInTheDocument();
    await user.click(within(end).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ method: 'POST', url: '/api/v1/program-assignments/70/end' });

    await user.click(within(card).getByRole('button', { name: 'Quitar Fuerza 12 semanas' }));
    const remove = await dialogTitled('¿Quitar Fuerza 12 semanas?');
    await user.click(within(remove).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2]).toMatchObject({ method: 'DELETE', url: '/api/v1/program-assignments/70' });
  });

  it('assigns a program from the planning, from today', async () => {
    const program = {
      id: 40,
      source: 'product',
      name: 'Running 5K en 6 semanas',
      archived: false,
      createdAt: '2026-01-10T12:00:00.000Z',
      updatedAt: '2026-01-10T12:00:00.000Z',
      description: null,
      weeks: 6,
      dayCount: 18,
      itemCount: 18,
      activeAssignmentCount: 0,
    };
    const { calls, user } = renderPlanning((call) => {
      if (isAssignments(call)) return { status: 200, body: { items: [] } };
      if (call.method === 'GET' && call.url.startsWith('/api/v1/programs')) return { status: 200, body: { items: [program], total: 1 } };
      if (call.method === 'POST') return { status: 201, body: { items: [anAssignment({ programName: program.name, status: 'upcoming' })] } };
      return undefined;
    });

    await user.click(await screen.findByRole('button', { name: 'Asignar programa' }));
    const dialog = await dialogTitled('Asignar programa a Ana López');
    await user.click(await within(dialog).findByRole('radio', { name: /Running 5K en 6 semanas/ }));
    expect(within(dialog).getByText('Va a crear 18 tareas.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ url: '/api/v1/programs/40/assignments', body: { clientIds: [5], startDate: today, alignToMonday: false } });
  });
});

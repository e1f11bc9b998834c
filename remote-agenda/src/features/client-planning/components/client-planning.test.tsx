import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, DEFAULT_BUSINESS_SETTINGS, createQueryClient } from '@coach/shared';
import { type TaskOccurrence } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import ClientPlanning from '../../../exposes/client-planning';
import { businessToday } from '../../../lib/calendar/business-clock';
import { aSeriesResult } from '../../../testing/agenda-fixtures';
import { dialogTitled } from '../../../testing/dialogs';
import { spokenText } from '../../../testing/spoken-text';

// The assign flow mounts most of antd (modal, form, inputs, radios, select): slow on a busy machine.
jest.setTimeout(180_000);
beforeEach(resetBrowserState);

// Signed out in tests: the business settings are the defaults (Buenos Aires).
const today = businessToday(DEFAULT_BUSINESS_SETTINGS.timeZone);
const dayOfMonth = Number(today.slice(8, 10));

const anOccurrence = (overrides: Partial<TaskOccurrence>): TaskOccurrence => ({
  kind: 'task',
  id: 1,
  occurrence: today,
  date: today,
  endDate: null,
  clientId: 5,
  clientName: 'Ana López',
  type: 'activity',
  itemId: 31,
  itemName: 'Caminata',
  goal: null,
  durationMin: null,
  distanceKm: null,
  recurrence: null,
  changed: false,
  completion: null,
  ...overrides,
});

const activity = (id: number, name: string) => ({
  id,
  source: 'product',
  name,
  archived: false,
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
  instructions: 'A paso sostenido.',
  keywords: ['cardio'],
  video: null,
  coverUrl: null,
  thumbnailUrl: null,
});

function renderPlanning(handler: (call: FetchCall) => Reply | undefined, clientActive = true) {
  const { calls } = stubFetch(
    (call) =>
      handler(call) ??
      // The client's programs (none here): program-assignments.test.tsx covers them.
      (call.url === '/api/v1/clients/5/program-assignments' ? { status: 200, body: { items: [] } } : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } }),
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ClientPlanning clientId={5} clientName="Ana López" clientActive={clientActive} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

/** Types by pasting: one input event instead of one per key (antd inputs re-render on each). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const isTasksList = (call: FetchCall) => call.method === 'GET' && call.url.startsWith('/api/v1/clients/5/tasks?');

describe('client planning', () => {
  it('shows the month of tasks with the tour targets, and what the client registered for a done one', async () => {
    const done = anOccurrence({
      id: 2,
      type: 'workout',
      itemName: 'Piernas A',
      completion: {
        id: null,
        results: null,
        completedAt: `${today}T15:00:00.000Z`,
        durationMin: 45,
        distanceKm: null,
        feedback: { mood: 'very_good', enjoyment: 'a_lot', comment: 'Pesado pero bien' },
        answers: null,
        questions: null,
      },
    });
    const { calls, user } = renderPlanning((call) => (isTasksList(call) ? { status: 200, body: { items: [anOccurrence({}), done] } } : undefined));

    expect(await screen.findByText('Caminata')).toBeInTheDocument();
    const query = new URL(calls.find(isTasksList)!.url, 'http://x').searchParams;
    expect(query.get('from')! <= today && today <= query.get('to')!).toBe(true);

    const day = document.querySelector(`[data-tour="select-day-${dayOfMonth}"]`)!;
    expect(day).toHaveAccessibleName(/^Asignar tarea el .* \(hoy\)$/);
    expect(day.querySelector(`[data-tour="${today}"]`)).toHaveTextContent(String(dayOfMonth));
    // The done task is named as such on itself; no role-less element carries a name (axe aria-prohibited-attr).
    expect(screen.getByRole('button', { name: 'Rutina: Piernas A, hecha' })).toBeInTheDocument();
    expect(document.querySelectorAll('.fc span[aria-label], .fc a[aria-label]:not([role])')).toHaveLength(0);

    await user.click(screen.getByText('Piernas A'));
    const dialog = await screen.findByRole('dialog', { name: 'Rutina: Piernas A' });
    expect(within(dialog).getByText('45 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Muy bien')).toBeInTheDocument();
    expect(within(dialog).getByText('Mucho')).toBeInTheDocument();
    expect(within(dialog).getByText('Pesado pero bien')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it("a done workout shows the client's series beside the prescription, timed ones as a stopwatch", async () => {
    const done = anOccurrence({
      id: 3,
      type: 'workout',
      itemName: 'Core',
      completion: {
        id: '0e1f6c52-81f4-4f0e-a0a4-6a3c1f1b9d07',
        completedAt: `${today}T15:00:00.000Z`,
        durationMin: null,
        distanceKm: null,
        feedback: { mood: 'amazing', enjoyment: 'yes', comment: null },
        answers: null,
        questions: null,
        results: [
          aSeriesResult({ groupName: 'Core', exerciseName: 'Plancha', done: { reps: null, weightKg: null, seconds: 60 }, prescribed: { reps: null, seconds: 60, restSeconds: 30, weightKg: null } }),
          aSeriesResult({ groupName: 'Core', exerciseName: 'Plancha', seriesIndex: 1, done: { reps: null, weightKg: null, seconds: 40 }, prescribed: { reps: null, seconds: 60, restSeconds: 30, weightKg: null } }),
        ],
      },
    });
    const { user } = renderPlanning((call) => (isTasksList(call) ? { status: 200, body: { items: [done] } } : undefined));

    await user.click(await screen.findByText('Core'));
    const dialog = await screen.findByRole('dialog', { name: 'Rutina: Core' });
    expect(within(dialog).getByText('Increíble')).toBeInTheDocument();
    expect(within(dialog).getByText('Cambió 1 de 2 series.')).toBeInTheDocument();
    const series = within(within(dialog).getByRole('list', { name: 'Plancha' })).getAllByRole('listitem');
    expect(series.map(spokenText)).toEqual(['Serie 1: 1 minuto, como se indicó.', 'Serie 2, cambió: hizo 40 segundos; se indicó 1 minuto.']);
    expect(within(series[1]!).getByText('0:40')).toBeInTheDocument();
    expect(within(series[1]!).getByText('(indicado 1:00)')).toBeInTheDocument();
    expect(within(series[1]!).getByText('cambió')).toBeInTheDocument();
  });

  it('assigns an activity in four steps; a 400 brings its message back to the step of the field, nothing lost', async () => {
    const posts: FetchCall[] = [];
    const { user } = renderPlanning((call) => {
      if (isTasksList(call)) return { status: 200, body: { items: [] } };
      if (call.url.startsWith('/api/v1/activities?')) return { status: 200, body: { items: [activity(31, 'Caminata'), activity(32, 'Natación')], total: 2 } };
      if (call.method === 'POST') {
        posts.push(call);
        return posts.length === 1
          ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Revisá los datos', details: { fieldErrors: { durationMin: ['Ingresá una duración entre 1 y 1440 minutos'] } } } }
          : { status: 201, body: { ...(call.body as object), id: 9, clientId: 5, itemName: 'Natación', createdAt: `${today}T12:00:00.000Z`, updatedAt: `${today}T12:00:00.000Z` } };
      }
      return undefined;
    });

    await screen.findByText(/Tocá un día/);
    await waitFor(() => expect(document.querySelector(`[data-tour="select-day-${dayOfMonth}"]`)).not.toBeNull());
    await user.click(document.querySelector<HTMLElement>(`[data-tour="select-day-${dayOfMonth}"]`)!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elegí actividad, rutina o formulario');
    await user.click(within(dialog).getByRole('radio', { name: /Actividad/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await user.click(await within(dialog).findByRole('radio', { name: /Natación/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await fill(user, within(dialog).getByLabelText('Objetivo'), 'Ritmo suave');
    await fill(user, within(dialog).getByLabelText('Duración sugerida (min)'), '40');
    await fill(user, within(dialog).getByLabelText('Distancia sugerida (km)'), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(within(dialog).getByText('Paso 4 de 4: Repetición')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Sí'));
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));

    // The API refuses: back on the details, with its message and everything typed.
    expect(await within(dialog).findByText('Ingresá una duración entre 1 y 1440 minutos')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Objetivo')).toHaveValue('Ritmo suave');
    expect(within(dialog).getByLabelText('Distancia sugerida (km)')).toHaveValue('1,5');
    expect(posts[0]!.body).toEqual({
      type: 'activity',
      itemId: 32,
      date: today,
      goal: 'Ritmo suave',
      durationMin: 40,
      distanceKm: 1.5,
      endDate: null,
      recurrence: expect.stringMatching(/^FREQ=WEEKLY;BYDAY=(MO|TU|WE|TH|FR|SA|SU)$/),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Tarea asignada')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Paso 4 de 4: Repetición')).not.toBeInTheDocument());
  });

  it('changes one occurrence of a repeating task ("Solo este") and deletes from one on ("Este y los siguientes")', async () => {
    const repeating = anOccurrence({ id: 7, recurrence: 'FREQ=WEEKLY;COUNT=4', goal: 'Constancia' });
    const changes: FetchCall[] = [];
    const { user } = renderPlanning((call) => {
      if (isTasksList(call)) return { status: 200, body: { items: [repeating] } };
      if (call.url.startsWith('/api/v1/tasks/7?')) {
        changes.push(call);
        return call.method === 'DELETE' ? { status: 204 } : { status: 200, body: { id: 7 } };
      }
      return undefined;
    });

    await user.click(await screen.findByText('Caminata'));
    let dialog = await screen.findByRole('dialog', { name: 'Actividad: Caminata' });
    expect(within(dialog).getByText(/Se repite: Cada semana/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Objetivo'));
    await fill(user, within(dialog).getByLabelText('Objetivo'), 'Ritmo suave');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const saveScope = await dialogTitled('¿Guardar los cambios?');
    await user.click(within(saveScope).getByText('Solo este'));
    await user.click(within(saveScope).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tarea actualizada')).toBeInTheDocument();
    expect(changes[0]).toMatchObject({ method: 'PATCH', url: `/api/v1/tasks/7?scope=this&occurrence=${today}`, body: { goal: 'Ritmo suave' } });

    await user.click(screen.getByText('Caminata'));
    dialog = await screen.findByRole('dialog', { name: 'Actividad: Caminata' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const deleteScope = await dialogTitled('¿Eliminar esta tarea?');
    await user.click(within(deleteScope).getByText('Este y los siguientes'));
    await user.click(within(deleteScope).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Tarea eliminada')).toBeInTheDocument();
    expect(changes[1]).toMatchObject({ method: 'DELETE', url: `/api/v1/tasks/7?scope=following&occurrence=${today}` });
  });

  it('a disabled client shows the history without ways to assign', async () => {
    renderPlanning((call) => (isTasksList(call) ? { status: 200, body: { items: [anOccurrence({})] } } : undefined), false);
    expect(await screen.findByText('Caminata')).toBeInTheDocument();
    expect(screen.getByText(/está deshabilitado/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asignar tarea' })).not.toBeInTheDocument();
    expect(document.querySelector(`[data-tour="select-day-${dayOfMonth}"]`)).toBeDisabled();
  });
});

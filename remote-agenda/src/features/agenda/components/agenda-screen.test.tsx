import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState, stubFetch, type FetchCall } from '@coach/shared/testing';
import AgendaPage from '../../../exposes/agenda-page';
import { businessToday } from '../../../lib/calendar/business-clock';
import { aSeriesResult, aTaskOccurrence, anEventOccurrence, queryOf } from '../../../testing/agenda-fixtures';
import { renderAgenda } from '../../../testing/render-agenda';
import { dialogTitled } from '../../../testing/dialogs';
import { spokenText } from '../../../testing/spoken-text';

jest.setTimeout(120_000);
beforeEach(resetBrowserState);

// Signed out in these tests, the business's settings are the defaults (Buenos Aires): its today.
const today = businessToday('America/Argentina/Buenos_Aires');
const agendaCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/v1/agenda?'));
const agendaReply = (items: unknown[], taskDays: unknown[] | null = null) => ({ status: 200, body: { items, taskDays } });
// antd's ids are fixed in tests ('test-id'), so dialogs are found by their title's text, not their name.
describe('agenda page', () => {
  it('shows the events and tasks of the range asked, filters by kind and opens a task', async () => {
    const { calls } = stubFetch(() =>
      agendaReply([
        anEventOccurrence({ occurrence: today, start: `${today}T07:00`, end: `${today}T08:00` }),
        aTaskOccurrence({ occurrence: today, date: today, completion: { id: null, results: null, completedAt: `${today}T13:00:00Z`, durationMin: 50, distanceKm: null, feedback: { mood: 'amazing', enjoyment: 'a_lot', comment: 'Muy buena' }, answers: null, questions: null } }),
      ]),
    );
    renderAgenda(<AgendaPage />);
    const user = userEvent.setup({ delay: null });

    // Each item's name begins with what it shows (WCAG 2.5.3: a voice user says what they see).
    expect(await screen.findByRole('button', { name: '07:00 Clase funcional. Evento: Clase funcional, de 07:00 a 08:00' })).toBeInTheDocument();
    const task = screen.getByRole('button', { name: 'AM Piernas A. Tarea de Ana María López: Rutina Piernas A, Completada' });
    expect(within(task).getByText('AM')).toBeInTheDocument();
    const { from = '', to = '' } = queryOf(agendaCalls(calls)[0]!.url);
    expect(from <= today && today <= to).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Tareas' }));
    await waitFor(() => expect(screen.queryByLabelText(/Tarea de /)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Evento: Clase funcional/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tareas' }));

    await user.click(await screen.findByLabelText(/Tarea de Ana María López/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Ana María López' })).toHaveAttribute('href', '/clientes/12?tab=planificacion');
    expect(within(dialog).getByText('50 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Increíble')).toBeInTheDocument();
  });

  it("opens a done workout with the client's series beside the prescription and the feedback", async () => {
    stubFetch(() =>
      agendaReply([
        aTaskOccurrence({
          occurrence: today,
          date: today,
          completion: {
            id: '5b0c2f47-3d0a-4a53-9a43-64f1d8b3e2c1',
            completedAt: `${today}T13:00:00Z`,
            durationMin: 50,
            distanceKm: null,
            feedback: { mood: 'normal', enjoyment: 'not_much', comment: 'La última serie no salió' },
            answers: null,
            questions: null,
            results: [aSeriesResult({ seriesIndex: 0 }), aSeriesResult({ seriesIndex: 1, done: { reps: 10, weightKg: 40, seconds: null } })],
          },
        }),
      ]),
    );
    renderAgenda(<AgendaPage />);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByLabelText(/Tarea de Ana María López/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Normal')).toBeInTheDocument();
    expect(within(dialog).getByText('La última serie no salió')).toBeInTheDocument();
    const series = within(within(dialog).getByRole('list', { name: 'Sentadilla goblet' })).getAllByRole('listitem');
    expect(series.map(spokenText)).toEqual([
      'Serie 1: 12 repeticiones con 40 kg, como se indicó.',
      'Serie 2, cambió: hizo 10 repeticiones con 40 kg; se indicó 12 repeticiones con 40 kg.',
    ]);
    expect(within(series[1]!).getByText('(indicado 12 × 40 kg)')).toBeInTheDocument();
  });

  it("shows a big business's tasks counted per day, and opens a day to list them", async () => {
    const { calls } = stubFetch((call) => {
      const { from, to } = queryOf(call.url);
      return from === to
        ? agendaReply([aTaskOccurrence({ occurrence: today, date: today })])
        : agendaReply([anEventOccurrence({ occurrence: today, start: `${today}T07:00`, end: `${today}T08:00` })], [{ date: today, total: 1240, completed: 3 }]);
    });
    renderAgenda(<AgendaPage />);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText(/se muestran contadas por día/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Evento: Clase funcional/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tareas de clientes: 1.240 tareas · 3 hechas. Abrir el día' }));

    expect(await screen.findByLabelText(/Tarea de Ana María López/)).toBeInTheDocument();
    expect(queryOf(agendaCalls(calls).at(-1)!.url)).toMatchObject({ from: today, to: today });
    expect(screen.queryByText(/se muestran contadas por día/)).not.toBeInTheDocument();
  });

  it('creates an event with its colour and repetition', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: { ...anEventOccurrence(), id: 9, createdAt: '2026-07-14T10:00:00Z', updatedAt: '2026-07-14T10:00:00Z' } } : agendaReply([]),
    );
    renderAgenda(<AgendaPage />);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Nuevo evento' }));
    const dialog = await dialogTitled('Nuevo evento');
    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));
    expect(await within(dialog).findByText('El título es requerido')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Clase de yoga' } });
    // 14/07/2026 is a Tuesday.
    // Typed as a trainer types them, day first (the fields are antd pickers, not native inputs).
    for (const [label, text] of [
      ['Desde el día', '14/07/2026'],
      ['Hora de inicio', '18:00'],
      ['Hasta el día', '14/07/2026'],
      ['Hora de fin', '19:00'],
    ]) {
      const field = within(dialog).getByLabelText(label!);
      await user.clear(field);
      await user.type(field, `${text}{Enter}`);
    }
    expect(within(dialog).getByLabelText('Desde el día')).toHaveValue('14/07/2026');
    expect(within(dialog).getByLabelText('Hora de fin')).toHaveValue('19:00');
    await user.click(within(dialog).getByRole('radio', { name: 'Violeta' }));
    await user.click(within(dialog).getByText('Sí'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByText('Evento creado')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      [
        '/api/v1/events',
        { title: 'Clase de yoga', description: null, allDay: false, start: '2026-07-14T18:00', end: '2026-07-14T19:00', color: 'purple', recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByText('Nuevo evento', { selector: '.ant-modal-title' })).not.toBeInTheDocument());
  });

  it('asks which occurrences an edit or a delete of a repeating event is for', async () => {
    const weekly = anEventOccurrence({ id: 4, occurrence: today, start: `${today}T07:00`, end: `${today}T08:00`, recurrence: 'FREQ=WEEKLY' });
    const { calls } = stubFetch((call) => {
      if (call.method === 'PATCH') return { status: 200, body: { ...weekly, title: 'Funcional', createdAt: 'x', updatedAt: 'x' } };
      if (call.method === 'DELETE') return { status: 204 };
      return agendaReply([weekly]);
    });
    renderAgenda(<AgendaPage />);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByLabelText(/Evento: Clase funcional/));
    let dialog = await dialogTitled('Editar evento');
    expect(within(dialog).getByLabelText('Desde el día')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Funcional' } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    let scope = await dialogTitled('¿Qué eventos querés cambiar?');
    expect(within(scope).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Solo este', 'Este y los siguientes']);
    await user.click(within(scope).getByRole('radio', { name: 'Este y los siguientes' }));
    await user.click(within(scope).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Evento actualizado')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe(`/api/v1/events/4?scope=following&occurrence=${today}`);
    expect(patch.body).toEqual({ title: 'Funcional', description: null, color: 'blue' });

    await user.click(await screen.findByLabelText(/Evento: Clase funcional/));
    dialog = await dialogTitled('Editar evento');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    scope = await dialogTitled('¿Qué eventos querés eliminar?');
    await user.click(within(scope).getByRole('radio', { name: 'Todos' }));
    await user.click(within(scope).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Evento eliminado')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([`/api/v1/events/4?scope=all&occurrence=${today}`]);
  });

  it('month view: no ARIA a role-less element may not carry (axe aria-allowed-attr), names that contain what is shown', async () => {
    const events = Array.from({ length: 7 }, (_, i) =>
      anEventOccurrence({ id: i + 1, title: `Clase ${i + 1}`, occurrence: today, start: `${today}T0${i + 1}:00`, end: `${today}T0${i + 1}:30` }),
    );
    stubFetch(() => agendaReply(events));
    renderAgenda(<AgendaPage />);
    await screen.findByRole('button', { name: /^01:00 Clase 1\. Evento: Clase 1/ });

    // "+2 más" opens a popover (aria-expanded): a button, named by what it shows.
    const more = document.querySelector<HTMLElement>('.fc-daygrid-more-link')!;
    expect(more).toHaveTextContent('+2 más');
    expect(more).toHaveAttribute('role', 'button');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    // The dates' names are on the grid cells and column headers, not on links without a role.
    const cell = document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${today}"]`)!;
    expect(cell.getAttribute('aria-label')).toMatch(/\d+ de \p{L}+ de \d{4}/u);
    expect(cell).not.toHaveAttribute('aria-labelledby');
    expect(document.querySelectorAll('a.fc-daygrid-day-number[aria-label], a.fc-col-header-cell-cushion[aria-label]')).toHaveLength(0);
    expect(document.querySelector('th.fc-col-header-cell')).toHaveAttribute('aria-label', 'lunes');
  });

  it('says so when the agenda cannot load', async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } }));
    renderAgenda(<AgendaPage />);
    expect(await screen.findByText('No pudimos cargar la agenda. Recargá la página.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

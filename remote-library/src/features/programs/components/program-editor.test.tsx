import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { paths, routePatterns } from '@coach/shared';
import type { Program } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import ProgramEditorPage from '../../../exposes/program-editor-page';
import { aWorkoutSummary } from '../../../testing/library-fixtures';
import { renderLibrary } from '../../../testing/render-library';
import { aProgram, aProgramItem, dialogTitled } from '../testing';

// Many antd dialogs per test on a busy 2-core machine.
jest.setTimeout(120_000);
beforeEach(resetBrowserState);
afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

function stubApi(programs: Record<number, Program>, onWrite: (call: FetchCall) => Reply = () => ({ status: 201, body: aProgram({ id: 41 }) })) {
  return stubFetch((call) => {
    const match = /^\/api\/v1\/programs\/(\d+)$/.exec(call.url);
    if (call.method === 'GET' && match) {
      const program = programs[Number(match[1])];
      return program ? { status: 200, body: program } : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
    }
    if (call.method === 'GET' && call.url.startsWith('/api/v1/workouts')) {
      return { status: 200, body: { items: [aWorkoutSummary({ id: 31, name: 'Piernas A' })], total: 1 } };
    }
    return onWrite(call);
  });
}

const renderEditor = (entry: string) =>
  renderLibrary(entry, { [paths.programNew]: <ProgramEditorPage />, [routePatterns.program]: <ProgramEditorPage /> });
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
const cell = (week: number, day: number) => screen.getByRole('group', { name: `Semana ${week}, día ${day}` });

async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** Wide screens: antd's breakpoints read `(min-width: …)`. */
function wideScreen() {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('program editor', () => {
  it('adds a workout, copies the week, moves the item with "Mover a…" (opened from the keyboard), clears a week and creates the program', async () => {
    const { calls } = stubApi({ 41: aProgram({ id: 41 }) });
    renderEditor(paths.programNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await fill(user, screen.getByLabelText('Nombre'), 'Base 2 semanas');
    await fill(user, screen.getByLabelText('Semanas'), '2');

    await user.click(screen.getByRole('button', { name: 'Agregar a la semana 1, día 1' }));
    const add = await dialogTitled('Agregar a la semana 1, día 1');
    await user.click(await within(add).findByRole('radio', { name: /Piernas A/ }));
    await fill(user, within(add).getByLabelText('Duración sugerida (min)'), '45');
    await user.click(within(add).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(within(cell(1, 1)).getByText('Piernas A')).toBeInTheDocument());
    expect(within(cell(1, 1)).getByText('45 min')).toBeInTheDocument();

    // Copy week 1 over week 2 (the dialog offers the next week).
    await user.click(screen.getByRole('button', { name: 'Copiar semana 1' }));
    const copy = await dialogTitled('Copiar la semana 1');
    expect(within(copy).getByText(/La semana 2 está vacía/)).toBeInTheDocument();
    await user.click(within(copy).getByRole('button', { name: 'Copiar' }));

    // Move by keyboard: the item's menu, "Mover a…", then the day.
    screen.getByRole('button', { name: 'Acciones de Piernas A' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Mover a…' });
    // jsdom does not walk antd's menu with the arrows (a browser does): the entry is chosen directly.
    await user.click(screen.getByRole('menuitem', { name: 'Mover a…' }));
    const move = await dialogTitled('Mover Piernas A');
    await user.click(within(move).getByRole('radio', { name: 'Día 3' }));
    await user.click(within(move).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(within(cell(1, 3)).getByText('Piernas A')).toBeInTheDocument());
    expect(within(cell(1, 1)).getByText('Descanso')).toBeInTheDocument();

    // Week 2 holds the copy; clearing it asks first.
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(within(cell(2, 1)).getByText('Piernas A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vaciar semana 2' }));
    const clear = await dialogTitled('¿Vaciar la semana 2?');
    await user.click(within(clear).getByRole('button', { name: 'Vaciar semana' }));
    await waitFor(() => expect(within(cell(2, 1)).getByText('Descanso')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Crear programa' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', url: '/api/v1/programs' });
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Base 2 semanas',
      description: null,
      weeks: 2,
      days: [{ week: 1, day: 3, items: [{ type: 'workout', itemId: 31, goal: null, durationMin: 45, distanceKm: null }] }],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.program(41)));
  }, 15_000);

  it('on a phone shows one week at a time, chosen with the week selector', async () => {
    const program = aProgram({
      days: [
        { week: 1, day: 1, items: [aProgramItem()] },
        { week: 3, day: 2, items: [aProgramItem({ type: 'activity', itemId: 12, name: 'Caminata', durationMin: 30 })] },
      ],
    });
    stubApi({ 40: program });
    renderEditor(paths.program(40));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    expect(await screen.findByRole('group', { name: 'Semana 1, día 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Semana 3, día 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Semana que se muestra' }));
    await user.click(await screen.findByTitle('Semana 3 de 3'));
    await waitFor(() => expect(within(cell(3, 2)).getByText('Caminata')).toBeInTheDocument());
    expect(within(cell(3, 2)).getByText('30 min')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Semana 1, día 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana siguiente' })).toBeDisabled();
  });

  it('on a wide screen shows every week, with no week selector', async () => {
    wideScreen();
    stubApi({ 40: aProgram() });
    renderEditor(paths.program(40));

    expect(await screen.findByRole('group', { name: 'Semana 1, día 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Semana 3, día 7' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Semana que se muestra' })).not.toBeInTheDocument();
  });

  it('asks whether to apply a change to the active assignments and sends the choice', async () => {
    const program = aProgram({ activeAssignmentCount: 2 });
    const { calls } = stubApi({ 40: program }, () => ({ status: 200, body: program }));
    renderEditor(paths.program(40));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await fill(user, await screen.findByLabelText('Nombre'), 'Fuerza 12 semanas v2');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const ask = await dialogTitled('¿Aplicar los cambios a las asignaciones activas?');
    expect(within(ask).getByText(/2 asignaciones activas/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Aplicar a las asignaciones activas' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/programs/40' });
    expect(writes(calls)[0]!.body).toMatchObject({ name: 'Fuerza 12 semanas v2', weeks: 3, applyToActive: true });
  });

  it('keeps the items of the weeks taken away (and says so), edits an item\'s details, and marks an item deleted from the library', async () => {
    const program = aProgram({
      days: [
        { week: 1, day: 1, items: [aProgramItem({ item: { id: 31, name: 'Piernas A', archived: true } })] },
        { week: 3, day: 2, items: [aProgramItem({ type: 'activity', itemId: 12, name: 'Caminata' })] },
      ],
    });
    const { calls } = stubApi({ 40: program }, () => ({ status: 200, body: program }));
    renderEditor(paths.program(40));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    expect(await within(await screen.findByRole('group', { name: 'Semana 1, día 1' })).findByText('Ya no está en tu biblioteca')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Semanas'), '2');
    expect(await screen.findByText(/La semana 3 tiene elementos que no se guardan/)).toBeInTheDocument();

    await user.click(within(cell(1, 1)).getByRole('button', { name: 'Acciones de Piernas A' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar detalles' }));
    const details = await dialogTitled('Piernas A');
    // The value is in before Listo checks it. Typed again until it shows: on a loaded machine the dialog's
    // own focus (when it finishes opening) can land after the click on the field and take the paste.
    const duration = within(details).getByLabelText('Duración sugerida (min)');
    await waitFor(
      async () => {
        await fill(user, duration, '2000');
        expect(duration).toHaveValue('2000');
      },
      { timeout: 5_000 },
    );
    await user.click(within(details).getByRole('button', { name: 'Listo' }));
    expect(await within(details).findByText(/Ingresá una duración entre 1 y 1440 minutos/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await fill(user, within(details).getByLabelText('Duración sugerida (min)'), '50');
    await fill(user, within(details).getByLabelText('Objetivo'), 'Técnica');
    await user.click(within(details).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(within(cell(1, 1)).getByText('50 min · Técnica')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({
      weeks: 2,
      days: [{ week: 1, day: 1, items: [{ type: 'workout', itemId: 31, goal: 'Técnica', durationMin: 50, distanceKm: null }] }],
    });
    // A long walk through two dialogs: 2–5 s on a quiet machine, more beside other suites in CI.
  }, 30_000);

  it('shows a product program read-only: "No tenés permisos", no editing, still assignable', async () => {
    stubApi({ 40: aProgram({ source: 'product' }) });
    renderEditor(paths.program(40));

    expect(await screen.findByText('No tenés permisos para editar este programa')).toBeInTheDocument();
    expect(within(cell(1, 1)).getByText('Piernas A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Piernas A' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar a la semana 1, día 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asignar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicar' })).toBeInTheDocument();
  });
});

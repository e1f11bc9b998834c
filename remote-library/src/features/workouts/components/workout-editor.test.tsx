import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { paths, routePatterns } from '@coach/shared';
import { libraryMessages, libraryToasts, teamMessages, workoutMessages, type Workout } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import WorkoutEditorPage from '../../../exposes/workout-editor-page';
import { aMember, renderLibrary } from '../../../testing/render-library';
import { aSeries, aWorkout, aWorkoutExercise, anExercise } from '../testing';

// Typing into antd inputs takes a while on a busy 2-core machine.
jest.setTimeout(120_000);
beforeEach(resetBrowserState);
// jsdom has no scrolling: this records where a failed save takes the page.
const scrollIntoView = jest.fn();
beforeAll(() => Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true }));

const exercises = [anExercise({ id: 1, name: 'Sentadilla' }), anExercise({ id: 2, name: 'Plancha', source: 'product', muscleGroups: ['abdominales'] })];

function stubApi(workouts: Record<number, Workout>, onWrite: (call: FetchCall) => Reply = () => ({ status: 200, body: aWorkout() })) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/v1/exercises')) return { status: 200, body: { items: exercises, total: exercises.length } };
    const match = /^\/api\/v1\/workouts\/(\d+)$/.exec(call.url);
    if (call.method === 'GET' && match) {
      const workout = workouts[Number(match[1])];
      return workout ? { status: 200, body: workout } : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
    }
    return onWrite(call);
  });
}

const renderEditor = (entry: string, member = aMember()) =>
  renderLibrary(entry, { [paths.workoutNew]: <WorkoutEditorPage />, [routePatterns.workout]: <WorkoutEditorPage /> }, member);

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
const group = (position: number) => screen.getByLabelText(`Grupo ${position}`);
// Role queries over the whole editor take seconds in jsdom: these look up by text and label instead.
const button = (name: string, container: HTMLElement = document.body) => within(container).getByText(name, { selector: 'button, button > span' }).closest('button')!;

async function pickExercises(user: ReturnType<typeof userEvent.setup>, groupPosition: number, names: string[]) {
  await user.click(button('Agregar ejercicio', group(groupPosition)));
  const dialog = await screen.findByRole('dialog');
  for (const name of names) await user.click(await within(dialog).findByRole('checkbox', { name: new RegExp(name) }));
  await user.click(within(dialog).getByRole('button', { name: /^Agregar/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const twoGroups = () =>
  aWorkout({
    groups: [
      { name: 'Entrada en calor', instructions: null, exercises: [aWorkoutExercise(2, 'Plancha', [aSeries()])] },
      { name: 'Principal', instructions: null, exercises: [aWorkoutExercise(1, 'Sentadilla', [aSeries()])] },
    ],
  });

describe('workout editor', () => {
  it('builds a workout with exercises from the picker and creates it with the typed series', async () => {
    const { calls } = stubApi({ 5: aWorkout({ id: 5 }) }, () => ({ status: 201, body: aWorkout({ id: 5 }) }));
    renderEditor(paths.workoutNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.type(screen.getByLabelText('Nombre'), 'Fuerza tren inferior');
    await user.clear(within(group(1)).getByLabelText('Nombre del grupo'));
    await user.type(within(group(1)).getByLabelText('Nombre del grupo'), 'Principal');
    await pickExercises(user, 1, ['Sentadilla', 'Plancha']);

    const squat = within(group(1)).getByLabelText('Sentadilla');
    await user.clear(within(squat).getByLabelText('Series'));
    await user.type(within(squat).getByLabelText('Series'), '4');
    await user.clear(within(squat).getByLabelText('Repeticiones'));
    await user.type(within(squat).getByLabelText('Repeticiones'), '12');
    await user.type(within(squat).getByLabelText('Peso (kg)'), '62,5');

    const plank = within(group(1)).getByLabelText('Plancha');
    await user.click(within(plank).getByText('Tiempo'));
    await user.clear(within(plank).getByLabelText('Segundos'));
    await user.type(within(plank).getByLabelText('Segundos'), '30');

    await user.click(button('Crear rutina'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rutinas/5'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(await screen.findByText('Rutina creada', {}, { timeout: 5000 })).toBeInTheDocument();
    const [post] = writes(calls);
    expect(post?.url).toBe('/api/v1/workouts');
    const squatSeries = { reps: 12, seconds: null, restSeconds: 60, weightKg: 62.5 };
    const plankSeries = { reps: null, seconds: 30, restSeconds: 60, weightKg: null };
    expect(post?.body).toEqual({
      name: 'Fuerza tren inferior',
      description: null,
      mode: 'simple',
      groups: [
        {
          name: 'Principal',
          instructions: null,
          exercises: [
            { exerciseId: 1, series: [squatSeries, squatSeries, squatSeries, squatSeries] },
            { exerciseId: 2, series: [plankSeries, plankSeries, plankSeries] },
          ],
        },
      ],
    });
  });

  it('asks for the name of every group and sends nothing until it has one', async () => {
    const { calls } = stubApi({});
    renderEditor(paths.workoutNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.type(screen.getByLabelText('Nombre'), 'Movilidad');
    await pickExercises(user, 1, ['Sentadilla']);
    await user.click(button('Agregar grupo'));
    // One word for groups: the card "Grupo 2" is named "Grupo 2" until the trainer names it.
    expect(within(group(2)).getByLabelText('Nombre del grupo')).toHaveValue('Grupo 2');
    await pickExercises(user, 2, ['Plancha']);
    await user.clear(within(group(2)).getByLabelText('Nombre del grupo'));
    await user.click(button('Crear rutina'));

    expect(await within(group(2)).findByText(workoutMessages.groupNameRequired)).toBeInTheDocument();
    expect(within(group(1)).queryByText(workoutMessages.groupNameRequired)).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    // The message may be far below the button: the page goes to it and the cursor is in the field.
    await waitFor(() => expect(within(group(2)).getByLabelText('Nombre del grupo')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('asks before merging an advanced workout into simple, and saves uniform series', async () => {
    const advanced = aWorkout({
      mode: 'advanced',
      groups: [
        {
          name: 'Bloque 1',
          instructions: null,
          exercises: [aWorkoutExercise(1, 'Sentadilla', [aSeries({ reps: 12, weightKg: 40 }), aSeries({ reps: 10, weightKg: 50 }), aSeries({ reps: 8, weightKg: 60 })])],
        },
      ],
    });
    const { calls } = stubApi({ 7: advanced });
    renderEditor(paths.workout(7));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    expect(await screen.findByLabelText('Serie 3 de Sentadilla')).toBeInTheDocument();
    await user.click(screen.getByText('Simple'));
    const confirm = await screen.findByRole('dialog', { name: '¿Cambiar a simple?' });
    expect(confirm).toHaveTextContent(workoutMessages.modeChangeToSimple);
    await user.click(within(confirm).getByRole('button', { name: 'Cambiar a simple' }));

    const squat = screen.getByLabelText('Sentadilla');
    expect(within(squat).getByLabelText('Series')).toHaveValue('3');
    expect(within(squat).getByLabelText('Repeticiones')).toHaveValue('12');
    await user.click(button('Guardar cambios'));

    expect(await screen.findByText('Rutina guardada')).toBeInTheDocument();
    const [patch] = writes(calls);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url).toBe('/api/v1/workouts/7');
    const first = { reps: 12, seconds: null, restSeconds: 60, weightKg: 40 };
    expect(patch?.body).toMatchObject({ mode: 'simple', groups: [{ exercises: [{ exerciseId: 1, series: [first, first, first] }] }] });
  });

  it('reorders groups with the "Mover abajo" button from the keyboard and saves them in the new order', async () => {
    const { calls } = stubApi({ 7: twoGroups() });
    renderEditor(paths.workout(7));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    const down = await screen.findByLabelText('Mover el grupo Entrada en calor abajo');
    down.focus();
    await user.keyboard('{Enter}');
    expect(within(group(1)).getByLabelText('Nombre del grupo')).toHaveValue('Principal');
    expect(screen.getByText('Tenés cambios sin guardar.')).toBeInTheDocument();

    await user.click(button('Guardar cambios'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as { groups: { name: string }[] };
    expect(body.groups.map((item) => item.name)).toEqual(['Principal', 'Entrada en calor']);
  });

  it('reorders groups by dragging with the keyboard, announcing each step in Spanish', async () => {
    // jsdom has no layout: lay every element out as a 100 px row by its place among its siblings.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.parentElement ? [...this.parentElement.children].indexOf(this) * 100 : 0;
      return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 90, width: 300, height: 90, toJSON: () => ({}) } as DOMRect;
    });
    // Nor scrolling: the keyboard sensor brings the item into view.
    Element.prototype.scrollIntoView ??= () => undefined;
    const { calls } = stubApi({ 7: twoGroups() });
    renderEditor(paths.workout(7));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    const handle = await screen.findByLabelText('Reordenar el grupo Entrada en calor');
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('El grupo Entrada en calor pasó a la posición 2 de 2.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Soltaste el grupo Entrada en calor en la posición 2 de 2.')).toBeInTheDocument();
    await waitFor(() => expect(within(group(1)).getByLabelText('Nombre del grupo')).toHaveValue('Principal'));

    await user.click(button('Guardar cambios'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0]?.body as { groups: { name: string }[] };
    expect(body.groups.map((item) => item.name)).toEqual(['Principal', 'Entrada en calor']);
  });

  it('shows a Coach workout read-only, with deleted exercises named, and duplicates it', async () => {
    const product = aWorkout({
      id: 3,
      source: 'product',
      name: 'Full body',
      groups: [{ name: 'Circuito', instructions: 'Tres vueltas', exercises: [aWorkoutExercise(9, 'Burpee', [aSeries(), aSeries()], true)] }],
    });
    const copy = aWorkout({ id: 11, name: 'Copia de Full body' });
    const { calls } = stubApi({ 3: product, 11: copy }, () => ({ status: 201, body: copy }));
    renderEditor(paths.workout(3));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    expect(await screen.findByText('No tenés permisos para editar esta rutina')).toBeInTheDocument();
    expect(screen.getByText('Burpee (eliminado)')).toBeInTheDocument();
    expect(screen.getByText('2 × 10 reps · 60 s de descanso')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Guardar|Eliminar/ })).not.toBeInTheDocument();

    await user.click(button('Duplicar'));
    expect(await screen.findByText('Creamos "Copia de Full body" en tu biblioteca')).toBeInTheDocument();
    expect(screen.getByText('Ya está guardada: si no la necesitás, eliminala desde su pantalla o la lista.')).toBeInTheDocument();
    expect(writes(calls)[0]?.url).toBe('/api/v1/workouts/3/duplicate');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rutinas/11'));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Copia de Full body');
    // The copy exists already: the editor says so, so leaving it is not taken for "cancel".
    const notice = screen.getByTestId('duplicated-notice');
    expect(notice).toHaveTextContent('Es una copia de "Full body" y ya está en tu biblioteca');
    expect(notice).toHaveTextContent('Si salís o cancelás, la copia queda igual; si no la necesitás, eliminala.');
  });

  it("shows a trainer another member's workout read-only with a note, and lets an Administrador change it", async () => {
    stubApi({ 7: aWorkout({ id: 7, name: 'Piernas A', createdByUserId: 2 }) });
    const trainer = renderEditor(paths.workout(7));
    expect(await screen.findByText('Lo creó otra persona del equipo: podés duplicarlo para tener tu versión.')).toBeInTheDocument();
    expect(screen.getByText(libraryMessages.cannotEdit('workouts'))).toBeInTheDocument();
    expect(button('Duplicar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByText('Coach')).not.toBeInTheDocument();
    trainer.unmount();

    renderEditor(paths.workout(7), aMember({ role: 'AD' }));
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.queryByText(/Lo creó otra persona/)).not.toBeInTheDocument();
  });

  it('shows the API refusals where they belong: a taken name, and a series the server did not accept', async () => {
    const replies: Reply[] = [
      { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: libraryMessages.alreadyExistsOnUpdate('workouts') } },
      { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Revisá los datos', details: { fieldErrors: { 'groups.0.exercises.0.series.0.reps': ['Demasiadas repeticiones'] } } } },
    ];
    stubApi({ 7: aWorkout() }, () => replies.shift()!);
    renderEditor(paths.workout(7));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.type(await screen.findByLabelText('Nombre'), ' B');
    await user.click(button('Guardar cambios'));
    expect(await screen.findByText(libraryMessages.alreadyExistsOnUpdate('workouts'))).toBeInTheDocument();
    expect(await screen.findByText(libraryToasts.updateFailed('workouts'), {}, { timeout: 5000 })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre'), 'C');
    expect(screen.queryByText(libraryMessages.alreadyExistsOnUpdate('workouts'))).not.toBeInTheDocument();
    await user.click(button('Guardar cambios'));
    expect(await within(screen.getByLabelText('Sentadilla')).findByText('Demasiadas repeticiones')).toBeInTheDocument();
  });

  it('deletes an own workout after confirming and goes back to the list', async () => {
    const { calls } = stubApi({ 7: aWorkout() }, () => ({ status: 204 }));
    renderEditor(paths.workout(7));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await screen.findByLabelText('Grupo 1');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta rutina?' });
    expect(writes(calls)).toHaveLength(0);
    await user.click(button('Eliminar', confirm));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/rutinas$/));
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: '/api/v1/workouts/7', body: undefined }]);
    expect(await screen.findByText('Rutina eliminada', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  // The contract does not say who made an item, so another member's workout shows its buttons: the
  // API's 403 for an Entrenador (api/src/modules/team/permissions.ts, OWN_ROWS) must read as such.
  it("shows the API's permission message when a trainer saves or deletes another member's workout, keeping what they typed", async () => {
    const forbidden: Reply = { status: 403, body: { code: 'FORBIDDEN', message: teamMessages.noPermission } };
    const { calls } = stubApi({ 7: aWorkout({ name: 'Piernas A' }) }, () => forbidden);
    renderEditor(paths.workout(7));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    const name = await screen.findByLabelText('Nombre');
    await user.click(name);
    await user.paste(' (mía)');
    await user.click(button('Guardar cambios'));
    expect(await screen.findByText(teamMessages.noPermission)).toBeInTheDocument();
    expect(screen.queryByText(libraryToasts.updateFailed('workouts'))).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Piernas A (mía)');

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta rutina?' });
    await user.click(button('Eliminar', confirm));
    await waitFor(() => expect(screen.getAllByText(teamMessages.noPermission)).toHaveLength(2));
    expect(screen.queryByText(libraryToasts.deleteFailed('workouts'))).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/rutinas/7');
    expect(writes(calls).map((call) => call.method)).toEqual(['PATCH', 'DELETE']);
  });

  it('says calmly when the workout does not exist', async () => {
    stubApi({});
    renderEditor(paths.workout(404));
    expect(await screen.findByText('No encontramos esta rutina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a rutinas' })).toHaveAttribute('href', '/rutinas');
  });
});

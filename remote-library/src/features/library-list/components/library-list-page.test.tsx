import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@coach/shared';
import { teamMessages } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch, type FetchCall } from '@coach/shared/testing';
import ExercisesPage from '../../../exposes/exercises-page';
import WorkoutsPage from '../../../exposes/workouts-page';
import { anExercise, aWorkoutSummary, queryOf } from '../../../testing/library-fixtures';
import { aMember, renderLibrary } from '../../../testing/render-library';

jest.setTimeout(60_000);
beforeEach(resetBrowserState);

const lists = (calls: FetchCall[], kind = 'exercises') => calls.filter((call) => call.method === 'GET' && call.url.startsWith(`/api/v1/${kind}?`));
const lastQuery = (calls: FetchCall[]) => queryOf(lists(calls).at(-1)!.url);
const page = (items: unknown[], total = items.length) => ({ status: 200, body: { items, total } });

describe('library list', () => {
  it('shows the cards the API answers, with the Coach tag, and sends the filters in the query', async () => {
    const own = anExercise({ id: 1, name: 'Sentadilla búlgara' });
    const product = anExercise({ id: 2, name: 'Plancha', source: 'product', muscleGroups: ['abdominales'], thumbnailUrl: '/media/x/y/plancha.webp' });
    const { calls } = stubFetch(() => page([own, product], 60));
    renderLibrary(paths.exercises, { [paths.exercises]: <ExercisesPage /> });
    const user = userEvent.setup({ delay: null });

    const link = await screen.findByRole('link', { name: /Plancha/ });
    expect(link).toHaveAttribute('href', '/ejercicios/2');
    expect(within(link).getByText('Coach')).toBeInTheDocument();
    expect(within(link).getByText('Abdominales')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Sentadilla búlgara/ })).queryByText('Coach')).not.toBeInTheDocument();
    // "de" + "el" is "del" in Spanish, read aloud too.
    expect(screen.getByRole('button', { name: 'Acciones del ejercicio Sentadilla búlgara' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear ejercicio' })).toHaveAttribute('href', '/ejercicios/nuevo');
    expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '24', sort: 'name', source: 'all' });

    await user.click(screen.getByRole('button', { name: 'Glúteos' }));
    await user.click(screen.getByRole('button', { name: 'Cuádriceps' }));
    await waitFor(() => expect(lastQuery(calls).muscleGroup).toEqual(['cuadriceps', 'gluteos']));
    expect(screen.getByRole('button', { name: 'Glúteos' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Origen' })).getByText('Míos'));
    await waitFor(() => expect(lastQuery(calls).source).toBe('own'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar ejercicios' }), 'sentadila');
    await waitFor(() => expect(lastQuery(calls).search).toBe('sentadila'));
    expect(lists(calls).map((call) => queryOf(call.url).search)).not.toContain('s');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '2', search: 'sentadila', source: 'own', muscleGroup: ['cuadriceps', 'gluteos'] }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ejercicios?q=sentadila&source=own&muscleGroup=cuadriceps&muscleGroup=gluteos&page=2');
  });

  it('invites to create the first one, and says when a search finds nothing', async () => {
    stubFetch((call) => page(queryOf(call.url).search === 'zzz' || queryOf(call.url).source === 'own' ? [] : [anExercise({ name: 'Remo' })]));
    renderLibrary('/ejercicios?source=own', { [paths.exercises]: <ExercisesPage /> });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Todavía no creaste ejercicios')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Crear ejercicio' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Ver también los de Coach' }));
    expect(await screen.findByRole('link', { name: /Remo/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar ejercicios' }), 'zzz');
    expect(await screen.findByText('No encontramos ejercicios')).toBeInTheDocument();
    expect(screen.getByText(/Nada coincide con "zzz"/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByRole('link', { name: /Remo/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar ejercicios' })).toHaveValue('');
  });

  it('deletes an own item after confirming, and duplicates any item', async () => {
    let deleted = false;
    const own = aWorkoutSummary({ id: 7, name: 'Piernas A' });
    const product = aWorkoutSummary({ id: 8, name: 'Full body', source: 'product', mode: 'simple', groupCount: 1, exerciseCount: 1 });
    const { calls } = stubFetch((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      if (call.method === 'POST') return { status: 201, body: { ...product, id: 9, name: 'Copia de Full body', source: 'own', groups: [] } };
      return page(deleted ? [product] : [own, product]);
    });
    renderLibrary(paths.workouts, { [paths.workouts]: <WorkoutsPage /> });
    const user = userEvent.setup({ delay: null });

    const card = await screen.findByRole('link', { name: /Piernas A/ });
    expect(card).toHaveAttribute('href', '/rutinas/7');
    expect(within(card).getByText('2 grupos · 6 ejercicios · Avanzada')).toBeInTheDocument();
    expect(screen.getByText('1 grupo · 1 ejercicio · Simple')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Acciones de la rutina Full body' }));
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Duplicar' }));
    expect(await screen.findByText('Creamos "Copia de Full body" en tu biblioteca')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/workouts/8/duplicate')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Acciones de la rutina Piernas A' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('¿Eliminar "Piernas A"?').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Rutina eliminada')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/v1/workouts/7']);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Piernas A/ })).not.toBeInTheDocument());
  });

  it("offers Eliminar on another member's item to an Administrador, and only Duplicar to a trainer", async () => {
    stubFetch(() => page([aWorkoutSummary({ id: 7, name: 'Piernas A', createdByUserId: 2 }), aWorkoutSummary({ id: 8, name: 'Espalda' })]));
    const user = userEvent.setup({ delay: null });
    const trainer = renderLibrary(paths.workouts, { [paths.workouts]: <WorkoutsPage /> });
    await user.click(await screen.findByRole('button', { name: 'Acciones de la rutina Piernas A' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Acciones de la rutina Espalda' }));
    expect(await screen.findByRole('menuitem', { name: 'Eliminar' })).toBeInTheDocument();
    trainer.unmount();

    renderLibrary(paths.workouts, { [paths.workouts]: <WorkoutsPage /> }, aMember({ role: 'AD' }));
    await user.click(await screen.findByRole('button', { name: 'Acciones de la rutina Piernas A' }));
    expect(await screen.findByRole('menuitem', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it("says why when the API refuses to delete another member's item (a trainer), and keeps the card", async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'DELETE' ? { status: 403, body: { code: 'FORBIDDEN', message: teamMessages.noPermission } } : page([aWorkoutSummary({ id: 7, name: 'Piernas A' })]),
    );
    renderLibrary(paths.workouts, { [paths.workouts]: <WorkoutsPage /> });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Acciones de la rutina Piernas A' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText(teamMessages.noPermission)).toBeInTheDocument();
    expect(screen.queryByText(/No pudimos eliminar/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Piernas A/ })).toBeInTheDocument();
  });

  it('offers to retry when the list cannot load', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } } : page([anExercise({ name: 'Remo' })])));
    renderLibrary(paths.exercises, { [paths.exercises]: <ExercisesPage /> });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('No pudimos cargar tus ejercicios', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Remo/ })).toBeInTheDocument();
  });
});

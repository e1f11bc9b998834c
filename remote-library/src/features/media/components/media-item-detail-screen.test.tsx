import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routePatterns } from '@coach/shared';
import { libraryToasts, teamMessages } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch } from '@coach/shared/testing';
import ActivityDetailPage from '../../../exposes/activity-detail-page';
import ExerciseDetailPage from '../../../exposes/exercise-detail-page';
import { anActivity, anExercise } from '../../../testing/library-fixtures';
import { aMember, renderLibrary } from '../../../testing/render-library';

jest.setTimeout(60_000);
beforeEach(resetBrowserState);

const pages = {
  [routePatterns.exercise]: <ExerciseDetailPage />,
  [routePatterns.activity]: <ActivityDetailPage />,
  [paths.exercises]: <p>Lista de ejercicios</p>,
};

describe('exercise and activity detail', () => {
  it("shows an own exercise's video and instructions, and deletes it after confirming", async () => {
    const exercise = anExercise({
      id: 3,
      name: 'Hip thrust',
      video: { source: 'youtube', id: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' },
    });
    const { calls } = stubFetch((call) => (call.method === 'DELETE' ? { status: 204 } : { status: 200, body: exercise }));
    renderLibrary(paths.exercise(3), pages);
    const user = userEvent.setup({ delay: null });

    const player = await screen.findByTitle('Video de Hip thrust');
    expect(player).toHaveAttribute('src', exercise.video!.source === 'youtube' ? 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' : '');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(/Pie trasero sobre el banco/)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByText('Glúteos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/ejercicios/3/editar');
    expect(screen.queryByRole('button', { name: 'Duplicar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Ejercicio eliminado')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/v1/exercises/3']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ejercicios$/));
  });

  it("shows a trainer only Duplicar on another member's exercise, with a note, and an Administrador Editar and Eliminar", async () => {
    stubFetch(() => ({ status: 200, body: anExercise({ id: 3, name: 'Hip thrust', createdByUserId: 2 }) }));
    const trainer = renderLibrary(paths.exercise(3), pages);
    expect(await screen.findByRole('button', { name: 'Duplicar' })).toBeInTheDocument();
    expect(screen.getByText('Lo creó otra persona del equipo: podés duplicarlo para tener tu versión.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    trainer.unmount();

    renderLibrary(paths.exercise(3), pages, aMember({ role: 'AD' }));
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/ejercicios/3/editar');
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.queryByText(/Lo creó otra persona/)).not.toBeInTheDocument();
  });

  it('offers Duplicar on a Coach activity, a notice on a deleted one, and a calm message when missing', async () => {
    stubFetch((call) => {
      if (call.url.endsWith('/1')) return { status: 200, body: anActivity({ id: 1, name: 'Natación', source: 'product' }) };
      if (call.url.endsWith('/2')) return { status: 200, body: anActivity({ id: 2, name: 'Trote', archived: true }) };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
    });
    const first = renderLibrary(paths.activity(1), pages);
    expect(await screen.findByRole('button', { name: 'Duplicar' })).toBeInTheDocument();
    expect(screen.getByText('Coach')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    first.unmount();

    const second = renderLibrary(paths.activity(2), pages);
    expect(await screen.findByText('Esta actividad fue eliminada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Duplicar|Eliminar/ })).not.toBeInTheDocument();
    second.unmount();

    renderLibrary(paths.activity(99), pages);
    expect(await screen.findByText('No encontramos esta actividad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Actividades' })).toHaveAttribute('href', '/actividades');
  });

  it("says why when the API refuses to delete another member's activity (a trainer), and stays on it", async () => {
    stubFetch((call) =>
      call.method === 'DELETE'
        ? { status: 403, body: { code: 'FORBIDDEN', message: teamMessages.noPermission } }
        : { status: 200, body: anActivity({ id: 4, name: 'Trote' }) },
    );
    renderLibrary(paths.activity(4), pages);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(teamMessages.noPermission)).toBeInTheDocument();
    expect(screen.queryByText(libraryToasts.deleteFailed('activities'))).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/actividades/4');
  });
});

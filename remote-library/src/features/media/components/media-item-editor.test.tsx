import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routePatterns } from '@coach/shared';
import { libraryMessages, libraryToasts, teamMessages } from '@coach/shared/contracts';
import { deferredReply, resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import ExerciseDetailPage from '../../../exposes/exercise-detail-page';
import ExerciseEditorPage from '../../../exposes/exercise-editor-page';
import { stubXhr, type FakeReply } from '../../../testing/fake-xhr';
import { anExercise } from '../../../testing/library-fixtures';
import { aMember, renderLibrary } from '../../../testing/render-library';

jest.setTimeout(60_000);
// jsdom has no scrolling: this records where a refused save takes the page.
const scrollIntoView = jest.fn();
beforeAll(() => Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true }));
let restoreXhr = () => {};
beforeEach(() => {
  resetBrowserState();
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:vista-previa' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
});
afterEach(() => restoreXhr());

const pages = {
  [paths.exerciseNew]: <ExerciseEditorPage />,
  [routePatterns.exerciseEdit]: <ExerciseEditorPage />,
  [routePatterns.exercise]: <ExerciseDetailPage />,
};
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

/** The first bytes of a PNG: enough for the editor's check of what a file really is. */
const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: 'image/png' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  // Pasted rather than typed: antd's form re-renders on every key, which is slow under Jest.
  await user.click(await screen.findByRole('textbox', { name: 'Nombre' }));
  await user.paste('Remo con barra');
  await user.click(screen.getByRole('textbox', { name: 'Instrucciones' }));
  await user.paste('Espalda recta.\nTirá hacia el ombligo.');
}

describe('exercise editor', () => {
  it('asks for the name and instructions, and checks the video link as it is typed', async () => {
    const { calls } = stubFetch(() => ({ status: 500 }));
    renderLibrary(paths.exerciseNew, pages);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Crear ejercicio' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('Las instrucciones son requeridas')).toBeInTheDocument();
    // The first error is brought into view with the cursor in it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();

    const link = screen.getByRole('textbox', { name: /Enlace del video/ });
    await user.click(link);
    await user.paste('https://example.com/video');
    expect(await screen.findByText('Ingresá un enlace válido de Youtube o Vimeo')).toBeInTheDocument();
    await user.clear(link);
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => expect(screen.queryByText('Ingresá un enlace válido de Youtube o Vimeo')).not.toBeInTheDocument());
    // antd's Form tells its watchers on the next task.
    expect(await screen.findByTitle(/Vista previa del video/)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows a taken name on the name field', async () => {
    const message = 'Ya existe un ejercicio con este nombre. Elegí otro nombre.';
    stubFetch(() => ({ status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message } }));
    renderLibrary(paths.exerciseNew, pages);
    const user = userEvent.setup({ delay: null });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear ejercicio' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the exercise, then uploads the cover with its progress, then opens the detail', async () => {
    const created = anExercise({ id: 42, name: 'Remo con barra', muscleGroups: [] });
    const { calls } = stubFetch((call): Reply => (call.method === 'POST' ? { status: 201, body: created } : { status: 200, body: { ...created, coverUrl: '/media/1/f/portada.webp' } }));
    const upload = deferredReply();
    const xhr = stubXhr(() => upload.promise as Promise<FakeReply>, { progressFirst: [40] });
    restoreXhr = xhr.restore;
    renderLibrary(paths.exerciseNew, pages);
    const user = userEvent.setup({ delay: null });

    await fillRequired(user);
    await user.upload(screen.getByLabelText('Elegir portada'), pngFile('remo.png'));
    expect(await screen.findByRole('img', { name: 'Vista previa de la portada' })).toHaveAttribute('src', 'blob:vista-previa');
    await user.click(screen.getByRole('button', { name: 'Crear ejercicio' }));

    expect(await screen.findByText('Subiendo la portada… 40%')).toBeInTheDocument();
    expect(posts(calls)[0]!.body).toEqual({ name: 'Remo con barra', instructions: 'Espalda recta.\nTirá hacia el ombligo.', keywords: [], muscleGroups: [] });
    expect(xhr.sent[0]).toMatchObject({ method: 'PUT', url: '/api/v1/exercises/42/image' });
    expect(xhr.sent[0]!.file?.name).toBe('remo.png');

    upload.release({ status: 200, body: { ...created, coverUrl: '/media/1/f/portada.webp' } });
    expect(await screen.findByText('Ejercicio creado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ejercicios\/42$/));
  });

  it('checks the bytes of a cover before its preview: a text file named .png is refused, with no broken image', async () => {
    stubFetch(() => ({ status: 500 }));
    renderLibrary(paths.exerciseNew, pages);
    const user = userEvent.setup({ delay: null });

    await user.upload(await screen.findByLabelText('Elegir portada'), new File(['esto no es una imagen'], 'portada.png', { type: 'image/png' }));
    expect(await screen.findByText(libraryMessages.imageUnreadable)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vista previa de la portada' })).not.toBeInTheDocument();
    expect(screen.getByText('Sin portada')).toBeInTheDocument();

    // A real image after it is taken and previewed.
    await user.upload(screen.getByLabelText('Elegir portada'), pngFile('portada.png'));
    expect(await screen.findByRole('img', { name: 'Vista previa de la portada' })).toBeInTheDocument();
    expect(screen.queryByText(libraryMessages.imageUnreadable)).not.toBeInTheDocument();
  });

  it('keeps the saved exercise and what was typed when the video upload fails, and says why', async () => {
    const created = anExercise({ id: 43, name: 'Remo con barra' });
    stubFetch(() => ({ status: 201, body: created }));
    const xhr = stubXhr(() => ({ status: 413, body: { message: 'El video supera los 200 MB' } }));
    restoreXhr = xhr.restore;
    renderLibrary(paths.exerciseNew, pages);
    const user = userEvent.setup({ delay: null });

    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Subir video' }));
    await user.upload(await screen.findByLabelText('Elegir video'), new File(['mp4'], 'remo.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Crear ejercicio' }));

    const alert = await screen.findByText(/Creamos el ejercicio, pero no pudimos subir el video \(remo.mp4\): El video supera los 200 MB/);
    expect(alert).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.exerciseNew);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Remo con barra');
  });

  it("shows the permission message on a Coach exercise's edit screen, and duplicates it", async () => {
    const product = anExercise({ id: 5, name: 'Plancha', source: 'product' });
    const { calls } = stubFetch((call) => (call.method === 'POST' ? { status: 201, body: { ...product, id: 77, name: 'Copia de Plancha', source: 'own' } } : call.url === '/api/v1/exercises/77' ? { status: 200, body: { ...product, id: 77, name: 'Copia de Plancha', source: 'own' } } : { status: 200, body: product }));
    renderLibrary(paths.exerciseEdit(5), pages);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('No tenés permisos para editar este ejercicio')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Duplicar' }));

    expect(await screen.findByText('Creamos "Copia de Plancha" en tu biblioteca')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/v1/exercises/5/duplicate']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ejercicios/77/editar'));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Copia de Plancha');
    expect(within(screen.getByRole('region', { name: 'Editar "Copia de Plancha"' })).getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it("shows a trainer who opens another member's exercise for editing the note instead of the form; an Administrador gets the form", async () => {
    stubFetch(() => ({ status: 200, body: anExercise({ id: 6, name: 'Remo', createdByUserId: 2 }) }));
    const trainer = renderLibrary(paths.exerciseEdit(6), pages);

    expect(await screen.findByText('Lo creó otra persona del equipo: podés duplicarlo para tener tu versión.')).toBeInTheDocument();
    expect(screen.getByText('No tenés permisos para editar este ejercicio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicar' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    trainer.unmount();

    renderLibrary(paths.exerciseEdit(6), pages, aMember({ role: 'AD' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Remo');
  });

  it("shows the API's permission message when a trainer saves another member's exercise, keeping what they typed", async () => {
    const own = anExercise({ id: 6, name: 'Remo' });
    const { calls } = stubFetch((call) =>
      call.method === 'PATCH' ? { status: 403, body: { code: 'FORBIDDEN', message: teamMessages.noPermission } } : { status: 200, body: own },
    );
    renderLibrary(paths.exerciseEdit(6), pages);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('textbox', { name: 'Nombre' }));
    await user.paste(' con barra');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(teamMessages.noPermission)).toBeInTheDocument();
    expect(screen.queryByText(libraryToasts.updateFailed('exercises'))).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Remo con barra');
    expect(screen.getByTestId('location')).toHaveTextContent('/ejercicios/6/editar');
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['PATCH']);
  });
});

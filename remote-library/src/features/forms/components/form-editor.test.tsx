import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { paths, routePatterns } from '@coach/shared';
import { formCreateSchema, formMessages, type Form } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import FormEditorPage from '../../../exposes/form-editor-page';
import { renderLibrary } from '../../../testing/render-library';
import { aForm } from '../testing';

// Typing into antd inputs takes a while on a busy 2-core machine.
jest.setTimeout(120_000);
beforeEach(resetBrowserState);
// jsdom has no scrolling: this records where a failed save takes the page.
const scrollIntoView = jest.fn();
beforeAll(() => Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true }));

type User = ReturnType<typeof userEvent.setup>;

function stubApi(forms: Record<number, Form>, onWrite: (call: FetchCall) => Reply = () => ({ status: 201, body: aForm({ id: 8 }) })) {
  return stubFetch((call) => {
    const match = /^\/api\/v1\/forms\/(\d+)$/.exec(call.url);
    if (call.method === 'GET' && match) {
      const form = forms[Number(match[1])];
      return form ? { status: 200, body: form } : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
    }
    return onWrite(call);
  });
}

const renderBuilder = (entry: string) => renderLibrary(entry, { [paths.formNew]: <FormEditorPage />, [routePatterns.form]: <FormEditorPage /> });
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');
/** Types a whole value at once (one change event): typing key by key into antd inputs is slow in jsdom. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const question = (position: number) => screen.getByLabelText(`Pregunta ${position}`);

// Role queries over the whole builder take seconds in jsdom: these look up by text and label instead.
const button = (name: string, container: HTMLElement = document.body) => within(container).getByText(name, { selector: 'button, button > span' }).closest('button')!;

async function pickType(user: User, type: string) {
  await user.click(button('Agregar pregunta'));
  const items = await screen.findAllByText(type);
  await user.click(items.find((item) => item.closest('[role="menuitem"]'))!);
}

async function addQuestion(user: User, type: string, title: string) {
  await pickType(user, type);
  const sections = screen.getAllByLabelText(/^Pregunta \d+$/);
  const added = sections[sections.length - 1]!;
  await fill(user, within(added).getByLabelText('Título'), title);
  return added;
}

describe('form builder', () => {
  it('builds one question of each type with its constraints and creates the form', async () => {
    const { calls } = stubApi({ 8: aForm({ id: 8 }) });
    renderBuilder(paths.formNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await fill(user, screen.getByLabelText('Nombre'), 'Check-in');
    const text = await addQuestion(user, 'Texto', '¿Cómo dormiste?');
    await fill(user, within(text).getByLabelText('Largo máximo (caracteres)'), '500');
    await user.click(within(text).getByRole('switch'));
    const number = await addQuestion(user, 'Número', 'Peso de hoy');
    await fill(user, within(number).getByLabelText('Mínimo'), '30');
    await fill(user, within(number).getByLabelText('Máximo'), '250');
    const date = await addQuestion(user, 'Fecha', 'Último control');
    // Typed day first, as the picker reads it.
    await user.type(within(date).getByLabelText('Fecha mínima'), '01/01/2025{Enter}');
    expect(within(date).getByLabelText('Fecha mínima')).toHaveValue('01/01/2025');
    const select = await addQuestion(user, 'Opciones', '¿Qué entrenaste?');
    await user.click(within(select).getByText('Varias respuestas'));
    await fill(user, within(select).getByLabelText('Opción 1'), 'Fuerza');
    await fill(user, within(select).getByLabelText('Opción 2'), 'Cardio');
    await user.click(button('Agregar opción', select));
    await fill(user, within(select).getByLabelText('Opción 3'), 'Movilidad');
    await addQuestion(user, 'Sí / No', '¿Tuviste dolor?');
    await addQuestion(user, 'Puntuación (1 a 5)', '¿Cuánto lo disfrutaste?');

    await user.click(button('Crear formulario'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/formularios/8'));
    expect(await screen.findByText('Formulario creado', {}, { timeout: 5000 })).toBeInTheDocument();
    const [post] = writes(calls);
    expect(post?.url).toBe('/api/v1/forms');
    expect(formCreateSchema.safeParse(post?.body).success).toBe(true);
    const base = { description: null, required: false };
    expect(post?.body).toEqual({
      name: 'Check-in',
      description: null,
      questions: [
        { type: 'text', title: '¿Cómo dormiste?', description: null, required: true, minLength: null, maxLength: 500 },
        { type: 'number', title: 'Peso de hoy', ...base, min: 30, max: 250, measurement: null },
        { type: 'date', title: 'Último control', ...base, minDate: '2025-01-01', maxDate: null },
        { type: 'select', title: '¿Qué entrenaste?', ...base, multiple: true, options: ['Fuerza', 'Cardio', 'Movilidad'] },
        { type: 'boolean', title: '¿Tuviste dolor?', ...base },
        { type: 'rating', title: '¿Cuánto lo disfrutaste?', ...base },
      ],
    });
  });

  it('saves a number question as a figure of the client’s Medidas, once per figure, and says so in the preview', async () => {
    const { calls } = stubApi({});
    renderBuilder(paths.formNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const keepIn = async (section: HTMLElement, figure: string) => {
      await user.click(within(section).getByLabelText('Guardar la respuesta en Medidas del cliente'));
      const options = await screen.findAllByTitle(figure);
      await user.click(options.at(-1)!);
    };

    await fill(user, screen.getByLabelText('Nombre'), 'Control semanal');
    const weight = await addQuestion(user, 'Número', '¿Cuánto pesaste hoy?');
    await fill(user, within(weight).getByLabelText('Mínimo'), '30');
    await keepIn(weight, 'Peso (kg)');
    expect(within(weight).getByText(/La respuesta se guarda como peso en el Progreso del cliente/)).toBeInTheDocument();
    const again = await addQuestion(user, 'Número', 'Peso en ayunas');
    await keepIn(again, 'Peso (kg)');
    await user.click(button('Crear formulario'));
    expect(await within(again).findByText(formMessages.measurementRepeated('weightKg'))).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await keepIn(again, 'Cintura (cm)');
    await user.click(screen.getByText('Vista previa', { selector: 'span' }));
    const preview = screen.getByLabelText('Vista previa del formulario');
    expect(within(preview).getByText('Entre 30 y 400 kg. Se guarda en tu Progreso.')).toBeInTheDocument();
    expect(within(preview).getByText('Entre 10 y 300 cm. Se guarda en tu Progreso.')).toBeInTheDocument();
    await user.click(button('Crear formulario'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      questions: [
        { type: 'number', title: '¿Cuánto pesaste hoy?', min: 30, max: null, measurement: 'weightKg' },
        { type: 'number', title: 'Peso en ayunas', measurement: 'waistCm' },
      ],
    });
  });

  it('shows each question in the preview as the client will answer it', async () => {
    const base = { description: null, required: false };
    const sixTypes = aForm({
      name: 'Check-in',
      questions: [
        { type: 'text', title: '¿Cómo dormiste?', description: 'Contanos en pocas palabras', required: true, minLength: null, maxLength: 500 },
        { type: 'number', title: 'Peso de hoy', ...base, min: 30, max: 250 },
        { type: 'date', title: 'Último control', ...base, minDate: '2025-01-01', maxDate: null },
        { type: 'select', title: '¿Qué entrenaste?', ...base, multiple: true, options: ['Fuerza', 'Cardio', 'Movilidad'] },
        { type: 'boolean', title: '¿Tuviste dolor?', ...base },
        { type: 'rating', title: '¿Cuánto lo disfrutaste?', ...base },
      ],
    });
    stubApi({ 4: sixTypes });
    renderBuilder(paths.form(4));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await screen.findByLabelText('Pregunta 6');
    await user.click(screen.getByText('Vista previa', { selector: 'span' }));
    const preview = screen.getByLabelText('Vista previa del formulario');
    expect(within(preview).getByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    expect(within(preview).getByLabelText(/¿Cómo dormiste\?/)).toHaveAttribute('maxlength', '500');
    expect(within(preview).getByText('Contanos en pocas palabras')).toBeInTheDocument();
    expect(within(preview).getByText('Máximo 500 caracteres')).toBeInTheDocument();
    expect(within(preview).getByRole('spinbutton', { name: 'Peso de hoy' })).toBeInTheDocument();
    expect(within(preview).getByText('Entre 30 y 250')).toBeInTheDocument();
    expect(within(preview).getByLabelText('Último control')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(within(preview).getByText('Desde el 01/01/2025')).toBeInTheDocument();
    const trained = within(preview).getByRole('group', { name: '¿Qué entrenaste?' });
    expect(within(trained).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Fuerza', 'Cardio', 'Movilidad']);
    const pain = within(preview).getByRole('radiogroup', { name: '¿Tuviste dolor?' });
    expect(within(pain).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Sí', 'No']);
    expect(within(within(preview).getByRole('group', { name: '¿Cuánto lo disfrutaste?' })).getAllByRole('radio')).toHaveLength(5);
  });

  it('says so while typing a minimum above the maximum, and does not save until it is fixed', async () => {
    const { calls } = stubApi({});
    renderBuilder(paths.formNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await fill(user, screen.getByLabelText('Nombre'), 'Medidas');
    const number = await addQuestion(user, 'Número', 'Cintura (cm)');
    await fill(user, within(number).getByLabelText('Mínimo'), '120');
    await fill(user, within(number).getByLabelText('Máximo'), '60');
    await user.tab();
    expect(await within(number).findByText(formMessages.minAboveMax)).toBeInTheDocument();

    await user.click(button('Crear formulario'));
    expect(writes(calls)).toHaveLength(0);

    await fill(user, within(number).getByLabelText('Mínimo'), '40');
    await user.tab();
    await waitFor(() => expect(within(number).queryByText(formMessages.minAboveMax)).not.toBeInTheDocument());
    await user.click(button('Crear formulario'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ questions: [{ type: 'number', min: 40, max: 60 }] });
  });

  it('asks for the title of every question', async () => {
    const { calls } = stubApi({});
    renderBuilder(paths.formNew);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    await fill(user, screen.getByLabelText('Nombre'), 'Satisfacción');
    await pickType(user, 'Sí / No');
    await user.click(button('Crear formulario'));

    expect(await within(question(1)).findByText(formMessages.questionTitleRequired)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    // Scrolled to the first error, with the cursor in its field.
    await waitFor(() => expect(within(question(1)).getByLabelText('Título')).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('shows a Coach form read-only and duplicates it', async () => {
    const product = aForm({ id: 2, source: 'product', name: 'PAR-Q de salud' });
    const copy = aForm({ id: 12, name: 'Copia de PAR-Q de salud' });
    const { calls } = stubApi({ 2: product, 12: copy }, () => ({ status: 201, body: copy }));
    renderBuilder(paths.form(2));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

    expect(await screen.findByText('No tenés permisos para editar este formulario')).toBeInTheDocument();
    expect(within(question(1)).getByLabelText('Título')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Guardar|Eliminar|Agregar pregunta/ })).not.toBeInTheDocument();

    await user.click(button('Duplicar'));
    expect(await screen.findByText('Creamos "Copia de PAR-Q de salud" en tu biblioteca', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(writes(calls)[0]?.url).toBe('/api/v1/forms/2/duplicate');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/formularios/12'));
  });
});

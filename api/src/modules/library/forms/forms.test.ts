import { formMessages, libraryMessages, validationMessages as m } from '@coach/shared/contracts';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { aForm, libraryApi, productRow } from '../library-test-helpers';
import { productLibrary } from '../product';

const ctx = setupApiTests();

type FormBody = { id: number; name: string; version: number; questions: Array<Record<string, unknown>> } & Record<string, unknown>;

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  return { ...session, api: libraryApi(ctx.app, session.access, 'forms') };
}

const allTypes = [
  { type: 'text', title: 'Contanos tu semana', description: 'Lo que quieras', required: true, minLength: 10, maxLength: 500 },
  { type: 'number', title: 'Peso', min: 30, max: 250.5 },
  { type: 'date', title: 'Última carrera', minDate: '2025-01-01', maxDate: '2026-12-31' },
  { type: 'select', title: 'Días que entrenaste', multiple: true, options: ['Lunes', 'Miércoles', 'Viernes'] },
  { type: 'boolean', title: '¿Dormiste bien?' },
  { type: 'rating', title: 'Energía', required: true },
];

describe('POST /api/v1/forms', () => {
  it('creates a form with the six question types, version 1, and lists it with its question count', async () => {
    const { api } = await trainer();
    const response = await api.create({ name: 'Check-in', description: 'Cada domingo', questions: allTypes });
    expect(response.statusCode).toBe(201);
    const form = response.json<FormBody>();
    expect(form).toEqual({
      id: expect.any(Number),
      source: 'own',
      createdByUserId: expect.any(Number),
      name: 'Check-in',
      description: 'Cada domingo',
      archived: false,
      version: 1,
      questions: [
        { type: 'text', title: 'Contanos tu semana', description: 'Lo que quieras', required: true, minLength: 10, maxLength: 500 },
        { type: 'number', title: 'Peso', description: null, required: false, min: 30, max: 250.5 },
        { type: 'date', title: 'Última carrera', description: null, required: false, minDate: '2025-01-01', maxDate: '2026-12-31' },
        { type: 'select', title: 'Días que entrenaste', description: null, required: false, multiple: true, options: ['Lunes', 'Miércoles', 'Viernes'] },
        { type: 'boolean', title: '¿Dormiste bien?', description: null, required: false },
        { type: 'rating', title: 'Energía', description: null, required: true },
      ],
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await api.get(form.id)).json()).toEqual(form);
    expect((await api.list('?source=own')).json()).toEqual({
      items: [{ id: form.id, source: 'own', createdByUserId: expect.any(Number), name: 'Check-in', description: 'Cada domingo', archived: false, questionCount: 6, createdAt: form.createdAt, updatedAt: form.updatedAt }],
      total: 1,
    });
  });

  const question = (change: object) => ({ questions: [{ type: 'text', title: 'Pregunta', ...change }] });
  it.each([
    ['name', libraryMessages.nameRequired, { name: '' }],
    ['questions', formMessages.questionsRequired, { questions: [] }],
    ['questions.0.title', formMessages.questionTitleRequired, question({ title: ' ' })],
    ['questions.0.type', formMessages.typeInvalid, question({ type: 'video' })],
    ['questions.0.minLength', formMessages.minAboveMax, question({ minLength: 20, maxLength: 10 })],
    ['questions.0.maxLength', formMessages.lengthInvalid, question({ maxLength: 6000 })],
    ['questions.0.min', formMessages.minAboveMax, { questions: [{ type: 'number', title: 'N', min: 5, max: 1 }] }],
    ['questions.0.minDate', formMessages.minDateAfterMax, { questions: [{ type: 'date', title: 'D', minDate: '2026-02-01', maxDate: '2026-01-01' }] }],
    ['questions.0.minDate', m.dateInvalid, { questions: [{ type: 'date', title: 'D', minDate: '2026-02-30' }] }],
    ['questions.0.options', formMessages.optionsTooFew, { questions: [{ type: 'select', title: 'S', options: ['Una'] }] }],
    ['questions.0.options', formMessages.optionRequired, { questions: [{ type: 'select', title: 'S', options: ['Una', ' '] }] }],
    ['questions.0.options', formMessages.optionsRepeated, { questions: [{ type: 'select', title: 'S', options: ['Sí', 'sí'] }] }],
    ['questions.0.options', formMessages.optionsTooMany, { questions: [{ type: 'select', title: 'S', options: Array.from({ length: 21 }, (_, i) => `O${i}`) }] }],
  ])('answers 400 on %s: "%s"', async (field, message, change) => {
    const { api } = await trainer();
    const response = await api.create(aForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
  });
});

describe('PATCH /api/v1/forms/:id', () => {
  it('raises the version when the questions change, not for the same questions or other fields', async () => {
    const { api } = await trainer();
    const form = (await api.create({ name: 'Check-in', questions: allTypes })).json<FormBody>();
    expect((await api.patch(form.id, { name: 'Check-in semanal', description: 'Nuevo' })).json()).toMatchObject({ version: 1, name: 'Check-in semanal' });
    // The same questions, written differently (defaults spelled out, keys in another order): same version.
    const same = allTypes.map((q) => ({ required: false, ...q, description: 'description' in q ? q.description : null }));
    expect((await api.patch(form.id, { questions: same })).json().version).toBe(1);
    const changed = await api.patch(form.id, { questions: [...allTypes, { type: 'boolean', title: '¿Algo más?' }] });
    expect(changed.json()).toMatchObject({ version: 2, questions: expect.arrayContaining([expect.objectContaining({ title: '¿Algo más?' })]) });
    expect(changed.json().questions).toHaveLength(7);
    expect((await api.patch(form.id, { questions: allTypes.slice(0, 1) })).json().version).toBe(3);
    expect((await api.get(form.id)).json()).toMatchObject({ version: 3, name: 'Check-in semanal', description: 'Nuevo' });
  });

  it('validates the questions it gets, and refuses a taken name with the update text', async () => {
    const { api } = await trainer();
    await api.create(aForm({ name: 'Medidas' }));
    const form = (await api.create(aForm({ name: 'Satisfacción' }))).json<FormBody>();
    const invalid = await api.patch(form.id, { questions: [{ type: 'select', title: 'S', options: [] }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fieldErrors['questions.0.options']).toEqual([formMessages.optionsTooFew]);
    const taken = await api.patch(form.id, { name: 'MEDIDAS' });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { code: 'RESOURCE_ALREADY_EXIST', message: 'No se guardaron los cambios: ya tenés otro formulario con este nombre.' },
    ]);
    const create = await api.create(aForm({ name: 'satisfaccion' }));
    expect(create.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: 'Ya existe un formulario con este nombre. Elegí otro nombre.' });
  });
});

describe('product forms', () => {
  it('are seen by two businesses, read-only, and duplicate into a version-1 own copy', async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const listA = (await a.api.list('?source=product')).json();
    expect(listA.total).toBe(productLibrary.forms.length);
    expect((await b.api.list('?source=product')).json()).toEqual(listA);
    const product = productLibrary.forms[0]!;
    const { id } = await productRow(ctx.app, 'forms', product.key);
    const original = (await b.api.get(id)).json<FormBody>();
    expect(original).toMatchObject({ source: 'product', name: product.name });
    expect(original.questions).toHaveLength(product.questions.length);
    expect((await a.api.patch(id, { name: 'Mío' })).json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para editar este formulario' });
    expect((await a.api.remove(id)).json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para eliminar este formulario' });
    const copy = (await a.api.duplicate(id)).json<FormBody>();
    expect(copy).toMatchObject({ source: 'own', name: `Copia de ${product.name}`, version: 1, questions: original.questions });
    expect((await a.api.patch(copy.id, { questions: original.questions.slice(1) })).json().version).toBe(2);
  });

  it("another business's form is 404 on every endpoint; a deleted one is read, not listed nor changed", async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const { id } = (await a.api.create(aForm())).json<FormBody>();
    for (const response of [await b.api.get(id), await b.api.patch(id, { name: 'X' }), await b.api.remove(id), await b.api.duplicate(id)]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await a.api.remove(id)).statusCode).toBe(204);
    expect((await a.api.get(id)).json()).toMatchObject({ archived: true, questions: [expect.objectContaining({ type: 'rating' })] });
    expect((await a.api.list('?source=own')).json().total).toBe(0);
    expect((await a.api.patch(id, { name: 'X' })).statusCode).toBe(404);
    expect((await a.api.create(aForm())).statusCode).toBe(201);
  });

  it('lists search without accents, sort and page', async () => {
    const { api } = await trainer();
    for (const name of ['Nutrición', 'Anamnesis', 'lesiones']) await api.create(aForm({ name }));
    const names = async (query: string) => (await api.list(query)).json<{ items: FormBody[] }>().items.map((item) => item.name);
    expect(await names('?source=own&search=NUTRICION')).toEqual(['Nutrición']);
    expect(await names('?source=own')).toEqual(['Anamnesis', 'lesiones', 'Nutrición']);
    expect(await names('?source=own&sort=-createdAt&pageSize=1&page=3')).toEqual(['Nutrición']);
    expect(await names('?source=product&search=par-q')).toEqual(productLibrary.forms.filter((form) => /par-q/i.test(form.name)).map((form) => form.name));
  });
});

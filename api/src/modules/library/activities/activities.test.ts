import { libraryMessages, validationMessages as m } from '@coach/shared/contracts';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anActivity, libraryApi, productRow } from '../library-test-helpers';
import { productLibrary } from '../product';

/** Activities share the exercises' code (see exercises.test.ts); these tests cover what is theirs. */
const ctx = setupApiTests();

type ActivityBody = { id: number; name: string; source: string; archived: boolean } & Record<string, unknown>;

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  return { ...session, api: libraryApi(ctx.app, session.access, 'activities') };
}

const names = async (api: ReturnType<typeof libraryApi>, query: string) =>
  (await api.list(query)).json<{ items: ActivityBody[] }>().items.map((item) => item.name);

it('creates, reads, changes, duplicates and deletes an activity', async () => {
  const { api } = await trainer();
  const created = await api.create(anActivity({ name: 'Natación libre', videoUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' }));
  expect(created.statusCode).toBe(201);
  const activity = created.json<ActivityBody>();
  expect(activity).toEqual({
    id: expect.any(Number),
    source: 'own',
      createdByUserId: expect.any(Number),
    name: 'Natación libre',
    archived: false,
    instructions: 'Trotá a ritmo de conversación.',
    keywords: ['correr'],
    video: expect.objectContaining({ source: 'youtube', id: 'dQw4w9WgXcQ' }),
    coverUrl: null,
    thumbnailUrl: null,
    createdAt: ctx.clock.now().toISOString(),
    updatedAt: ctx.clock.now().toISOString(),
  });
  expect((await api.get(activity.id)).json()).toEqual(activity);
  const changed = await api.patch(activity.id, { instructions: 'Nadá 20 largos.', videoUrl: null });
  expect(changed.json()).toMatchObject({ name: 'Natación libre', instructions: 'Nadá 20 largos.', video: null });
  const copy = await api.duplicate(activity.id);
  expect(copy.statusCode).toBe(201);
  expect(copy.json()).toMatchObject({ name: 'Copia de Natación libre', source: 'own', instructions: 'Nadá 20 largos.', keywords: ['correr'] });
  expect((await api.remove(activity.id)).statusCode).toBe(204);
  expect((await api.get(activity.id)).json().archived).toBe(true);
  expect(await names(api, '?source=own')).toEqual(['Copia de Natación libre']);
});

it.each([
  ['name', libraryMessages.nameRequired, { name: ' ' }],
  ['name', m.maxLength(80), { name: 'x'.repeat(81) }],
  ['instructions', libraryMessages.instructionsRequired, { instructions: '' }],
  ['instructions', libraryMessages.instructionsRequired, { instructions: undefined }],
  ['keywords', libraryMessages.tooManyKeywords, { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }],
  ['videoUrl', m.videoUrlInvalid, { videoUrl: 'https://vimeo.com/canal' }],
])('answers 400 on %s: "%s"', async (field, message, change) => {
  const { api } = await trainer();
  const response = await api.create(anActivity(change));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
});

it('refuses a name the business already uses, ignoring case and accents, with the texts of create and update', async () => {
  const { api } = await trainer();
  await api.create(anActivity({ name: 'Natación' }));
  const other = (await api.create(anActivity({ name: 'Yoga' }))).json<ActivityBody>();
  const create = await api.create(anActivity({ name: 'NATACION ' }));
  expect([create.statusCode, create.json()]).toEqual([409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Ya existe una actividad con este nombre. Elegí otro nombre.' }]);
  const update = await api.patch(other.id, { name: 'natación' });
  expect([update.statusCode, update.json()]).toEqual([
    409,
    { code: 'RESOURCE_ALREADY_EXIST', message: 'No se guardaron los cambios: ya tenés otra actividad con este nombre.' },
  ]);
});

it('shows the product activities to every business, read-only', async () => {
  const a = await trainer('a@example.com');
  const b = await trainer('b@example.com');
  expect((await a.api.list('?source=product&pageSize=100')).json().total).toBe(productLibrary.activities.length);
  expect((await b.api.list('?source=product&pageSize=100')).json().total).toBe(productLibrary.activities.length);
  const { id } = await productRow(ctx.app, 'activities', productLibrary.activities[0]!.key);
  expect((await b.api.get(id)).json()).toMatchObject({ source: 'product', coverUrl: expect.stringContaining('product/activities/') });
  expect((await a.api.patch(id, { name: 'Mía' })).json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para editar esta actividad' });
  expect((await a.api.remove(id)).json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para eliminar esta actividad' });
  const copy = await a.api.duplicate(id);
  expect(copy.json()).toMatchObject({ source: 'own', name: `Copia de ${productLibrary.activities[0]!.name}`, coverUrl: expect.stringContaining('product/activities/') });
});

it("answers 404 to another business's activity on every endpoint", async () => {
  const a = await trainer('a@example.com');
  const b = await trainer('b@example.com');
  const { id } = (await a.api.create(anActivity())).json<ActivityBody>();
  for (const response of [await b.api.get(id), await b.api.patch(id, { name: 'X' }), await b.api.remove(id), await b.api.duplicate(id)]) {
    expect(response.statusCode).toBe(404);
  }
  expect((await b.api.list('?source=own')).json().total).toBe(0);
});

it('searches name and keywords without accents, filters by source, sorts and pages', async () => {
  const { api } = await trainer();
  for (const name of ['Caminata', 'Ciclismo', 'Ñandú run', 'Pilates']) await api.create(anActivity({ name, keywords: name === 'Pilates' ? ['Movilidad'] : [] }));
  expect(await names(api, '?source=own&search=ÑANDU')).toEqual(['Ñandú run']);
  expect(await names(api, '?source=own&search=movilidad')).toEqual(['Pilates']);
  expect(await names(api, '?source=own&sort=-name&pageSize=2&page=2')).toEqual(['Ciclismo', 'Caminata']);
  const all = (await api.list('?pageSize=1')).json();
  expect(all.total).toBe(4 + productLibrary.activities.length);
});

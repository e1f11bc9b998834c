import { libraryMessages, validationMessages as m } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import { exercises } from '../../../db/schema';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anExercise, libraryApi, productRow } from '../library-test-helpers';
import { productLibrary } from '../product';

const ctx = setupApiTests();

type ExerciseBody = { id: number; name: string; source: string; archived: boolean; coverUrl: string | null; thumbnailUrl: string | null; video: unknown } & Record<string, unknown>;

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  return { ...session, api: libraryApi(ctx.app, session.access, 'exercises') };
}

async function isStored(key: string) {
  const file = await ctx.app.storage.open(key);
  file?.stream.destroy();
  return file !== undefined;
}

const names = async (api: ReturnType<typeof libraryApi>, query: string) =>
  (await api.list(query)).json<{ items: ExerciseBody[] }>().items.map((item) => item.name);

describe('POST /api/v1/exercises', () => {
  it('creates an exercise with every field and answers it as GET does', async () => {
    const { api } = await trainer();
    const response = await api.create(
      anExercise({ name: '  Sentadilla   búlgara ', keywords: ['pierna', ' Pierna', '', 'unilateral'], videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      source: 'own',
      createdByUserId: expect.any(Number),
      name: 'Sentadilla   búlgara',
      archived: false,
      instructions: 'Bajá con control y subí empujando con el talón.',
      keywords: ['pierna', 'unilateral'],
      muscleGroups: ['cuadriceps', 'gluteos'],
      video: {
        source: 'youtube',
        id: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      },
      coverUrl: null,
      thumbnailUrl: null,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await api.get(response.json().id)).json()).toEqual(response.json());
  });

  it('takes a Vimeo link, and no video, keywords or muscle groups at all', async () => {
    const { api } = await trainer();
    const vimeo = await api.create(anExercise({ videoUrl: 'https://vimeo.com/76979871' }));
    expect(vimeo.json().video).toEqual({
      source: 'vimeo',
      id: '76979871',
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    const bare = await api.create({ name: 'Plancha', instructions: 'Sostené la posición.' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ keywords: [], muscleGroups: [], video: null });
  });

  it.each([
    ['name', libraryMessages.nameRequired, { name: '' }],
    ['name', libraryMessages.nameRequired, { name: undefined }],
    ['name', m.maxLength(80), { name: 'a'.repeat(81) }],
    ['name', m.controlCharacters, { name: 'Sentadilla\nbúlgara' }],
    ['instructions', libraryMessages.instructionsRequired, { instructions: '   ' }],
    ['instructions', m.maxLength(5000), { instructions: 'a'.repeat(5001) }],
    ['keywords', libraryMessages.tooManyKeywords, { keywords: Array.from({ length: 21 }, (_, i) => `palabra ${i}`) }],
    ['keywords.0', m.maxLength(40), { keywords: ['a'.repeat(41)] }],
    ['muscleGroups.0', libraryMessages.muscleGroupInvalid, { muscleGroups: ['brazos'] }],
    ['videoUrl', m.videoUrlInvalid, { videoUrl: 'https://example.com/video.mp4' }],
    ['videoUrl', m.videoUrlInvalid, { videoUrl: 'https://www.youtube.com/watch?v=corto' }],
  ])('answers 400 on %s: "%s"', async (field, message, change) => {
    const { api } = await trainer();
    const response = await api.create(anExercise(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
    expect((await api.list('?source=own')).json().total).toBe(0);
  });
});

describe('unique names', () => {
  it.each(['Sentadilla', 'sentadilla ', 'SENTADÍLLA', '  sentadilla', 'Séntadilla'])(
    'refuses "%s" once "Sentadilla" exists: 409 with the create text',
    async (name) => {
      const { api } = await trainer();
      await api.create(anExercise({ name: 'Sentadilla' }));
      const response = await api.create(anExercise({ name }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: libraryMessages.alreadyExistsOnCreate('exercises') });
    },
  );

  it('treats repeated inner spaces as one', async () => {
    const { api } = await trainer();
    await api.create(anExercise({ name: 'Press de banca' }));
    expect((await api.create(anExercise({ name: 'press   de  banca' }))).statusCode).toBe(409);
  });

  it('refuses a rename to a name another exercise has, with the update text; renaming to itself is fine', async () => {
    const { api } = await trainer();
    await api.create(anExercise({ name: 'Sentadilla' }));
    const other = (await api.create(anExercise({ name: 'Estocada' }))).json<ExerciseBody>();
    const response = await api.patch(other.id, { name: 'SENTADILLA ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: libraryMessages.alreadyExistsOnUpdate('exercises') });
    expect((await api.get(other.id)).json().name).toBe('Estocada');
    expect((await api.patch(other.id, { name: 'ESTOCADA' })).json().name).toBe('ESTOCADA');
  });

  it("is per business, and the product's names do not count", async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    await a.api.create(anExercise({ name: 'Sentadilla' }));
    expect((await b.api.create(anExercise({ name: 'Sentadilla' }))).statusCode).toBe(201);
    const productName = productLibrary.exercises[0]!.name;
    expect((await a.api.create(anExercise({ name: productName }))).statusCode).toBe(201);
  });

});

describe('product exercises', () => {
  it('are listed, the same, for two different businesses, and readable by id', async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const listA = (await a.api.list('?source=product&pageSize=100')).json<{ items: ExerciseBody[]; total: number }>();
    const listB = (await b.api.list('?source=product&pageSize=100')).json<{ items: ExerciseBody[]; total: number }>();
    expect(listA.total).toBe(productLibrary.exercises.length);
    expect(listA.total).toBeGreaterThanOrEqual(80);
    expect(listB.items.map((item) => item.id)).toEqual(listA.items.map((item) => item.id));
    expect(listA.items.every((item) => item.source === 'product' && item.coverUrl !== null && item.thumbnailUrl !== null)).toBe(true);
    const first = productLibrary.exercises[0]!;
    const { id } = await productRow(ctx.app, 'exercises', first.key);
    const read = await b.api.get(id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, source: 'product', name: first.name, instructions: first.instructions, muscleGroups: first.muscleGroups });
    expect(read.json().coverUrl).toMatch(new RegExp(`^/media/\\d+/[\\w-]+/product/exercises/${first.key}\\.svg$`));
  });

  it("have their drawn cover served at the signed URL, as an SVG that can run nothing", async () => {
    const { api } = await trainer();
    const { id } = await productRow(ctx.app, 'exercises', productLibrary.exercises[0]!.key);
    const { coverUrl } = (await api.get(id)).json<ExerciseBody>();
    const cover = await ctx.app.inject({ method: 'GET', url: coverUrl! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.headers['content-security-policy']).toContain("default-src 'none'");
    expect(cover.body).toBe(productLibrary.exerciseCover(productLibrary.exercises[0]!));
  });

  it('cannot be changed nor deleted: 403 with the texts of SPEC.md', async () => {
    const { api } = await trainer();
    const { id, name } = await productRow(ctx.app, 'exercises', productLibrary.exercises[0]!.key);
    const patch = await api.patch(id, { name: 'Mía' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para editar este ejercicio' });
    const remove = await api.remove(id);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para eliminar este ejercicio' });
    expect((await api.get(id)).json()).toMatchObject({ name, archived: false });
  });
});

describe('POST /api/v1/exercises/:id/duplicate', () => {
  it('copies a product exercise into an own, editable one, cover included; again gives " (2)"', async () => {
    const { api } = await trainer();
    const product = productLibrary.exercises[0]!;
    const { id } = await productRow(ctx.app, 'exercises', product.key);
    const original = (await api.get(id)).json<ExerciseBody>();
    const copy = await api.duplicate(id);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toEqual({
      ...original,
      id: expect.any(Number),
      source: 'own',
      createdByUserId: expect.any(Number),
      name: `Copia de ${product.name}`,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect(copy.json().id).not.toBe(id);
    expect((await api.duplicate(id)).json().name).toBe(`Copia de ${product.name} (2)`);
    expect((await api.patch(copy.json().id, { name: 'Mi versión' })).statusCode).toBe(200);
    expect((await api.duplicate(id)).json().name).toBe(`Copia de ${product.name}`);
    expect(await names(api, '?source=own&search=copia')).toEqual([`Copia de ${product.name}`, `Copia de ${product.name} (2)`]);
  });

  it('copies an own exercise with its video and media keys, and cuts a long name to 80 characters', async () => {
    const { api } = await trainer();
    const long = `${'Sentadilla '.repeat(7)}búlgara`.slice(0, 80);
    const original = (await api.create(anExercise({ name: long, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))).json<ExerciseBody>();
    await ctx.app.db
      .update(exercises)
      .set({ imageKey: 'library/images/abc.webp', thumbnailKey: 'library/images/abc-thumb.webp' })
      .where(eq(exercises.id, original.id));
    const first = (await api.duplicate(original.id)).json<ExerciseBody>();
    const second = (await api.duplicate(original.id)).json<ExerciseBody>();
    expect(first.name).toBe(`Copia de ${long}`.slice(0, 80).trimEnd());
    expect(first.name.length).toBeLessThanOrEqual(80);
    expect(second.name).toMatch(/ \(2\)$/);
    expect(second.name.length).toBeLessThanOrEqual(80);
    const [row] = await ctx.app.db.select().from(exercises).where(eq(exercises.id, first.id));
    expect(row).toMatchObject({ imageKey: 'library/images/abc.webp', thumbnailKey: 'library/images/abc-thumb.webp', videoProvider: 'youtube', videoRef: 'dQw4w9WgXcQ' });
    expect(first).toMatchObject({ instructions: original.instructions, keywords: original.keywords, muscleGroups: original.muscleGroups, video: original.video });
    expect(first.coverUrl).toContain('library/images/abc.webp');
  });

  it('answers 404 for a deleted exercise', async () => {
    const { api } = await trainer();
    const original = (await api.create(anExercise())).json<ExerciseBody>();
    await api.remove(original.id);
    expect((await api.duplicate(original.id)).statusCode).toBe(404);
  });
});

describe("another business's exercises", () => {
  it('answer 404 on every endpoint, exactly like a missing id, and are never listed', async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const secret = (await a.api.create(anExercise({ name: 'Secretísimo' }))).json<ExerciseBody>();
    const missing = { code: 'NOT_FOUND', message: expect.any(String) };
    for (const response of [await b.api.get(secret.id), await b.api.patch(secret.id, { name: 'Robado' }), await b.api.remove(secret.id), await b.api.duplicate(secret.id)]) {
      expect([response.statusCode, response.json()]).toEqual([404, missing]);
    }
    expect((await b.api.list('?search=secret')).json()).toEqual({ items: [], total: 0 });
    expect((await a.api.get(secret.id)).json()).toMatchObject({ name: 'Secretísimo', archived: false });
  });
});

describe('DELETE /api/v1/exercises/:id', () => {
  it('archives: 204, GET still answers with archived, lists leave it out, its name is free again', async () => {
    const { api } = await trainer();
    const item = (await api.create(anExercise({ name: 'Sentadilla' }))).json<ExerciseBody>();
    ctx.clock.advanceSeconds(5);
    const response = await api.remove(item.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await api.get(item.id)).json()).toMatchObject({ id: item.id, name: 'Sentadilla', archived: true, updatedAt: ctx.clock.now().toISOString() });
    expect((await api.list('?source=own')).json()).toEqual({ items: [], total: 0 });
    expect((await api.create(anExercise({ name: 'sentadilla' }))).statusCode).toBe(201);
    expect((await api.remove(item.id)).statusCode).toBe(204);
    expect((await api.patch(item.id, { name: 'Otra' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/exercises/:id', () => {
  it('changes only the fields sent, and the search follows the new name and keywords', async () => {
    const { api } = await trainer();
    const item = (await api.create(anExercise({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))).json<ExerciseBody>();
    ctx.clock.advanceSeconds(5);
    const response = await api.patch(item.id, { name: 'Zancada', keywords: ['lunge'], muscleGroups: ['isquiotibiales'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...item,
      name: 'Zancada',
      keywords: ['lunge'],
      muscleGroups: ['isquiotibiales'],
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect(await names(api, '?source=own&search=lunge')).toEqual(['Zancada']);
    expect(await names(api, '?source=own&search=bulgara')).toEqual([]);
    const instructionsOnly = await api.patch(item.id, { instructions: 'Paso largo.' });
    expect(instructionsOnly.json()).toMatchObject({ name: 'Zancada', instructions: 'Paso largo.', keywords: ['lunge'], muscleGroups: ['isquiotibiales'] });
    expect(instructionsOnly.json().video).toEqual(item.video);
  });

  it.each([
    ['name', libraryMessages.nameRequired, { name: '' }],
    ['instructions', libraryMessages.instructionsRequired, { instructions: '' }],
    ['muscleGroups.0', libraryMessages.muscleGroupInvalid, { muscleGroups: ['cuello'] }],
    ['videoUrl', m.videoUrlInvalid, { videoUrl: 'youtube' }],
  ])('answers 400 on %s: "%s", and changes nothing', async (field, message, change) => {
    const { api } = await trainer();
    const item = (await api.create(anExercise())).json<ExerciseBody>();
    const response = await api.patch(item.id, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, details: { fieldErrors: { [field]: [message] } } });
    expect((await api.get(item.id)).json()).toEqual(item);
  });

  it('a link replaces the video, null and "" remove it', async () => {
    const { api } = await trainer();
    const item = (await api.create(anExercise({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))).json<ExerciseBody>();
    expect((await api.patch(item.id, { videoUrl: 'https://vimeo.com/76979871' })).json().video).toMatchObject({ source: 'vimeo', id: '76979871' });
    expect((await api.patch(item.id, { videoUrl: null })).json().video).toBeNull();
    await api.patch(item.id, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect((await api.patch(item.id, { videoUrl: '' })).json().video).toBeNull();
    expect((await api.patch(item.id, { name: 'Otro nombre' })).json().video).toBeNull();
  });

  it('a link that replaces an uploaded video releases the file once no exercise shows it', async () => {
    const { api } = await trainer();
    const item = (await api.create(anExercise())).json<ExerciseBody>();
    const key = 'library/videos/0b7e3f3e-1111-4222-8333-444455556666.mp4';
    await ctx.app.storage.put(key, Buffer.from('not really a video'), 'video/mp4');
    await ctx.app.db.update(exercises).set({ videoProvider: 'upload', videoRef: key, videoContentType: 'video/mp4' }).where(eq(exercises.id, item.id));
    const uploaded = (await api.get(item.id)).json<ExerciseBody>();
    expect(uploaded.video).toEqual({ source: 'upload', url: expect.stringContaining(key), contentType: 'video/mp4' });
    const copy = (await api.duplicate(item.id)).json<ExerciseBody>();
    await api.patch(item.id, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(await isStored(key)).toBe(true);
    await api.patch(copy.id, { videoUrl: null });
    expect(await isStored(key)).toBe(false);
  });
});

describe('GET /api/v1/exercises', () => {
  async function trainerWithExercises() {
    const session = await trainer();
    const items = [
      anExercise({ name: 'Sentadilla búlgara', keywords: ['pierna'], muscleGroups: ['cuadriceps', 'gluteos'] }),
      anExercise({ name: 'Press de banca', keywords: ['pecho', 'barra'], muscleGroups: ['pectorales', 'triceps'] }),
      anExercise({ name: 'curl de bíceps', keywords: ['brazo'], muscleGroups: ['biceps'] }),
      anExercise({ name: 'Ábdominales crunch', keywords: ['core'], muscleGroups: ['abdominales'] }),
    ];
    for (const item of items) {
      await session.api.create(item);
      ctx.clock.advanceSeconds(1);
    }
    return session;
  }

  it('searches name and keywords without accents or case, own and product', async () => {
    const { api } = await trainerWithExercises();
    expect(await names(api, '?source=own&search=BULGARA')).toEqual(['Sentadilla búlgara']);
    expect(await names(api, '?source=own&search=biceps')).toEqual(['curl de bíceps']);
    expect(await names(api, '?source=own&search=pécho')).toEqual(['Press de banca']);
    expect(await names(api, '?source=own&search=%25')).toEqual([]);
    // Every word, in any order, in the name or the keywords.
    expect(await names(api, '?source=own&search=bulgara%20%20sentadilla')).toEqual(['Sentadilla búlgara']);
    expect(await names(api, '?source=own&search=bulgara%20pecho')).toEqual([]);
    const product = productLibrary.exercises.find((exercise) => /[áéíóú]/.test(exercise.name))!;
    const plain = product.name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
    expect(await names(api, `?source=product&search=${encodeURIComponent(plain)}`)).toContain(product.name);
  });

  it('lists own, product or all (the default), never archived ones', async () => {
    const { api } = await trainerWithExercises();
    const own = (await api.list('?source=own')).json();
    const product = (await api.list('?source=product')).json();
    const all = (await api.list()).json();
    expect(own.total).toBe(4);
    expect(own.items.every((item: ExerciseBody) => item.source === 'own')).toBe(true);
    expect(product.total).toBe(productLibrary.exercises.length);
    expect(all.total).toBe(own.total + product.total);
    const { id } = own.items[0];
    await api.remove(id);
    expect((await api.list()).json().total).toBe(all.total - 1);
  });

  it('filters by muscle group: any of the ones asked', async () => {
    const { api } = await trainerWithExercises();
    expect(await names(api, '?source=own&muscleGroup=gluteos')).toEqual(['Sentadilla búlgara']);
    expect(await names(api, '?source=own&muscleGroup=biceps&muscleGroup=triceps')).toEqual(['curl de bíceps', 'Press de banca']);
    const productBiceps = productLibrary.exercises.filter((exercise) => exercise.muscleGroups.includes('biceps'));
    expect((await api.list('?source=product&muscleGroup=biceps')).json().total).toBe(productBiceps.length);
    const invalid = await api.list('?muscleGroup=cuello');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fieldErrors.muscleGroup).toEqual([libraryMessages.muscleGroupInvalid]);
  });

  it('sorts by name (accents and case aside) and by dates both ways', async () => {
    const { api } = await trainerWithExercises();
    const byName = ['Ábdominales crunch', 'curl de bíceps', 'Press de banca', 'Sentadilla búlgara'];
    expect(await names(api, '?source=own')).toEqual(byName);
    expect(await names(api, '?source=own&sort=-name')).toEqual([...byName].reverse());
    const byCreation = ['Sentadilla búlgara', 'Press de banca', 'curl de bíceps', 'Ábdominales crunch'];
    expect(await names(api, '?source=own&sort=createdAt')).toEqual(byCreation);
    expect(await names(api, '?source=own&sort=-createdAt')).toEqual([...byCreation].reverse());
    await api.patch((await api.list('?source=own&search=press')).json().items[0].id, { keywords: ['pecho'] });
    expect((await names(api, '?source=own&sort=-updatedAt'))[0]).toBe('Press de banca');
    expect((await api.list('?sort=edad')).statusCode).toBe(400);
  });

  it('pages with a total, and bounds pageSize at 100', async () => {
    const { api } = await trainerWithExercises();
    const first = (await api.list('?source=own&pageSize=3&page=1')).json();
    const second = (await api.list('?source=own&pageSize=3&page=2')).json();
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item: ExerciseBody) => item.name)).toEqual(['Sentadilla búlgara']);
    const all = (await api.list('?pageSize=100')).json();
    expect(all.items).toHaveLength(Math.min(100, all.total));
    expect((await api.list('?pageSize=101')).statusCode).toBe(400);
    expect((await api.list()).json().items).toHaveLength(24);
  });
});

import { libraryMessages, workoutMessages } from '@coach/shared/contracts';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anExercise, aWorkout, createItem, libraryApi, productRow } from '../library-test-helpers';
import { productLibrary } from '../product';

const ctx = setupApiTests();

type Series = { reps: number | null; seconds: number | null; restSeconds: number; weightKg: number | null };
type WorkoutBody = {
  id: number;
  name: string;
  source: string;
  mode: string;
  archived: boolean;
  groups: Array<{ name: string; instructions: string | null; exercises: Array<{ exerciseId: number; exercise: { id: number; name: string; archived: boolean; thumbnailUrl: string | null }; series: Series[] }> }>;
} & Record<string, unknown>;

async function trainer(email = 'lucia@example.com') {
  const session = await signedInTrainer(ctx.app, { email });
  const exercise = (name: string) => createItem(ctx.app, session.access, 'exercises', anExercise({ name }));
  return { ...session, api: libraryApi(ctx.app, session.access, 'workouts'), exercises: libraryApi(ctx.app, session.access, 'exercises'), exercise };
}

const series = (values: Partial<Series>): Series => ({ reps: null, seconds: null, restSeconds: 0, weightKg: null, ...values });

const advanced = (a: number, b: number) => ({
  name: 'Fuerza avanzada',
  description: 'Dos bloques',
  mode: 'advanced',
  groups: [
    {
      name: 'Bloque A',
      instructions: 'Sin pausa entre ejercicios',
      exercises: [
        { exerciseId: a, series: [{ reps: 12, restSeconds: 60, weightKg: '40,5' }, { reps: 10, restSeconds: 90, weightKg: 45 }, { reps: 8, restSeconds: 90 }] },
        { exerciseId: b, series: [{ seconds: 30, restSeconds: 30 }] },
      ],
    },
    { name: 'Bloque B', exercises: [{ exerciseId: b, series: [{ seconds: 45, restSeconds: 15 }, { seconds: 40, restSeconds: 15 }] }] },
  ],
});

describe('POST /api/v1/workouts', () => {
  it('creates an advanced workout with groups, exercises and series, showing each exercise', async () => {
    const { api, exercise } = await trainer();
    const squat = await exercise('Sentadilla');
    const plank = await exercise('Plancha');
    const response = await api.create(advanced(squat.id, plank.id));
    expect(response.statusCode).toBe(201);
    const workout = response.json<WorkoutBody>();
    const ref = (item: { id: number; name: string }) => ({ id: item.id, name: item.name, thumbnailUrl: null, archived: false });
    expect(workout).toEqual({
      id: expect.any(Number),
      source: 'own',
      createdByUserId: expect.any(Number),
      name: 'Fuerza avanzada',
      description: 'Dos bloques',
      mode: 'advanced',
      archived: false,
      groups: [
        {
          name: 'Bloque A',
          instructions: 'Sin pausa entre ejercicios',
          exercises: [
            {
              exerciseId: squat.id,
              exercise: ref(squat),
              series: [series({ reps: 12, restSeconds: 60, weightKg: 40.5 }), series({ reps: 10, restSeconds: 90, weightKg: 45 }), series({ reps: 8, restSeconds: 90 })],
            },
            { exerciseId: plank.id, exercise: ref(plank), series: [series({ seconds: 30, restSeconds: 30 })] },
          ],
        },
        {
          name: 'Bloque B',
          instructions: null,
          exercises: [{ exerciseId: plank.id, exercise: ref(plank), series: [series({ seconds: 45, restSeconds: 15 }), series({ seconds: 40, restSeconds: 15 })] }],
        },
      ],
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await api.get(workout.id)).json()).toEqual(workout);
    const list = (await api.list('?source=own')).json();
    expect(list).toEqual({
      items: [
        {
          id: workout.id,
          source: 'own',
          createdByUserId: expect.any(Number),
          name: 'Fuerza avanzada',
          description: 'Dos bloques',
          mode: 'advanced',
          archived: false,
          groupCount: 2,
          exerciseCount: 3,
          createdAt: workout.createdAt,
          updatedAt: workout.updatedAt,
        },
      ],
      total: 1,
    });
  });

  it('uses product exercises, and refuses another business\'s or a deleted one at its path', async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const mine = await a.exercise('Sentadilla');
    const theirs = await b.exercise('Secreto');
    const deleted = await a.exercise('Borrado');
    await a.exercises.remove(deleted.id);
    const product = await productRow(ctx.app, 'exercises', productLibrary.exercises[0]!.key);
    const withProduct = await a.api.create(aWorkout(product.id));
    expect(withProduct.statusCode).toBe(201);
    expect(withProduct.json().groups[0].exercises[0].exercise).toMatchObject({ id: product.id, name: product.name, thumbnailUrl: expect.stringContaining('/media/') });
    const body = {
      name: 'Mezcla',
      mode: 'advanced',
      groups: [
        { name: 'Uno', exercises: [{ exerciseId: mine.id, series: [{ reps: 5 }] }, { exerciseId: theirs.id, series: [{ reps: 5 }] }] },
        { name: 'Dos', exercises: [{ exerciseId: deleted.id, series: [{ reps: 5 }] }, { exerciseId: 2_000_000, series: [{ reps: 5 }] }] },
      ],
    };
    const response = await a.api.create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: workoutMessages.exerciseUnknown,
      details: {
        fieldErrors: {
          'groups.0.exercises.1.exerciseId': [workoutMessages.exerciseUnknown],
          'groups.1.exercises.0.exerciseId': [workoutMessages.exerciseUnknown],
          'groups.1.exercises.1.exerciseId': [workoutMessages.exerciseUnknown],
        },
      },
    });
    expect((await a.api.list('?source=own')).json().total).toBe(1);
  });

  it.each([
    ['name', libraryMessages.nameRequired, { name: '' }],
    ['groups', workoutMessages.groupsRequired, { groups: [] }],
    ['groups.0.name', workoutMessages.groupNameRequired, { groups: [{ name: ' ', exercises: [{ exerciseId: 1, series: [{ reps: 1 }] }] }] }],
    ['groups.0.exercises', workoutMessages.exercisesRequired, { groups: [{ name: 'A', exercises: [] }] }],
    ['groups.0.exercises.0.series', workoutMessages.seriesRequired, { groups: [{ name: 'A', exercises: [{ exerciseId: 1, series: [] }] }] }],
    ['groups.0.exercises.0.series.0.reps', workoutMessages.repsOrSeconds, { groups: [{ name: 'A', exercises: [{ exerciseId: 1, series: [{ reps: 5, seconds: 5 }] }] }] }],
    ['groups.0.exercises.0.series.0.reps', workoutMessages.repsInvalid, { groups: [{ name: 'A', exercises: [{ exerciseId: 1, series: [{ reps: 0 }] }] }] }],
    ['groups.0.exercises.0.series.0.restSeconds', workoutMessages.restInvalid, { groups: [{ name: 'A', exercises: [{ exerciseId: 1, series: [{ reps: 5, restSeconds: -1 }] }] }] }],
    ['groups.0.exercises.0.series.0.weightKg', workoutMessages.weightInvalid, { groups: [{ name: 'A', exercises: [{ exerciseId: 1, series: [{ reps: 5, weightKg: '10,555' }] }] }] }],
    [
      'groups.0.exercises.0.series',
      workoutMessages.simpleSeriesDiffer,
      { mode: 'simple', groups: [{ name: 'A', exercises: [{ exerciseId: 1, series: [{ reps: 5 }, { reps: 6 }] }] }] },
    ],
    ['mode', undefined, { mode: 'libre' }],
  ])('answers 400 on %s', async (field, message, change) => {
    const { api, exercise } = await trainer();
    await exercise('Sentadilla');
    const response = await api.create(aWorkout(1, change));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.fieldErrors[field]).toEqual([message ?? expect.any(String)]);
  });
});

describe('PATCH /api/v1/workouts/:id', () => {
  it('{mode:"simple"} on an advanced workout merges each exercise\'s series with its first values', async () => {
    const { api, exercise } = await trainer();
    const squat = await exercise('Sentadilla');
    const plank = await exercise('Plancha');
    const workout = (await api.create(advanced(squat.id, plank.id))).json<WorkoutBody>();
    const response = await api.patch(workout.id, { mode: 'simple' });
    expect(response.statusCode).toBe(200);
    const merged = response.json<WorkoutBody>();
    expect(merged.mode).toBe('simple');
    expect(merged.groups[0]!.exercises[0]!.series).toEqual([
      series({ reps: 12, restSeconds: 60, weightKg: 40.5 }),
      series({ reps: 12, restSeconds: 60, weightKg: 40.5 }),
      series({ reps: 12, restSeconds: 60, weightKg: 40.5 }),
    ]);
    expect(merged.groups[1]!.exercises[0]!.series).toEqual([series({ seconds: 45, restSeconds: 15 }), series({ seconds: 45, restSeconds: 15 })]);
    expect(merged.groups.map((group) => group.name)).toEqual(['Bloque A', 'Bloque B']);
    expect((await api.get(workout.id)).json()).toEqual(merged);
    // Back to advanced keeps the (now equal) series.
    expect((await api.patch(workout.id, { mode: 'advanced' })).json().groups).toEqual(merged.groups);
  });

  it('groups sent without a mode must have the stored mode\'s shape', async () => {
    const { api, exercise } = await trainer();
    const squat = await exercise('Sentadilla');
    const simple = (await api.create(aWorkout(squat.id))).json<WorkoutBody>();
    const uneven = [{ name: 'A', exercises: [{ exerciseId: squat.id, series: [{ reps: 10 }, { reps: 8 }] }] }];
    const refused = await api.patch(simple.id, { groups: uneven });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: workoutMessages.simpleSeriesDiffer,
      details: { fieldErrors: { 'groups.0.exercises.0.series': [workoutMessages.simpleSeriesDiffer] } },
    });
    expect((await api.patch(simple.id, { mode: 'simple', groups: uneven })).statusCode).toBe(400);
    const even = [{ name: 'A', exercises: [{ exerciseId: squat.id, series: [{ reps: 8 }, { reps: 8 }, { reps: 8 }] }] }];
    expect((await api.patch(simple.id, { groups: even })).json().groups[0].exercises[0].series).toHaveLength(3);
    const switched = await api.patch(simple.id, { mode: 'advanced', groups: uneven });
    expect(switched.json()).toMatchObject({ mode: 'advanced', groups: [{ exercises: [{ series: [{ reps: 10 }, { reps: 8 }] }] }] });
    expect((await api.patch(simple.id, { groups: uneven })).statusCode).toBe(200);
  });

  it('checks the exercises of new groups, but keeps one the workout already used after it was deleted', async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const squat = await a.exercise('Sentadilla');
    const lunge = await a.exercise('Estocada');
    const theirs = await b.exercise('Secreto');
    const workout = (await a.api.create(aWorkout(squat.id))).json<WorkoutBody>();
    await a.exercises.remove(squat.id);
    const read = (await a.api.get(workout.id)).json<WorkoutBody>();
    expect(read.groups[0]!.exercises[0]!.exercise).toEqual({ id: squat.id, name: 'Sentadilla', thumbnailUrl: null, archived: true });
    const groups = (ids: number[]) => [{ name: 'A', exercises: ids.map((exerciseId) => ({ exerciseId, series: [{ reps: 5 }] })) }];
    expect((await a.api.patch(workout.id, { groups: groups([squat.id, lunge.id]) })).statusCode).toBe(200);
    const refused = await a.api.patch(workout.id, { groups: groups([lunge.id, theirs.id]) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fieldErrors).toEqual({ 'groups.0.exercises.1.exerciseId': [workoutMessages.exerciseUnknown] });
    const renamed = await a.api.patch(workout.id, { name: 'Piernas B', description: 'Nueva' });
    expect(renamed.json()).toMatchObject({ name: 'Piernas B', description: 'Nueva', groups: [{ exercises: [{ exerciseId: squat.id }, { exerciseId: lunge.id }] }] });
    expect((await a.api.patch(workout.id, { description: '' })).json().description).toBeNull();
  });

  it('refuses a name another workout has (409 update text), and is 404 for a deleted workout', async () => {
    const { api, exercise } = await trainer();
    const squat = await exercise('Sentadilla');
    await api.create(aWorkout(squat.id, { name: 'Piernas' }));
    const other = (await api.create(aWorkout(squat.id, { name: 'Brazos' }))).json<WorkoutBody>();
    const taken = await api.create(aWorkout(squat.id, { name: 'PIERNAS' }));
    expect(taken.json()).toEqual({ code: 'RESOURCE_ALREADY_EXIST', message: 'Ya existe una rutina con este nombre. Elegí otro nombre.' });
    const renamed = await api.patch(other.id, { name: 'piernas' });
    expect([renamed.statusCode, renamed.json()]).toEqual([
      409,
      { code: 'RESOURCE_ALREADY_EXIST', message: 'No se guardaron los cambios: ya tenés otra rutina con este nombre.' },
    ]);
    expect((await api.remove(other.id)).statusCode).toBe(204);
    expect((await api.patch(other.id, { name: 'Otra' })).statusCode).toBe(404);
    expect((await api.get(other.id)).json()).toMatchObject({ name: 'Brazos', archived: true });
    expect((await api.list('?source=own')).json().total).toBe(1);
  });
});

describe('product workouts', () => {
  it('are seen by every business, read-only, and duplicate into an own copy that keeps the product exercises', async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    expect((await a.api.list('?source=product')).json().total).toBe(productLibrary.workouts.length);
    expect((await b.api.list('?source=product')).json().total).toBe(productLibrary.workouts.length);
    const product = productLibrary.workouts[0]!;
    const { id } = await productRow(ctx.app, 'workouts', product.key);
    const original = (await b.api.get(id)).json<WorkoutBody>();
    expect(original).toMatchObject({ source: 'product', name: product.name, mode: product.mode });
    expect(original.groups.flatMap((group) => group.exercises.map((entry) => entry.exercise.name)).every(Boolean)).toBe(true);
    expect((await a.api.patch(id, { name: 'Mía' })).json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para editar esta rutina' });
    expect((await a.api.remove(id)).json()).toEqual({ code: 'FORBIDDEN', message: 'No tenés permisos para eliminar esta rutina' });
    const copy = await a.api.duplicate(id);
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
    const edited = await a.api.patch(copy.json().id, { name: 'Mi rutina', groups: original.groups.map((group) => ({ ...group, exercises: group.exercises.map(({ exerciseId, series: s }) => ({ exerciseId, series: s })) })) });
    expect(edited.statusCode).toBe(200);
    expect((await a.api.duplicate(id)).json().name).toBe(`Copia de ${product.name}`);
    expect((await a.api.duplicate(id)).json().name).toBe(`Copia de ${product.name} (2)`);
  });

  it("another business's workout is 404 on every endpoint", async () => {
    const a = await trainer('a@example.com');
    const b = await trainer('b@example.com');
    const squat = await a.exercise('Sentadilla');
    const { id } = (await a.api.create(aWorkout(squat.id))).json<WorkoutBody>();
    for (const response of [await b.api.get(id), await b.api.patch(id, { name: 'X' }), await b.api.remove(id), await b.api.duplicate(id)]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await b.api.list('?source=own')).json().total).toBe(0);
  });

  it('lists search without accents, sort and page', async () => {
    const { api, exercise } = await trainer();
    const squat = await exercise('Sentadilla');
    for (const name of ['Glúteos', 'abdomen', 'Tren superior']) await api.create(aWorkout(squat.id, { name }));
    const names = async (query: string) => (await api.list(query)).json<{ items: WorkoutBody[] }>().items.map((item) => item.name);
    expect(await names('?source=own&search=GLUTEOS')).toEqual(['Glúteos']);
    expect(await names('?source=own')).toEqual(['abdomen', 'Glúteos', 'Tren superior']);
    expect(await names('?source=own&sort=-name&pageSize=2&page=2')).toEqual(['abdomen']);
  });
});

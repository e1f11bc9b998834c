import { and, eq, isNull, sql } from 'drizzle-orm';
import { activities, exercises, forms, productLibraryState, workouts } from '../../../db/schema';
import { signedInTrainer } from '../../../test/fixtures';
import { setupApiTests } from '../../../test/test-app';
import { anExercise, createItem, libraryApi, testProductSource } from '../library-test-helpers';
import { productLibrary } from '.';
import { productCoverKey, syncProductLibrary } from './sync';
import type { ProductLibrarySource } from './types';

const ctx = setupApiTests();

function recordingStorage() {
  const puts: Array<{ key: string; contentType: string; bytes: string }> = [];
  return { puts, put: async (key: string, bytes: Buffer, contentType: string) => void puts.push({ key, contentType, bytes: bytes.toString('utf8') }) };
}

const sync = (source: ProductLibrarySource, storage = recordingStorage()) => syncProductLibrary({ db: ctx.app.db, storage, now: ctx.clock.now }, source);

async function productRows() {
  const select = { id: exercises.id, key: exercises.productKey, name: exercises.name, archivedAt: exercises.archivedAt, imageKey: exercises.imageKey, thumbnailKey: exercises.thumbnailKey };
  return ctx.app.db.select(select).from(exercises).where(isNull(exercises.gymId)).orderBy(exercises.id);
}

describe('syncProductLibrary', () => {
  it('writes the whole product library into an empty database, with a cover per exercise and activity', async () => {
    await ctx.app.db.execute(sql`truncate table exercises, activities, workouts, forms, product_library_state cascade`);
    const storage = recordingStorage();
    expect(await sync(productLibrary, storage)).toEqual({ synced: true });
    const rows = await productRows();
    expect(rows).toHaveLength(productLibrary.exercises.length);
    const first = productLibrary.exercises[0]!;
    const cover = productCoverKey('exercises', first.key);
    expect(cover).toBe(`product/exercises/${first.key}.svg`);
    expect(rows.find((row) => row.key === first.key)).toMatchObject({ name: first.name, imageKey: cover, thumbnailKey: cover, archivedAt: null });
    expect(storage.puts).toHaveLength(productLibrary.exercises.length + productLibrary.activities.length);
    expect(storage.puts.find((put) => put.key === cover)).toEqual({ key: cover, contentType: 'image/svg+xml', bytes: productLibrary.exerciseCover(first) });
    const activity = productLibrary.activities[0]!;
    expect(storage.puts.find((put) => put.key === `product/activities/${activity.key}.svg`)?.bytes).toBe(productLibrary.activityCover(activity));
    const count = async (table: typeof activities | typeof workouts | typeof forms) =>
      (await ctx.app.db.select({ id: table.id }).from(table).where(isNull(table.gymId))).length;
    expect(await count(activities)).toBe(productLibrary.activities.length);
    expect(await count(workouts)).toBe(productLibrary.workouts.length);
    expect(await count(forms)).toBe(productLibrary.forms.length);
  });

  it('does nothing when the source has not changed: same rows, no file written', async () => {
    const before = await productRows();
    const storage = recordingStorage();
    expect(await sync(productLibrary, storage)).toEqual({ synced: false });
    expect(storage.puts).toEqual([]);
    expect(await productRows()).toEqual(before);
  });

  it('updates rows in place by key, archives the ones that left, brings back one that returns, and never touches a business', async () => {
    const { access } = await signedInTrainer(ctx.app);
    const own = await createItem(ctx.app, access, 'exercises', anExercise({ name: 'Sentadilla de prueba' }));
    expect(await sync(testProductSource())).toEqual({ synced: true });
    const first = await productRows();
    // The real library's rows left this source: archived, not deleted.
    expect(first.filter((row) => row.archivedAt === null).map((row) => row.key)).toEqual(['test-sentadilla', 'test-remo']);
    expect(first.filter((row) => row.archivedAt !== null)).toHaveLength(productLibrary.exercises.length);

    ctx.clock.advanceSeconds(60);
    const release = testProductSource((source) => {
      source.exercises[0]!.name = 'Sentadilla renombrada';
      source.exercises = source.exercises.filter((exercise) => exercise.key !== 'test-remo');
      source.workouts[0]!.groups[0]!.exercises.pop();
      source.forms[0]!.questions.push({ type: 'rating', title: 'Energía' });
    });
    expect(await sync(release)).toEqual({ synced: true });
    const second = await productRows();
    const byKey = (rows: typeof first, key: string) => rows.find((row) => row.key === key)!;
    expect(byKey(second, 'test-sentadilla')).toMatchObject({ id: byKey(first, 'test-sentadilla').id, name: 'Sentadilla renombrada', archivedAt: null });
    expect(byKey(second, 'test-remo').archivedAt).toEqual(ctx.clock.now());
    const [form] = await ctx.app.db.select().from(forms).where(eq(forms.productKey, 'test-form'));
    expect(form).toMatchObject({ version: 2 });
    expect(form!.questions).toHaveLength(2);

    expect(await sync(testProductSource())).toEqual({ synced: true });
    expect(byKey(await productRows(), 'test-remo')).toMatchObject({ id: byKey(first, 'test-remo').id, archivedAt: null });

    const ownNow = (await libraryApi(ctx.app, access, 'exercises').get(own.id)).json();
    expect(ownNow).toEqual(own);
  });

  it("resolves a workout's exercises by key, and shows them to a business", async () => {
    await sync(testProductSource());
    const [workout] = await ctx.app.db.select().from(workouts).where(eq(workouts.productKey, 'test-rutina'));
    const ids = (await productRows()).filter((row) => row.key === 'test-sentadilla' || row.key === 'test-remo').map((row) => row.id);
    expect(workout!.exerciseIds.sort()).toEqual(ids.sort());
    expect(workout!.groups[0]!.exercises[0]!.series).toEqual([
      { reps: 12, seconds: null, restSeconds: 60, weightKg: null },
      { reps: 10, seconds: null, restSeconds: 90, weightKg: 20 },
    ]);
    const { access } = await signedInTrainer(ctx.app);
    const read = (await libraryApi(ctx.app, access, 'workouts').get(workout!.id)).json();
    expect(read.groups[0].exercises.map((entry: { exercise: { name: string } }) => entry.exercise.name)).toEqual(['Sentadilla de prueba', 'Remo de prueba']);
  });

  it('refuses a source whose workout names an exercise it does not have, or breaks the contracts, and keeps the previous library', async () => {
    const unknown = testProductSource((source) => {
      source.workouts[0]!.groups[0]!.exercises[0]!.exercise = 'no-existe';
    });
    await expect(sync(unknown)).rejects.toThrow(/unknown exercise no-existe/);
    const uneven = testProductSource((source) => {
      source.workouts[0]!.mode = 'simple';
    });
    await expect(sync(uneven)).rejects.toThrow(/test-rutina is invalid/);
    const [state] = await ctx.app.db.select().from(productLibraryState);
    expect(state).toBeDefined();
    const live = await ctx.app.db
      .select({ key: exercises.productKey })
      .from(exercises)
      .where(and(isNull(exercises.gymId), isNull(exercises.archivedAt)));
    expect(live).toHaveLength(productLibrary.exercises.length);
  });
});

import { createHash } from 'node:crypto';
import { formQuestionInputSchema, programCreateSchema, workoutCreateSchema, type ProgramItemType, type WorkoutCreateRequest } from '@coach/shared/contracts';
import { and, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import type { Db } from '../../../db/client';
import { activities, exercises, forms, productLibraryState, programs, workouts } from '../../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { dayCounts, toStoredDays } from '../../programs/stored-days';
import { toStoredQuestions } from '../forms/forms';
import type { LibraryTable } from '../library-tables';
import { nameColumns } from '../names';
import { exerciseIdsOf, toStoredGroups } from '../workouts/stored-groups';
import type { ProductLibrarySource, ProductProgram, ProductWorkout } from './types';

export interface ProductSyncDeps {
  db: Db;
  storage: Pick<FileStorage, 'put'>;
  now?: () => Date;
}

// Any constant works; the same for every instance, so two starting together sync one at a time.
const SYNC_LOCK_ID = 72_617_010;
const STATE_ID = 1;

export const productCoverKey = (kind: 'exercises' | 'activities', key: string) => `product/${kind}/${key}.svg`;

/** The source as data: what the hash covers and what gets written. */
function snapshot(source: ProductLibrarySource) {
  return {
    exercises: source.exercises,
    activities: source.activities,
    workouts: source.workouts,
    forms: source.forms,
    programs: source.programs,
    exerciseCovers: source.exercises.map((exercise) => source.exerciseCover(exercise)),
    activityCovers: source.activities.map((activity) => source.activityCover(activity)),
  };
}

export const productSourceHash = (source: ProductLibrarySource) =>
  createHash('sha256').update(JSON.stringify(snapshot(source))).digest('hex');

/** `excluded.<column>`: the value the upsert proposed, in its DO UPDATE clause. */
const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;
/** DO UPDATE of a product row: the proposed values of these columns; a key back in the source is live again. */
function upsertSet<K extends string>(columns: Record<K, PgColumn>, now: Date) {
  const proposed = Object.fromEntries(Object.entries<PgColumn>(columns).map(([key, column]) => [key, excluded(column)])) as Record<K, SQL>;
  return { ...proposed, archivedAt: null, updatedAt: now };
}

/**
 * A workout written with exercise keys (the product's, the demo studio's) as the contract's request,
 * with exercise ids: the same request a trainer's editor sends.
 */
export function workoutRequestOf(workout: Omit<ProductWorkout, 'key'>, exerciseIds: Map<string, number>): WorkoutCreateRequest {
  return {
    name: workout.name,
    description: workout.description,
    mode: workout.mode,
    groups: workout.groups.map((group) => ({
      name: group.name,
      instructions: group.instructions,
      exercises: group.exercises.map((entry) => {
        const exerciseId = exerciseIds.get(entry.exercise);
        if (exerciseId === undefined) throw new Error(`workout ${workout.name} uses unknown exercise ${entry.exercise}`);
        return { exerciseId, series: entry.series };
      }),
    })),
  };
}

/** Workouts name exercises by key; rows by id. A workout must pass the same contract as a trainer's. */
function workoutValues(workout: ProductWorkout, exerciseIds: Map<string, number>) {
  const parsed = workoutCreateSchema.safeParse(workoutRequestOf(workout, exerciseIds));
  if (!parsed.success) throw new Error(`product workout ${workout.key} is invalid: ${JSON.stringify(parsed.error.issues)}`);
  const groups = toStoredGroups(parsed.data.groups);
  return { ...nameColumns(workout.name), description: workout.description, mode: workout.mode, groups, exerciseIds: exerciseIdsOf(groups) };
}

const questionsSchema = z.array(formQuestionInputSchema);

/** Programs name their items by key; rows by id. A program must pass the same contract as a trainer's. */
function programValues(program: ProductProgram, ids: Record<ProgramItemType, Map<string, number>>) {
  const request = {
    name: program.name,
    description: program.description,
    weeks: program.weeks,
    days: program.days.map((day) => ({
      week: day.week,
      day: day.day,
      items: day.items.map(({ item, ...rest }) => {
        const itemId = ids[rest.type].get(item);
        if (itemId === undefined) throw new Error(`program ${program.key} uses unknown ${rest.type} ${item}`);
        return { ...rest, itemId };
      }),
    })),
  };
  const parsed = programCreateSchema.safeParse(request);
  if (!parsed.success) throw new Error(`product program ${program.key} is invalid: ${JSON.stringify(parsed.error.issues)}`);
  const days = toStoredDays(parsed.data.days);
  return { ...nameColumns(program.name), description: program.description, weeks: program.weeks, days, ...dayCounts(days) };
}

/** `key → id` of the rows an upsert returned. */
const idsByKey = (rows: Array<{ id: number; key: string | null }>) => new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));

/** Product rows whose key left the source are archived (their names stay in history), never deleted. */
async function archiveMissing(tx: Db, table: LibraryTable, keys: string[], now: Date) {
  const live: SQL[] = [isNull(table.gymId), isNull(table.archivedAt)];
  if (keys.length > 0) live.push(notInArray(table.productKey, keys));
  await tx
    .update(table)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(...live));
}

/**
 * Brings the product library (rows with gym_id null) in line with its source, once per change of the
 * source: a hash of it is kept in product_library_state, so an unchanged source costs one query.
 * Rows are matched by product_key, updated in place (a few batched statements) and archived when
 * their key disappears; a business's rows are never touched. Covers are written to storage first,
 * so no row ever points at a missing file.
 */
export async function syncProductLibrary(deps: ProductSyncDeps, source: ProductLibrarySource): Promise<{ synced: boolean }> {
  const hash = productSourceHash(source);
  const isCurrent = async (db: Db) => {
    const [state] = await db.select({ hash: productLibraryState.sourceHash }).from(productLibraryState).where(eq(productLibraryState.id, STATE_ID));
    return state?.hash === hash;
  };
  if (await isCurrent(deps.db)) return { synced: false };

  const data = snapshot(source);
  await Promise.all([
    ...source.exercises.map((exercise, i) => deps.storage.put(productCoverKey('exercises', exercise.key), Buffer.from(data.exerciseCovers[i]!), 'image/svg+xml')),
    ...source.activities.map((activity, i) => deps.storage.put(productCoverKey('activities', activity.key), Buffer.from(data.activityCovers[i]!), 'image/svg+xml')),
  ]);

  const now = (deps.now ?? (() => new Date()))();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_ID})`);
    // Another instance may have synced while this one waited for the lock.
    if (await isCurrent(tx)) return { synced: false };

    const exerciseIds = new Map<string, number>();
    if (source.exercises.length > 0) {
      const rows = await tx
        .insert(exercises)
        .values(
          source.exercises.map((exercise) => {
            const cover = productCoverKey('exercises', exercise.key);
            return {
              productKey: exercise.key,
              ...nameColumns(exercise.name, exercise.keywords),
              instructions: exercise.instructions,
              keywords: exercise.keywords,
              muscleGroups: exercise.muscleGroups,
              imageKey: cover,
              thumbnailKey: cover,
              createdAt: now,
              updatedAt: now,
            };
          }),
        )
        .onConflictDoUpdate({
          target: exercises.productKey,
          targetWhere: sql`${exercises.productKey} is not null`,
          set: upsertSet(
            {
              name: exercises.name,
              nameKey: exercises.nameKey,
              searchText: exercises.searchText,
              instructions: exercises.instructions,
              keywords: exercises.keywords,
              muscleGroups: exercises.muscleGroups,
              imageKey: exercises.imageKey,
              thumbnailKey: exercises.thumbnailKey,
            },
            now,
          ),
        })
        .returning({ id: exercises.id, key: exercises.productKey });
      for (const row of rows) if (row.key) exerciseIds.set(row.key, row.id);
    }

    let activityIds = new Map<string, number>();
    if (source.activities.length > 0) {
      const rows = await tx
        .insert(activities)
        .values(
          source.activities.map((activity) => {
            const cover = productCoverKey('activities', activity.key);
            return {
              productKey: activity.key,
              ...nameColumns(activity.name, activity.keywords),
              instructions: activity.instructions,
              keywords: activity.keywords,
              imageKey: cover,
              thumbnailKey: cover,
              createdAt: now,
              updatedAt: now,
            };
          }),
        )
        .onConflictDoUpdate({
          target: activities.productKey,
          targetWhere: sql`${activities.productKey} is not null`,
          set: upsertSet(
            {
              name: activities.name,
              nameKey: activities.nameKey,
              searchText: activities.searchText,
              instructions: activities.instructions,
              keywords: activities.keywords,
              imageKey: activities.imageKey,
              thumbnailKey: activities.thumbnailKey,
            },
            now,
          ),
        })
        .returning({ id: activities.id, key: activities.productKey });
      activityIds = idsByKey(rows);
    }

    let workoutIds = new Map<string, number>();
    if (source.workouts.length > 0) {
      const rows = await tx
        .insert(workouts)
        .values(source.workouts.map((workout) => ({ productKey: workout.key, ...workoutValues(workout, exerciseIds), createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: workouts.productKey,
          targetWhere: sql`${workouts.productKey} is not null`,
          set: upsertSet(
            {
              name: workouts.name,
              nameKey: workouts.nameKey,
              searchText: workouts.searchText,
              description: workouts.description,
              mode: workouts.mode,
              groups: workouts.groups,
              exerciseIds: workouts.exerciseIds,
            },
            now,
          ),
        })
        .returning({ id: workouts.id, key: workouts.productKey });
      workoutIds = idsByKey(rows);
    }

    let formIds = new Map<string, number>();
    if (source.forms.length > 0) {
      const rows = await tx
        .insert(forms)
        .values(
          source.forms.map((form) => ({
            productKey: form.key,
            ...nameColumns(form.name),
            description: form.description,
            questions: toStoredQuestions(questionsSchema.parse(form.questions)),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: forms.productKey,
          targetWhere: sql`${forms.productKey} is not null`,
          set: {
            ...upsertSet({ name: forms.name, nameKey: forms.nameKey, searchText: forms.searchText, description: forms.description, questions: forms.questions }, now),
            // Answers keep the version they were given under: new questions are a new version.
            version: sql`case when ${forms.questions} = excluded.questions then ${forms.version} else ${forms.version} + 1 end`,
          },
        })
        .returning({ id: forms.id, key: forms.productKey });
      formIds = idsByKey(rows);
    }

    if (source.programs.length > 0) {
      const ids = { activity: activityIds, workout: workoutIds, form: formIds };
      await tx
        .insert(programs)
        .values(source.programs.map((program) => ({ productKey: program.key, ...programValues(program, ids), createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: programs.productKey,
          targetWhere: sql`${programs.productKey} is not null`,
          set: upsertSet(
            {
              name: programs.name,
              nameKey: programs.nameKey,
              searchText: programs.searchText,
              description: programs.description,
              weeks: programs.weeks,
              days: programs.days,
              dayCount: programs.dayCount,
              itemCount: programs.itemCount,
            },
            now,
          ),
        });
    }

    await archiveMissing(tx, exercises, source.exercises.map((item) => item.key), now);
    await archiveMissing(tx, activities, source.activities.map((item) => item.key), now);
    await archiveMissing(tx, workouts, source.workouts.map((item) => item.key), now);
    await archiveMissing(tx, forms, source.forms.map((item) => item.key), now);
    await archiveMissing(tx, programs, source.programs.map((item) => item.key), now);

    await tx
      .insert(productLibraryState)
      .values({ id: STATE_ID, sourceHash: hash, syncedAt: now })
      .onConflictDoUpdate({ target: productLibraryState.id, set: { sourceHash: hash, syncedAt: now } });
    return { synced: true };
  });
}

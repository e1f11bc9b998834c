import { measurementAuthors, progressPhotoPoses, type MeasurementAuthor, type ProgressPhotoPose } from '@coach/shared/contracts';
import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { taskCompletions } from './agenda';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { gyms } from './gyms';
import { exercises } from './library';
import { users } from './users';

/** A figure of a measurement: up to 999.99 with two decimals (the contracts keep them in their ranges). */
const figure = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * A client's body measurement on one day (issue 26): weight, body fat and circumferences, each
 * optional but at least one. Entered by the trainer (created_by_user_id) or by the client in the app;
 * the client's `weight_kg` follows the newest measurement with a weight (modules/progress/latest-weight.ts).
 */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: figure('weight_kg'),
    bodyFatPct: figure('body_fat_pct'),
    waistCm: figure('waist_cm'),
    hipCm: figure('hip_cm'),
    chestCm: figure('chest_cm'),
    armCm: figure('arm_cm'),
    thighCm: figure('thigh_cm'),
    note: text('note'),
    enteredBy: text('entered_by').$type<MeasurementAuthor>().notNull(),
    // The trainer who entered it (null when the client did, or once that trainer is removed).
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The id the app generated for this measurement (its retries send it again), unique per client.
    uid: uuid('uid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The client's measurements newest first (the list, the latest of each figure, the weight rule).
    index('body_measurements_client_date_idx').on(t.clientId, desc(t.date), desc(t.id)),
    uniqueIndex('body_measurements_client_uid_unique').on(t.clientId, t.uid).where(sql`${t.uid} is not null`),
    check('body_measurements_entered_by_check', sql`${t.enteredBy} in (${sql.raw(measurementAuthors.map((author) => `'${author}'`).join(', '))})`),
    check(
      'body_measurements_some_figure_check',
      sql`num_nonnulls(${t.weightKg}, ${t.bodyFatPct}, ${t.waistCm}, ${t.hipCm}, ${t.chestCm}, ${t.armCm}, ${t.thighCm}) > 0`,
    ),
  ],
);

export type BodyMeasurementRow = typeof bodyMeasurements.$inferSelect;

/**
 * Epley's estimated one-repetition maximum of a series, in kg with two decimals: weight × (1 + reps / 30);
 * one repetition is the weight itself; null without repetitions and weight. One definition for the
 * stored column and for reads that compute it from an index's columns.
 */
export const epleyE1rmSql = (reps: SQLWrapper, weightKg: SQLWrapper): SQL =>
  sql`case when ${reps} >= 1 and ${weightKg} > 0 then round(case when ${reps} = 1 then ${weightKg} else ${weightKg} * (1 + ${reps} / 30.0) end, 2) end`;

/**
 * One series of a workout a client registered (issue 26), one row per element of
 * `task_completions.results`: what was done beside what was prescribed then, with the names as they
 * were. Filled by a trigger when a completion is stored (migration 0020, which also filled it from the
 * completions stored before), so every writer of completions feeds it; removed with the completion
 * (and so with its task and its client). Read by the training history and the personal records,
 * which would otherwise unpack every completion's jsonb on each read.
 */
export const seriesResults = pgTable(
  'series_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    completionId: integer('completion_id')
      .notNull()
      .references(() => taskCompletions.id, { onDelete: 'cascade' }),
    // Library items are archived, never removed.
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    // The day the session was registered for (the occurrence's day, as moved).
    date: date('date', { mode: 'string' }).notNull(),
    workoutName: text('workout_name').notNull(),
    groupName: text('group_name').notNull(),
    exerciseName: text('exercise_name').notNull(),
    groupIndex: smallint('group_index').notNull(),
    exerciseIndex: smallint('exercise_index').notNull(),
    seriesIndex: smallint('series_index').notNull(),
    doneReps: integer('done_reps'),
    doneWeightKg: numeric('done_weight_kg', { precision: 6, scale: 2 }),
    doneSeconds: integer('done_seconds'),
    prescribedReps: integer('prescribed_reps'),
    prescribedWeightKg: numeric('prescribed_weight_kg', { precision: 6, scale: 2 }),
    prescribedSeconds: integer('prescribed_seconds'),
    prescribedRestSeconds: integer('prescribed_rest_seconds'),
    /** Epley's estimated one-repetition maximum: weight × (1 + reps / 30), one repetition is the weight itself. */
    e1rmKg: numeric('e1rm_kg', { precision: 7, scale: 2 }).generatedAlwaysAs(epleyE1rmSql(sql.raw('done_reps'), sql.raw('done_weight_kg'))),
  },
  (t) => [
    // An exercise's sessions newest first (its history), and the exercises of a client (their list).
    index('series_results_client_exercise_date_idx').on(t.clientId, t.exerciseId, desc(t.date), desc(t.completionId)),
    index('series_results_completion_idx').on(t.completionId),
    // The personal records (modules/progress/records.ts): each kind skips through its own index from
    // one exercise (or rep count) to the next, reading the best series of each.
    index('series_results_weight_for_reps_idx').on(t.clientId, t.exerciseId, t.doneReps, desc(t.doneWeightKg), t.date, t.completionId, t.id).where(sql`${t.doneWeightKg} > 0`),
    // (The columns after id are there to be read from the index alone.)
    index('series_results_e1rm_idx')
      .on(t.clientId, t.exerciseId, desc(t.e1rmKg), t.date, t.completionId, t.id, t.doneReps, t.doneWeightKg)
      .where(sql`${t.e1rmKg} is not null`),
    index('series_results_bodyweight_reps_idx')
      .on(t.clientId, t.exerciseId, desc(t.doneReps), t.date, t.completionId, t.id, t.doneWeightKg)
      .where(sql`${t.doneReps} >= 1 and coalesce(${t.doneWeightKg}, 0) = 0`),
    index('series_results_longest_time_idx')
      .on(t.clientId, t.exerciseId, desc(t.doneSeconds), t.date, t.completionId, t.id, t.doneReps, t.doneWeightKg)
      .where(sql`${t.doneSeconds} > 0`),
  ],
);

export type SeriesResultRow = typeof seriesResults.$inferSelect;

/**
 * A client's progress photo (issue 26): one pose on one day, uploaded by the client in the app or by
 * the trainer. The file is in the storage under `storage_key` (progress-photos/<uuid>.<ext>), served
 * only through signed URLs answered to that client and their business; deleting the row here does not
 * delete the file: the API deletes it after the row (modules/progress/photos.ts).
 */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    pose: text('pose').$type<ProgressPhotoPose>().notNull(),
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    enteredBy: text('entered_by').$type<MeasurementAuthor>().notNull(),
    // The trainer who uploaded it (null when the client did, or once that trainer is removed).
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The id the app generated for this upload (its retries send it again), unique per client.
    uid: uuid('uid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('progress_photos_client_date_idx').on(t.clientId, desc(t.date), desc(t.id)),
    uniqueIndex('progress_photos_client_uid_unique').on(t.clientId, t.uid).where(sql`${t.uid} is not null`),
    check('progress_photos_pose_check', sql`${t.pose} in (${sql.raw(progressPhotoPoses.map((pose) => `'${pose}'`).join(', '))})`),
    check('progress_photos_entered_by_check', sql`${t.enteredBy} in (${sql.raw(measurementAuthors.map((author) => `'${author}'`).join(', '))})`),
  ],
);

export type ProgressPhotoRow = typeof progressPhotos.$inferSelect;

/**
 * Each client's 7- and 30-day adherence as of a day of their business (issue 26), kept so the clients
 * list can sort and filter by it and the dashboard can list who fell behind without expanding every
 * client's tasks on each read. `version` moves (triggers of migration 0022) with every change to the
 * client's tasks, their exceptions and their registrations; a row is current when it was computed for
 * the business's today at the version it still has (modules/progress/adherence-snapshot.ts).
 */
export const clientAdherence = pgTable(
  'client_adherence',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(0),
    // The business's day the figures are for, and the version they were computed at (null: never).
    day: date('day', { mode: 'string' }),
    computedVersion: integer('computed_version'),
    d7: smallint('d7'),
    d30: smallint('d30'),
  },
  (t) => [index('client_adherence_gym_idx').on(t.gymId)],
);

import type { FormQuestion, MuscleGroup, ProgramItemType, VideoProvider } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/*
 * The library. A row with gym_id null is provided by the product: every business sees it and none
 * can change it; product_key names it in the product library's source (api/src/modules/library/
 * product), so a new release updates it in place. A deleted item is archived (archived_at), never
 * removed: workouts and clients' history keep showing its name.
 *
 * name_key is the name lower-cased, accent-free and with inner spaces collapsed: the uniqueness of
 * names per business and kind ("Sentadilla" = "sentadilla ") is one unique index on it, computed by
 * the API (no unaccent extension, same code on PGlite and PostgreSQL). search_text is name and
 * keywords, normalized the same way.
 */
const libraryColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  gymId: integer('gym_id').references(() => gyms.id, { onDelete: 'cascade' }),
  productKey: text('product_key'),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  nameKey: text('name_key').notNull(),
  searchText: text('search_text').notNull().default(''),
  archivedAt: instant('archived_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Exercises and activities show one video: a YouTube/Vimeo id, or an uploaded file's storage key. */
const mediaColumns = () => ({
  instructions: text('instructions').notNull(),
  keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
  videoProvider: text('video_provider').$type<VideoProvider | 'upload'>(),
  // The provider's video id, or the storage key of an uploaded file.
  videoRef: text('video_ref'),
  videoContentType: text('video_content_type'),
  imageKey: text('image_key'),
  thumbnailKey: text('thumbnail_key'),
});

type LibraryTable = 'exercises' | 'activities' | 'workouts' | 'forms' | 'programs';
interface LibraryIndexedColumns {
  gymId: AnyPgColumn;
  nameKey: AnyPgColumn;
  productKey: AnyPgColumn;
  archivedAt: AnyPgColumn;
}
/** The indexes every library table has: unique live names per business, product keys, lists. */
const libraryIndexes = (table: LibraryTable, t: LibraryIndexedColumns) => [
  uniqueIndex(`${table}_gym_name_unique`).on(t.gymId, t.nameKey).where(sql`${t.archivedAt} is null and ${t.gymId} is not null`),
  uniqueIndex(`${table}_product_key_unique`).on(t.productKey).where(sql`${t.productKey} is not null`),
  index(`${table}_gym_name_key_idx`).on(t.gymId, sql`${t.nameKey} collate "C"`),
  check(`${table}_product_check`, sql`(${t.gymId} is null) = (${t.productKey} is not null)`),
];

export const exercises = pgTable(
  'exercises',
  {
    ...libraryColumns(),
    ...mediaColumns(),
    muscleGroups: text('muscle_groups').array().$type<MuscleGroup[]>().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [...libraryIndexes('exercises', t), index('exercises_muscle_groups_idx').using('gin', t.muscleGroups)],
);
export type ExerciseRow = typeof exercises.$inferSelect;

export const activities = pgTable('activities', { ...libraryColumns(), ...mediaColumns() }, (t) => libraryIndexes('activities', t));
export type ActivityRow = typeof activities.$inferSelect;

/** A series as stored: reps or seconds, rest, optional weight. */
export interface StoredSeries {
  reps: number | null;
  seconds: number | null;
  restSeconds: number;
  weightKg: number | null;
}
export interface StoredWorkoutGroup {
  name: string;
  instructions: string | null;
  exercises: Array<{ exerciseId: number; series: StoredSeries[] }>;
}

/**
 * A workout is one document: its groups, exercises and series are read and written whole by the
 * editor, so they live in one jsonb column, checked by the shared zod contract on the way in. The
 * exercises it uses are also listed in exercise_ids, for "which workouts use this exercise".
 */
export const workouts = pgTable(
  'workouts',
  {
    ...libraryColumns(),
    description: text('description'),
    mode: text('mode', { enum: ['simple', 'advanced'] }).notNull(),
    groups: jsonb('groups').$type<StoredWorkoutGroup[]>().notNull(),
    exerciseIds: integer('exercise_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    ...libraryIndexes('workouts', t),
    index('workouts_exercise_ids_idx').using('gin', t.exerciseIds),
    check('workouts_mode_check', sql`${t.mode} in ('simple', 'advanced')`),
  ],
);
export type WorkoutRow = typeof workouts.$inferSelect;

/** Questions are one document too; version goes up when they change (answers keep theirs). */
export const forms = pgTable(
  'forms',
  {
    ...libraryColumns(),
    description: text('description'),
    questions: jsonb('questions').$type<FormQuestion[]>().notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => libraryIndexes('forms', t),
);
export type FormRow = typeof forms.$inferSelect;

/** One item of a program's day as stored: what to do and what its task carries. */
export interface StoredProgramItem {
  type: ProgramItemType;
  itemId: number;
  goal: string | null;
  durationMin: number | null;
  distanceKm: number | null;
}
/** A day of a program with items (days without items are not stored), sorted by week and day. */
export interface StoredProgramDay {
  week: number;
  day: number;
  items: StoredProgramItem[];
}

/**
 * A program (issue 30) is one document too: its weeks × days grid is read and written whole by the
 * editor. item_count and day_count are kept beside it for lists.
 */
export const programs = pgTable(
  'programs',
  {
    ...libraryColumns(),
    description: text('description'),
    weeks: integer('weeks').notNull(),
    days: jsonb('days').$type<StoredProgramDay[]>().notNull(),
    dayCount: integer('day_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
  },
  (t) => [...libraryIndexes('programs', t), check('programs_weeks_check', sql`${t.weeks} between 1 and 52`)],
);
export type ProgramRow = typeof programs.$inferSelect;

/** What the product library was last synced from (a hash of its source), so startup syncs once. */
export const productLibraryState = pgTable('product_library_state', {
  id: integer('id').primaryKey(),
  sourceHash: text('source_hash').notNull(),
  syncedAt: instant('synced_at').notNull().defaultNow(),
});

export const LIBRARY_NAME_UNIQUE: Record<LibraryTable, string> = {
  exercises: 'exercises_gym_name_unique',
  activities: 'activities_gym_name_unique',
  workouts: 'workouts_gym_name_unique',
  forms: 'forms_gym_name_unique',
  programs: 'programs_gym_name_unique',
};

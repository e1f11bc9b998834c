import type { EventColor, FormAnswer, FormQuestion, Enjoyment, Mood, SeriesResult, TaskType } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activities, forms, workouts } from './library';
import { clients } from './clients';
import { createdAt, instant, updatedAt } from './columns';
import { gyms } from './gyms';
import { programAssignments } from './programs';
import { users } from './users';

/*
 * The agenda: the trainer's events and the tasks assigned to clients. Each row is a series: a single
 * item (rrule null) or a repeating one, stored as an RFC 5545 rule plus exceptions and expanded when
 * read (api/src/modules/agenda/recurrence). Times are wall-clock times of the business's time zone
 * (timestamp without time zone): a weekly 07:00 class stays at 07:00 across a DST change.
 *
 * first_date and last_date bound the days a series can touch, so a range query reads only the series
 * that may have occurrences in it; last_date is null for a series that never ends.
 */

/** A local wall-clock time, read and written as 'YYYY-MM-DD HH:mm:ss'. */
const wallClock = (name: string) => timestamp(name, { withTimezone: false, mode: 'string' });

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    // The first occurrence's start and end; every occurrence lasts as long.
    startsAt: wallClock('starts_at').notNull(),
    endsAt: wallClock('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color').$type<EventColor>().notNull(),
    rrule: text('rrule'),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_gym_dates_idx').on(t.gymId, t.firstDate, t.lastDate),
    check('events_color_check', sql`${t.color} in ('red', 'blue', 'green', 'yellow', 'purple', 'pink', 'orange', 'teal')`),
    check('events_end_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** One occurrence of a repeating event changed ("Solo este") or removed; null columns keep the series' value. */
export const eventExceptions = pgTable(
  'event_exceptions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // The occurrence's original date.
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    title: text('title'),
    description: text('description'),
    color: text('color').$type<EventColor>(),
    // A moved occurrence: its new start and end.
    startsAt: wallClock('starts_at'),
    endsAt: wallClock('ends_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrence] }), index('event_exceptions_starts_at_idx').on(t.startsAt)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<TaskType>().notNull(),
    // Exactly one, the one of its type. Library items are archived, never removed: the task keeps pointing at them.
    activityId: integer('activity_id').references(() => activities.id),
    workoutId: integer('workout_id').references(() => workouts.id),
    formId: integer('form_id').references(() => forms.id),
    // The first occurrence's day.
    date: date('date', { mode: 'string' }).notNull(),
    // Single tasks: the last day it can be done.
    endDate: date('end_date', { mode: 'string' }),
    rrule: text('rrule'),
    lastDate: date('last_date', { mode: 'string' }),
    goal: text('goal'),
    durationMin: integer('duration_min'),
    distanceKm: numeric('distance_km', { precision: 7, scale: 2 }),
    // A task a program's assignment created (a single day); null for the rest, and for a registered
    // task once its assignment is removed (it stays as a plain task).
    programAssignmentId: integer('program_assignment_id').references(() => programAssignments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_program_assignment_idx').on(t.programAssignmentId, t.date).where(sql`${t.programAssignmentId} is not null`),
    index('tasks_gym_dates_idx').on(t.gymId, t.date, t.lastDate),
    index('tasks_client_dates_idx').on(t.clientId, t.date, t.lastDate),
    index('tasks_activity_idx').on(t.activityId),
    index('tasks_workout_idx').on(t.workoutId),
    index('tasks_form_idx').on(t.formId),
    check('tasks_type_check', sql`${t.type} in ('activity', 'workout', 'form')`),
    check(
      'tasks_item_check',
      sql`(${t.type} = 'activity' and ${t.activityId} is not null and ${t.workoutId} is null and ${t.formId} is null)
        or (${t.type} = 'workout' and ${t.workoutId} is not null and ${t.activityId} is null and ${t.formId} is null)
        or (${t.type} = 'form' and ${t.formId} is not null and ${t.activityId} is null and ${t.workoutId} is null)`,
    ),
  ],
);

/** One occurrence of a repeating task changed or moved ("Solo este") or removed. */
export const taskExceptions = pgTable(
  'task_exceptions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    // A rescheduled occurrence's new day.
    date: date('date', { mode: 'string' }),
    goal: text('goal'),
    durationMin: integer('duration_min'),
    distanceKm: numeric('distance_km', { precision: 7, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.occurrence] }), index('task_exceptions_date_idx').on(t.date)],
);

/** What a client registered for one occurrence of a task, from the app. One per occurrence. */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    // The id the app generated for this registration (its retries send it again), unique per client.
    uid: uuid('uid'),
    completedAt: instant('completed_at').notNull().defaultNow(),
    durationMin: integer('duration_min'),
    distanceKm: numeric('distance_km', { precision: 7, scale: 2 }),
    mood: text('mood').$type<Mood>(),
    enjoyment: text('enjoyment').$type<Enjoyment>(),
    comment: text('comment'),
    // Forms: the answers and the questions they answer, as the form was then.
    answers: jsonb('answers').$type<FormAnswer[]>(),
    questions: jsonb('questions').$type<FormQuestion[]>(),
    // Workouts: each series reported, with what the workout prescribed then (names included).
    results: jsonb('results').$type<SeriesResult[]>(),
  },
  (t) => [
    uniqueIndex('task_completions_task_occurrence_unique').on(t.taskId, t.occurrence),
    uniqueIndex('task_completions_client_uid_unique').on(t.clientId, t.uid).where(sql`${t.uid} is not null`),
    index('task_completions_gym_completed_idx').on(t.gymId, t.completedAt),
    index('task_completions_client_idx').on(t.clientId, t.occurrence),
  ],
);

/** A trainer's private calendar feed (.ics): the token's SHA-256; revoking deletes the row. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gymId: integer('gym_id')
    .notNull()
    .references(() => gyms.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  // The ETag of the calendar last served and since when it is that one: its Last-Modified (calendar
  // apps that only send If-Modified-Since), moved only when what it shows changed.
  contentTag: text('content_tag'),
  contentChangedAt: instant('content_changed_at'),
});

export type EventRow = typeof events.$inferSelect;
export type EventExceptionRow = typeof eventExceptions.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type TaskExceptionRow = typeof taskExceptions.$inferSelect;
export type TaskCompletionRow = typeof taskCompletions.$inferSelect;

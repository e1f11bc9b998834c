import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, instant, updatedAt } from './columns';
import { gyms } from './gyms';
import { programs } from './library';
import { users } from './users';

/** A pause of an assignment: from that day on, its tasks not yet registered moved `days` later. */
export interface StoredPause {
  from: string;
  days: number;
}

/*
 * A program assigned to a client from a day (issue 30). Its tasks are ordinary single-day rows of
 * `tasks` pointing back here (tasks.program_assignment_id), so they show wherever tasks show.
 * start_date is the program's day 1 (a Monday when aligned); weeks are the program's when it was
 * assigned; end_date is its last day with the pauses; status 'ended' once the trainer ended it early.
 */
export const programAssignments = pgTable(
  'program_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    // Programs are archived, never removed: an assignment keeps its program's name.
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    alignToMonday: boolean('align_to_monday').notNull().default(false),
    weeks: integer('weeks').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'ended'] }).notNull().default('active'),
    endedAt: instant('ended_at'),
    pausedDays: integer('paused_days').notNull().default(0),
    pauses: jsonb('pauses').$type<StoredPause[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('program_assignments_client_idx').on(t.clientId, t.startDate),
    index('program_assignments_program_idx').on(t.programId, t.gymId).where(sql`${t.status} = 'active'`),
    index('program_assignments_gym_idx').on(t.gymId),
    check('program_assignments_status_check', sql`${t.status} in ('active', 'ended')`),
    check('program_assignments_weeks_check', sql`${t.weeks} between 1 and 52`),
    check('program_assignments_paused_check', sql`${t.pausedDays} >= 0`),
  ],
);
export type ProgramAssignmentRow = typeof programAssignments.$inferSelect;

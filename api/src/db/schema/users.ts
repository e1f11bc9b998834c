// Type-only: drizzle-kit loads this file on its own, without the workspace's TS sources.
import type { Gender, WebRole } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { gyms } from './gyms';

export const userRoles = ['AD', 'CO'] as const satisfies readonly WebRole[];
export const genders = ['Femenino', 'Masculino'] as const satisfies readonly Gender[];

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: genders }),
    address: text('address'),
    role: text('role', { enum: userRoles }).notNull(),
    image: text('image'),
    originCode: text('origin_code'),
    // Raised to end every session at once (password changed, email changed, "close all sessions"):
    // access tokens carry it as `sv`, and an older one is refused (modules/sessions/session-states.ts).
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness lives in the database so concurrent sign-ups cannot both win.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_gym_id_idx').on(t.gymId),
    check('users_role_check', sql`${t.role} in ('AD', 'CO')`),
    check('users_gender_check', sql`${t.gender} in ('Femenino', 'Masculino')`),
  ],
);

export type User = typeof users.$inferSelect;
export const USERS_EMAIL_UNIQUE = 'users_email_lower_unique';

// Type-only: drizzle-kit loads this file on its own, without the workspace's TS sources.
import type { Gender, WebRole } from '@coach/shared/contracts';
import { desc, sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
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
    // A deactivated member can't sign in; what they made stays (docs/permissions.md).
    active: boolean('active').notNull().default(true),
    // The last sign-in or token refresh, written at most every few minutes (Equipo's "última vez").
    lastSeenAt: instant('last_seen_at'),
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

/**
 * An administrator's invitation to join the business as a member (Equipo). The link carries a secret
 * token; only its SHA-256 is stored. Bound to one email, single use, valid TEAM_INVITATION_DAYS.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: userRoles }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    sentAt: instant('sent_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_unique').on(t.tokenHash),
    // One pending invitation per person and business: inviting again sends it again.
    uniqueIndex('team_invitations_pending_unique')
      .on(t.gymId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('team_invitations_role_check', sql`${t.role} in ('AD', 'CO')`),
  ],
);

export type TeamInvitation = typeof teamInvitations.$inferSelect;
export const TEAM_INVITATIONS_PENDING_UNIQUE = 'team_invitations_pending_unique';
export const USERS_EMAIL_UNIQUE = 'users_email_lower_unique';

/**
 * "Actividad del equipo": every write a member made through the API (method and route, the id it
 * touched), recorded by one hook after a successful answer (modules/team/activity.ts).
 */
export const teamActivity = pgTable(
  'team_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // "POST /clients/:id": the route as registered, so the label is looked up, never parsed.
    action: text('action').notNull(),
    resourceId: integer('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_activity_gym_created_idx').on(t.gymId, desc(t.createdAt), desc(t.id)),
    index('team_activity_user_created_idx').on(t.userId, desc(t.createdAt), desc(t.id)),
  ],
);

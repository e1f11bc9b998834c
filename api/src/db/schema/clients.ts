import { desc, sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { gyms } from './gyms';
import { genders, users } from './users';

/**
 * A trainer's client. The client may also sign in to the mobile app: password_hash and
 * app_registered_at are set when they register with an invitation code.
 */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    // The trainer who created (or invited) the client; a removed trainer leaves the client with the business.
    trainerUserId: integer('trainer_user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender', { enum: genders }),
    address: text('address'),
    goal: text('goal'),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }),
    heightCm: numeric('height_cm', { precision: 5, scale: 2 }),
    memberSince: date('member_since', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    // Billing computes it once plans and payments exist; until then every client has no plan.
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    isSample: boolean('is_sample').notNull().default(false),
    image: text('image'),
    passwordHash: text('password_hash'),
    appRegisteredAt: instant('app_registered_at'),
    // The last app sign-in or token refresh, written at most every few minutes (client-sessions.ts).
    appLastSeenAt: instant('app_last_seen_at'),
    // Raised to end every app session at once (disabled): the app's access tokens carry it as `sv`.
    sessionVersion: integer('session_version').notNull().default(0),
    // Lower-cased, accent-free name, email and phone, written by the API (see modules/clients/search-text.ts).
    searchText: text('search_text').notNull().default(''),
    // "last first", lower-cased and accent-free: Álvarez sorts with the A's on PGlite and PostgreSQL alike.
    sortName: text('sort_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Byte order ("C") on the normalized name: the same order whatever the database's locale. Each
    // sort of the list ends with the id (pages never overlap), so each index does too: the page is
    // read in index order, with no sort step.
    index('clients_gym_sort_name_idx').on(t.gymId, sql`${t.sortName} collate "C"`, t.id),
    // A trainer's own clients (a CO's list, Equipo's counts): read in the list's default order.
    index('clients_trainer_sort_name_idx').on(t.trainerUserId, sql`${t.sortName} collate "C"`, t.id),
    index('clients_gym_member_since_idx').on(t.gymId, t.memberSince, t.id),
    index('clients_gym_created_at_idx').on(t.gymId, t.createdAt, t.id),
    index('clients_gym_active_idx').on(t.gymId, t.active),
    index('clients_gym_subscription_status_idx').on(t.gymId, t.subscriptionStatus),
    index('clients_gym_search_text_idx').on(t.gymId, t.searchText),
    // Within a business an email names one client, so the trainer cannot create the same person twice.
    uniqueIndex('clients_gym_email_unique').on(t.gymId, sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    // The app login finds a client by email alone, across businesses: one registered account per email.
    uniqueIndex('clients_app_email_unique').on(sql`lower(${t.email})`).where(sql`${t.appRegisteredAt} is not null`),
    check('clients_gender_check', sql`${t.gender} in ('Femenino', 'Masculino')`),
    check(
      'clients_subscription_status_check',
      sql`${t.subscriptionStatus} in ('paid', 'finished', 'pending', 'partial', 'inactive')`,
    ),
  ],
);

export type ClientRow = typeof clients.$inferSelect;

/**
 * How many clients each business has, and how many are enabled: the client list's total. Counting
 * them on every page read walked every client of the business (5,000 index entries: a third of the
 * page's cost). Triggers on clients keep these in the writing transaction, whatever the code path
 * (drizzle/0012_client_counts.sql); the list reads one row.
 */
export const clientCounts = pgTable('client_counts', {
  gymId: integer('gym_id')
    .primaryKey()
    .references(() => gyms.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  active: integer('active').notNull().default(0),
  // Goes up with every statement that inserts, changes or removes clients of the business (a trigger,
  // drizzle/0013_client_list_version.sql): an instance keeps a list page it answered until it moves.
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
export const CLIENTS_GYM_EMAIL_UNIQUE = 'clients_gym_email_unique';
export const CLIENTS_APP_EMAIL_UNIQUE = 'clients_app_email_unique';

/** Single-use codes a client registers in the app with (valid 24 h). */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Bound to an existing client, or null: registering creates the client.
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    // The trainer took the code back ("Anular"): it no longer leads in, and is listed as such.
    revokedAt: instant('revoked_at'),
    usedByClientId: integer('used_by_client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Live codes are unique, so a redemption by code finds one row; used codes may repeat later.
    uniqueIndex('invitations_live_code_unique').on(t.code).where(sql`${t.usedAt} is null`),
    index('invitations_code_idx').on(t.code),
    index('invitations_gym_created_at_idx').on(t.gymId, desc(t.createdAt)),
    // The live code of a business (general, or of one client) that a new "Invitar cliente" reuses.
    index('invitations_gym_live_idx').on(t.gymId, t.clientId).where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

export type Invitation = typeof invitations.$inferSelect;

export const INVITATIONS_LIVE_CODE_UNIQUE = 'invitations_live_code_unique';

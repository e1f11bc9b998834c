import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * Password-reset links, a trainer's (web) or a client's (app), stored only as sha256: exactly one of
 * user_id and client_id says whose, and every query names the kind, so one never resets the other.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
    index('password_reset_tokens_client_id_idx').on(t.clientId).where(sql`${t.clientId} is not null`),
    check('password_reset_tokens_one_subject_check', sql`num_nonnulls(${t.userId}, ${t.clientId}) = 1`),
  ],
);

/**
 * A trainer's request to change their sign-in email. Nothing changes until the link mailed to the new
 * address is opened (confirmed_at); the old address gets a notice whose link undoes the change (or
 * cancels it while pending) for 7 days. Both links are stored only as sha256. At most one request per
 * user is open (not confirmed, not cancelled): a new one cancels the previous.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    confirmExpiresAt: instant('confirm_expires_at').notNull(),
    undoExpiresAt: instant('undo_expires_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
    undoneAt: instant('undone_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_hash_unique').on(t.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_hash_unique').on(t.undoTokenHash),
    index('email_changes_user_id_idx').on(t.userId),
    // "Is this address still reserved by an applied change that can be undone?" (sign-up, email change).
    index('email_changes_old_email_lower_idx').on(sql`lower(${t.oldEmail})`).where(sql`${t.confirmedAt} is not null and ${t.undoneAt} is null`),
    // One open request per user; the database decides if two requests race.
    uniqueIndex('email_changes_open_per_user_unique')
      .on(t.userId)
      .where(sql`${t.confirmedAt} is null and ${t.cancelledAt} is null`),
  ],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;

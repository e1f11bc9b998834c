import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * Every session, a trainer's (web app) or a client's (mobile app), as its refresh tokens: stored only
 * as a sha256 hash; a family is one sign-in and its rotations. Exactly one of user_id and client_id
 * says whose it is, so each keeps its foreign key and both cascade: a removed user or client takes
 * its sessions along. Queries always name the kind, so a client's token never rotates into a
 * trainer's access token, nor the other way round.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    // The owner's session_version when issued: a token from before "end every session" never rotates,
    // even one a racing rotation wrote after the revocation swept the table.
    sessionVersion: integer('session_version').notNull().default(0),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    // "Every session of this user / client" (password change, reset, disabling) and the cascades.
    index('refresh_tokens_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    index('refresh_tokens_client_id_idx').on(t.clientId).where(sql`${t.clientId} is not null`),
    check('refresh_tokens_one_subject_check', sql`num_nonnulls(${t.userId}, ${t.clientId}) = 1`),
  ],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

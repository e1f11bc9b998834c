import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/**
 * The `Idempotency-Key` of every write a caller may retry (docs/decisions.md, "Reintentos"): who
 * sent it (a member, or a client of the app), on which route, the hash of the first request (its path
 * parameters and body) and its answer. The row is inserted first in the write's own transaction, so a
 * concurrent request with the key waits on the unique constraint until the first one commits, then
 * reads its answer; a write that fails leaves no row. Rows older than the retention window
 * (IDEMPOTENCY_LIMITS.retentionHours) no longer answer and are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    // Exactly one of the two: a member of the business, or a client of the app.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    // The route's pattern with its method: 'POST /api/v1/program-assignments/:id/pause'.
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // Written in the transaction that inserted the row: other requests only ever see them filled.
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_owner_route_key_unique').on(t.gymId, t.userId, t.clientId, t.route, t.key).nullsNotDistinct(),
    check('idempotency_keys_owner_check', sql`(${t.userId} is null) <> (${t.clientId} is null)`),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

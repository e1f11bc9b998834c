import { desc, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/**
 * A "¿Necesitás ayuda?" request, kept even when no SUPPORT_EMAIL is configured (the administrator
 * reads them here, docs/deploy.md). A signed-in trainer's carries their gym and account; one sent from
 * the public screens (sign-in, sign-up) has neither, only the address to answer to (email).
 * emailed_at: when it was handed to the mailer.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id').references(() => gyms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    message: text('message').notNull(),
    // The screen the trainer was on (a path of the web app, e.g. /rutinas/12).
    screen: text('screen').notNull(),
    createdAt: createdAt(),
    emailedAt: instant('emailed_at'),
  },
  (t) => [
    check('support_requests_sender_check', sql`(${t.userId} is not null and ${t.gymId} is not null) or ${t.email} is not null`),
    index('support_requests_gym_id_created_at_idx').on(t.gymId, desc(t.createdAt)),
    index('support_requests_user_id_idx').on(t.userId),
  ],
);

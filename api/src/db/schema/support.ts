import { desc } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/**
 * A trainer's "¿Necesitás ayuda?" request, kept even when no SUPPORT_EMAIL is configured (the
 * administrator reads them here, docs/deploy.md). emailed_at: when it was handed to the mailer.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    // The screen the trainer was on (a path of the web app, e.g. /rutinas/12).
    screen: text('screen').notNull(),
    createdAt: createdAt(),
    emailedAt: instant('emailed_at'),
  },
  (t) => [
    index('support_requests_gym_id_created_at_idx').on(t.gymId, desc(t.createdAt)),
    index('support_requests_user_id_idx').on(t.userId),
  ],
);

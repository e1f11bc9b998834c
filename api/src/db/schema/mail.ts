import { desc, sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/** Every mail the API sends, kept so dev and tests can read it; sent_at is set once SMTP accepted it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('mail_outbox_to_created_at_idx').on(sql`lower(${t.to})`, desc(t.createdAt))],
);

import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutgoingMail } from './mailer';

export async function insertOutboxMail(db: Db, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, createdAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function markOutboxMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now }).where(eq(mailOutbox.id, id));
}

/** Newest first; uses the lower("to"), created_at index. */
export async function listOutbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(to === undefined ? undefined : sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

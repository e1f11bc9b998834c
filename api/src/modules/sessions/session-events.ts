import { sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../../db/client';
import type { SubjectRef } from './refresh-token-queries';

/**
 * The PostgreSQL channel on which a change of someone's sessions (all ended, a client disabled or
 * enabled again) is announced to every API instance, so that each forgets what it cached about that
 * subject and ends its streams. Notified inside the change's transaction: it goes out at commit, never
 * for a rolled-back change. PGlite delivers it in-process.
 */
export const SESSION_CHANNEL = 'session_changes';

const subjectSchema = z.object({ kind: z.enum(['user', 'client']), id: z.number() });

/** Announces, at commit, that `subject`'s session state changed. Run it in the change's transaction. */
export async function announceSessionChange(db: Db, subject: SubjectRef): Promise<void> {
  await db.execute(sessionChangeStatement(subject));
}

export const sessionChangeStatement = (subject: SubjectRef): SQL =>
  sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify({ kind: subject.kind, id: subject.id })})`;

/** undefined for anything this version of the API does not understand (another version may be running). */
export function parseSessionChange(payload: string): SubjectRef | undefined {
  try {
    const parsed = subjectSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import type { ChatSender } from '@coach/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../../../db/client';

/**
 * The one PostgreSQL channel every API instance listens on. A send or a read notifies it inside its own
 * transaction (pg_notify), so the notification goes out at commit and never for a rolled-back write;
 * PGlite delivers the same notifications in-process.
 */
export const CHAT_CHANNEL = 'chat_messages';

/**
 * Small on purpose (PostgreSQL caps a payload at 8,000 bytes): the business, the conversation and what
 * happened; a listener reads the message itself back when one of its streams needs it.
 */
export type ChatNotification =
  | { kind: 'message'; gymId: number; clientId: number; messageId: string }
  | { kind: 'read'; gymId: number; clientId: number; by: ChatSender; readAt: string }
  /** A client's tasks changed (what the trainer assigned, or what the client registered). */
  | { kind: 'tasks'; gymId: number; clientId: number }
  /** Clients changed trainer: the administrators and these trainers' screens ask again (clientId unused: 0). */
  | { kind: 'clients'; gymId: number; clientId: number; trainerIds: number[]; reassigned: number };

const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), gymId: z.number(), clientId: z.number(), messageId: z.string() }),
  z.object({ kind: z.literal('read'), gymId: z.number(), clientId: z.number(), by: z.enum(['trainer', 'client']), readAt: z.string() }),
  z.object({ kind: z.literal('tasks'), gymId: z.number(), clientId: z.number() }),
  z.object({ kind: z.literal('clients'), gymId: z.number(), clientId: z.number(), trainerIds: z.array(z.number()), reassigned: z.number() }),
]);

/** The statement that publishes a notification; run it in the write's transaction. */
export const notifyStatement = (notification: ChatNotification): SQL =>
  sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notification)})`;

/** undefined for anything this version of the API does not understand (another version may be running). */
export function parseNotification(payload: string): ChatNotification | undefined {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tells every instance that these clients' tasks changed, after the write committed (the client's open app and
 * the business's trainers' screens ask again). A failed notification loses nothing: the screens still refetch
 * when opened, on focus and when the stream reconnects.
 */
export async function announceTasksChanged(db: Db, gymId: number, clientIds: readonly number[]): Promise<void> {
  for (const clientId of new Set(clientIds)) await db.execute(notifyStatement({ kind: 'tasks', gymId, clientId }));
}

/**
 * Tells every instance, in the reassignment's transaction, that clients changed hands: the business's
 * administrators and the trainers who gained or lost them refetch their lists.
 */
export async function announceClientsReassigned(db: Db, gymId: number, trainerIds: readonly (number | null)[], reassigned: number): Promise<void> {
  if (reassigned === 0) return;
  const ids = [...new Set(trainerIds.filter((id): id is number => id !== null))];
  await db.execute(notifyStatement({ kind: 'clients', gymId, clientId: 0, trainerIds: ids, reassigned }));
}

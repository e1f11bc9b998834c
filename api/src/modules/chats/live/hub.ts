import type { ChatSender, ChatStreamEvent } from '@coach/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clients as clientsTable } from '../../../db/schema';
import type { SubjectRef } from '../../sessions/refresh-token-queries';
import { TtlCache } from '../../sessions/ttl-cache';
import { memberNames } from '../../team/member-names';
import { clientUnreadCount, findMessage, toChatMessage, trainerUnreadCount } from '../queries';
import { parseNotification, type ChatNotification } from './notifications';

/** How long a business's unread count is trusted without a notification (a safety net, not the rule). */
export const UNREAD_TTL_MS = 10_000;
const UNREAD_MAX_ENTRIES = 10_000;

/** One open stream: the business's trainer (every conversation) or one client (their own). */
export interface ChatSubscriber {
  gymId: number;
  side: ChatSender;
  /** The client's id, for a client's stream. */
  clientId?: number;
  /** A trainer (CO) hears only of their own clients; an administrator's stream has none (every conversation). */
  trainerId?: number;
  /** Whose session the stream belongs to: the trainer (a user) or the client. */
  subject: SubjectRef;
  send(event: ChatStreamEvent): void;
  /** Checks that the stream's session still holds, and ends the stream when it does not. */
  checkSession(): void;
  /** Ends the stream (the app closes). */
  close(): void;
}

/**
 * This instance's open streams, by business, and what each notification of the chat channel means to
 * them. Notifications come from every instance (this one's included) through the database, so a
 * stream sees a message whichever instance stored it. Notifications are handled one at a time, in
 * the order they arrive, so a stream gets events in commit order.
 */
export class ChatHub {
  private readonly byGym = new Map<number, Set<ChatSubscriber>>();
  private queue: Promise<void> = Promise.resolve();
  /** The trainers' unread count per business, as the sidebar's poll reads it (see trainerUnread). */
  private readonly trainerUnreadCounts: TtlCache<number>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    now: () => Date = () => new Date(),
  ) {
    this.trainerUnreadCounts = new TtlCache({ ttlMs: UNREAD_TTL_MS, maxEntries: UNREAD_MAX_ENTRIES, now: () => now().getTime() });
  }

  /**
   * The business's unread count for its trainers, read once and kept until the chat channel says a
   * message or a read of that business happened (whatever instance stored it: every change of the
   * count notifies in its transaction), or the listener lost its connection; UNREAD_TTL_MS at most,
   * should a notification ever go missing. Every open tab polls it when its stream is down.
   */
  trainerUnread(gymId: number, trainerId?: number): Promise<number> {
    // A CO's count (their clients') is read each time: one indexed join, and only their tabs ask for it.
    if (trainerId !== undefined) return trainerUnreadCount(this.db, gymId, trainerId);
    return this.trainerUnreadCounts.get(String(gymId), () => trainerUnreadCount(this.db, gymId));
  }

  /** A change of the business's unread count committed here: read again now, not when the channel says so. */
  forgetUnread(gymId: number): void {
    this.trainerUnreadCounts.delete(String(gymId));
  }

  get size(): number {
    let total = 0;
    for (const subscribers of this.byGym.values()) total += subscribers.size;
    return total;
  }

  /** Adds a stream; the answer removes it (call it when the connection closes). */
  subscribe(subscriber: ChatSubscriber): () => void {
    let subscribers = this.byGym.get(subscriber.gymId);
    if (!subscribers) {
      subscribers = new Set();
      this.byGym.set(subscriber.gymId, subscribers);
    }
    subscribers.add(subscriber);
    return () => {
      const current = this.byGym.get(subscriber.gymId);
      current?.delete(subscriber);
      if (current?.size === 0) this.byGym.delete(subscriber.gymId);
    };
  }

  /** A payload heard on the channel. */
  notify(payload: string): void {
    const notification = parseNotification(payload);
    if (!notification) return;
    if (notification.kind !== 'tasks') this.forgetUnread(notification.gymId);
    this.enqueue(() => this.dispatch(notification));
  }

  /**
   * The listener lost its connection for a while: notifications of that time are gone, so every stream
   * gets a new `ready` (its unread count), which tells the screens to refetch what they show.
   */
  resync(): void {
    this.trainerUnreadCounts.clear();
    this.enqueue(async () => {
      for (const [gymId, subscribers] of this.byGym) {
        for (const subscriber of [...subscribers]) {
          const unreadMessages = await this.unreadOf(gymId, subscriber.side, subscriber.clientId, subscriber.trainerId);
          subscriber.send({ event: 'ready', data: { unreadMessages } });
        }
      }
    });
  }

  /**
   * Sessions may have ended: every stream of `subject` (of everyone, without one) checks its own,
   * and the streams whose session ended close.
   */
  checkSessions(subject?: SubjectRef): void {
    for (const subscribers of this.byGym.values()) {
      for (const subscriber of [...subscribers]) {
        if (!subject || (subscriber.subject.kind === subject.kind && subscriber.subject.id === subject.id)) subscriber.checkSession();
      }
    }
  }

  /** Ends every stream (the app is closing: an open stream would keep the server from closing). */
  closeAll(): void {
    for (const subscribers of this.byGym.values()) {
      for (const subscriber of [...subscribers]) subscriber.close();
    }
    this.byGym.clear();
  }

  /** Resolves once every notification heard so far is handled (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => this.log.error({ err: error }, 'chats: could not deliver a notification'));
  }

  private unreadOf(gymId: number, side: ChatSender, clientId: number | undefined, trainerId?: number): Promise<number> {
    return side === 'trainer' ? trainerUnreadCount(this.db, gymId, trainerId) : clientUnreadCount(this.db, gymId, clientId ?? 0);
  }

  /** The client's responsible trainer, when some stream listening is a CO's (who may hear only of theirs). */
  private async trainerOfClient(clientId: number): Promise<number | null> {
    const [row] = await this.db.select({ trainer: clientsTable.trainerUserId }).from(clientsTable).where(eq(clientsTable.id, clientId)).limit(1);
    return row?.trainer ?? null;
  }

  private async dispatch(notification: ChatNotification): Promise<void> {
    const subscribers = this.byGym.get(notification.gymId);
    if (!subscribers) return;
    const everyTrainer = [...subscribers].filter((subscriber) => subscriber.side === 'trainer');
    if (notification.kind === 'clients') {
      const event: ChatStreamEvent = { event: 'clients', data: { reassigned: notification.reassigned } };
      for (const subscriber of everyTrainer) {
        if (subscriber.trainerId === undefined || notification.trainerIds.includes(subscriber.trainerId)) subscriber.send(event);
      }
      return;
    }
    const clients = [...subscribers].filter((subscriber) => subscriber.side === 'client' && subscriber.clientId === notification.clientId);
    if (everyTrainer.length === 0 && clients.length === 0) return;
    const { gymId, clientId } = notification;
    // Administrators hear of every client; a CO only of their own.
    const responsible = everyTrainer.some((subscriber) => subscriber.trainerId !== undefined) ? await this.trainerOfClient(clientId) : null;
    const trainers = everyTrainer.filter((subscriber) => subscriber.trainerId === undefined || subscriber.trainerId === responsible);

    if (notification.kind === 'tasks') {
      const event: ChatStreamEvent = { event: 'tasks', data: { clientId } };
      for (const subscriber of [...trainers, ...clients]) subscriber.send(event);
      return;
    }

    if (notification.kind === 'message') {
      const row = await findMessage(this.db, gymId, notification.messageId);
      if (!row || row.clientId !== clientId) return;
      const event: ChatStreamEvent = { event: 'message', data: { clientId, message: toChatMessage(row, await memberNames(this.db, gymId)) } };
      // The recipient's count grew; the sender's own other tabs only get the message.
      const recipients = row.sender === 'client' ? trainers : clients;
      for (const subscriber of [...trainers, ...clients]) subscriber.send(event);
      if (recipients.length > 0) await this.sendUnread(recipients, gymId, clientId, row.sender === 'client' ? 'trainer' : 'client');
      return;
    }

    const event: ChatStreamEvent = { event: 'read', data: { clientId, by: notification.by, readAt: notification.readAt } };
    for (const subscriber of [...trainers, ...clients]) subscriber.send(event);
    // The reader's count went down: their other tabs (and the badge) follow.
    const readers = notification.by === 'trainer' ? trainers : clients;
    if (readers.length > 0) await this.sendUnread(readers, gymId, clientId, notification.by);
  }

  private async sendUnread(subscribers: ChatSubscriber[], gymId: number, clientId: number, side: ChatSender): Promise<void> {
    // One count per kind of listener: the business's for administrators, each CO's own.
    const counts = new Map<number | undefined, number>();
    for (const subscriber of subscribers) {
      if (!counts.has(subscriber.trainerId)) counts.set(subscriber.trainerId, await this.unreadOf(gymId, side, clientId, subscriber.trainerId));
      subscriber.send({ event: 'unread', data: { unreadMessages: counts.get(subscriber.trainerId)! } });
    }
  }
}

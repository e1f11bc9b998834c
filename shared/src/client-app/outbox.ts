import { isApiError } from '@coach/shared';
import { IDEMPOTENCY_KEY_HEADER, type AgendaErrorCode } from '@coach/shared/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { create } from 'zustand';
import { clientApi, useClientSession } from './session';
import { newId } from './new-id';

/** What the client made on the device and the API has not confirmed yet. */
export interface OutboxItem {
  /**
   * Made on the device once, when the item is kept; the API stores the record under it, and every send
   * of the item carries it as its `Idempotency-Key` too: a retry answers the first answer.
   */
  id: string;
  kind: 'completion' | 'message' | 'measurement';
  clientId: number;
  path: string;
  body: Record<string, unknown>;
  createdAt: string;
  /** What it is about, for the screens that show it: `taskSubject(…)`, CHAT_SUBJECT or MEASUREMENTS_SUBJECT. */
  subject: string;
  /** Why the API refused it (the task was deleted, the day is no longer allowed…): never retried. */
  problem: string | null;
}

export const CHAT_SUBJECT = 'chat';
export const MEASUREMENTS_SUBJECT = 'measurements';
export const taskSubject = (taskId: number, date: string) => `task:${taskId}:${date}`;

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { createdAt: string } };
}

const DB_NAME = 'coach-app';
let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;

function database(): Promise<IDBPDatabase<OutboxDb>> {
  dbPromise ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
    },
  });
  return dbPromise;
}

interface OutboxState {
  /** The signed-in client's items, oldest first (null until read from IndexedDB). */
  items: OutboxItem[] | null;
  sending: boolean;
}

/** The screens read the outbox through this store: "pendiente de enviar" is derived from it, never copied. */
export const useOutbox = create<OutboxState>()(() => ({ items: null, sending: false }));

const sentListeners = new Set<(item: OutboxItem, answer: unknown) => void>();

/**
 * What the API said of an item it did not store, in its Spanish message. `settled`: there is nothing
 * left to send, so the item left the outbox (the trainer removed the task: TASK_REMOVED; that day was
 * already registered: ALREADY_REGISTERED); otherwise it stays, marked with the message, until the
 * client discards it.
 */
export interface OutboxRefusal {
  item: OutboxItem;
  message: string;
  settled: SettledCode | null;
}

/** The answers after which an item has nothing left to do. */
type SettledCode = Extract<AgendaErrorCode, 'TASK_REMOVED' | 'ALREADY_REGISTERED'>;
const settledCodes: readonly SettledCode[] = ['TASK_REMOVED', 'ALREADY_REGISTERED'];
const isSettledCode = (code: string): code is SettledCode => (settledCodes as readonly string[]).includes(code);
const settledCodeOf = (error: unknown): SettledCode | null => (isApiError(error) && isSettledCode(error.code) ? error.code : null);

const refusedListeners = new Set<(refusal: OutboxRefusal) => void>();

/** Called when the API refused an item, so the app tells the client why, wherever they are. Answers how to stop listening. */
export function onOutboxRefused(listener: (refusal: OutboxRefusal) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

/**
 * Called after the API confirmed an item, with its answer (the app refreshes what shows it; a workout's
 * answer names the records it set). Answers how to stop listening.
 */
export function onOutboxSent(listener: (item: OutboxItem, answer: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

async function readItems(): Promise<OutboxItem[]> {
  const clientId = useClientSession.getState().user?.clientId;
  if (clientId === undefined) return [];
  const all = await (await database()).getAllFromIndex('outbox', 'createdAt');
  return all.filter((item) => item.clientId === clientId);
}

async function reload(): Promise<OutboxItem[]> {
  const items = await readItems();
  useOutbox.setState({ items });
  return items;
}

/** Keeps a write on the device and tries to send it at once. Answers the item (its id is the record's). */
export async function enqueue(item: Pick<OutboxItem, 'kind' | 'path' | 'body' | 'subject'>): Promise<OutboxItem> {
  const clientId = useClientSession.getState().user?.clientId;
  if (clientId === undefined) throw new Error('Sin sesión');
  const id = newId();
  const stored: OutboxItem = { ...item, id, clientId, body: { ...item.body, id }, createdAt: new Date().toISOString(), problem: null };
  await (await database()).put('outbox', stored);
  await reload();
  void sendOutbox();
  return stored;
}

/** Forgets an item the API refused (the client read why). */
export async function discard(id: string): Promise<void> {
  await (await database()).delete('outbox', id);
  await reload();
}

/**
 * The API did not answer (offline, server down, rate limited), or is still writing this same item (a
 * send cut short, retried while the first is being stored): keep the item and try later.
 */
const isTransient = (error: unknown) =>
  !isApiError(error) || error.status >= 500 || error.status === 429 || error.status === 401 || error.code === 'IDEMPOTENCY_IN_PROGRESS';

let draining: Promise<void> | null = null;

/**
 * Sends the signed-in client's items in the order they were made, each once: stops at the first that
 * gets no answer (the rest wait for the network), marks one the API refused with its Spanish message
 * (or lets it go, when nothing is left to send) and tells the refusal listeners.
 */
export function sendOutbox(): Promise<void> {
  draining ??= drain().finally(() => {
    draining = null;
  });
  return draining;
}

async function drain(): Promise<void> {
  const items = await reload();
  const due = items.filter((item) => item.problem === null);
  if (due.length === 0 || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  useOutbox.setState({ sending: true });
  try {
    for (const item of due) {
      let answer: unknown;
      try {
        // The same key on every send of the item: a send whose answer was lost is answered again, not written twice.
        answer = await clientApi.post(item.path, item.body, { headers: { [IDEMPOTENCY_KEY_HEADER]: item.id } });
      } catch (error) {
        if (isTransient(error)) return;
        const problem = isApiError(error) ? error.message : 'No se pudo enviar.';
        const settled = settledCodeOf(error);
        if (settled === null) await (await database()).put('outbox', { ...item, problem });
        else await (await database()).delete('outbox', item.id);
        await reload();
        for (const listener of [...refusedListeners]) listener({ item, message: problem, settled });
        continue;
      }
      await (await database()).delete('outbox', item.id);
      await reload();
      for (const listener of [...sentListeners]) listener(item, answer);
    }
  } finally {
    useOutbox.setState({ sending: false });
  }
}

const RETRY_MS = 30_000;

/**
 * Starts sending: now, whenever the browser says the network is back, and every 30 s while something
 * waits. Answers how to stop.
 */
export function startOutboxSender(): () => void {
  const send = () => void sendOutbox();
  send();
  window.addEventListener('online', send);
  const timer = window.setInterval(() => {
    if (useOutbox.getState().items?.some((item) => item.problem === null)) send();
  }, RETRY_MS);
  return () => {
    window.removeEventListener('online', send);
    window.clearInterval(timer);
  };
}

/** Re-reads the outbox for whoever is signed in now (after sign-in or sign-out). */
export const reloadOutbox = (): Promise<OutboxItem[]> => reload();

import { deserialize, serialize } from 'node:v8';
// jsdom leaves out structuredClone, which IndexedDB (here fake-indexeddb) uses to store a value.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { fakeAccessToken, stubFetch, type Reply } from '../testing/fetch-stub';
import { registerCompletion } from './completions';
import { enqueue, discard, onOutboxRefused, onOutboxSent, reloadOutbox, sendOutbox, useOutbox, type OutboxRefusal } from './outbox';
import { useClientSession } from './session';

const signInAs = (clientId: number) =>
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: clientId, id: clientId }), refresh: `refresh-${clientId}` });

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(async () => {
  online = true;
  signInAs(41);
  for (const item of await reloadOutbox()) await discard(item.id);
});

afterEach(() => jest.restoreAllMocks());

describe('the outbox', () => {
  it('keeps a registration made offline, with an id made on the device, and sends it once when the network is back', async () => {
    online = false;
    const posted: Array<{ url: string; body: unknown }> = [];
    stubFetch((call) => {
      posted.push(call);
      return { status: 201, body: {} };
    });

    const item = await registerCompletion({ id: 5, date: '2026-11-26' }, { durationMin: 30 });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(useOutbox.getState().items).toEqual([expect.objectContaining({ id: item.id, subject: 'task:5:2026-11-26', problem: null })]);
    expect(posted).toEqual([]);

    const sent = jest.fn();
    const stop = onOutboxSent(sent);
    online = true;
    await sendOutbox();
    await sendOutbox();
    stop();

    expect(posted).toEqual([
      expect.objectContaining({ url: '/api/v1/client-app/tasks/5/completions', body: { id: item.id, date: '2026-11-26', durationMin: 30 } }),
    ]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(useOutbox.getState().items).toEqual([]);
  });

  it('survives a reload: what was kept is read back from IndexedDB', async () => {
    online = false;
    const item = await registerCompletion({ id: 6, date: '2026-11-26' }, { distanceKm: 5 });
    useOutbox.setState({ items: null });
    expect((await reloadOutbox()).map((kept) => kept.id)).toEqual([item.id]);
  });

  it('keeps an item the API did not answer (server down) and marks one it refused with its Spanish message', async () => {
    let reply: Reply = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible.' } };
    stubFetch(() => reply);
    await registerCompletion({ id: 7, date: '2026-11-26' }, { durationMin: 20 });
    await sendOutbox();
    expect(useOutbox.getState().items).toEqual([expect.objectContaining({ problem: null })]);

    reply = { status: 404, body: { code: 'NOT_FOUND', message: 'No encontramos lo que buscás.' } };
    await sendOutbox();
    expect(useOutbox.getState().items).toEqual([expect.objectContaining({ problem: 'No encontramos lo que buscás.' })]);
    // A refused item is never sent again.
    const { calls } = stubFetch(() => ({ status: 201, body: {} }));
    await sendOutbox();
    expect(calls).toEqual([]);
  });

  it('sends an item with the same Idempotency-Key on every retry: the id made once when it was kept', async () => {
    const replies: Reply[] = [
      { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible.' } },
      { status: 409, body: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Este pedido todavía se está procesando.' } },
      { status: 201, body: {} },
    ];
    const { spy } = stubFetch(() => replies.shift() ?? { status: 201, body: {} });
    const item = await enqueue({ kind: 'message', path: '/api/v1/client-app/messages', body: { text: 'Hola' }, subject: 'chat' });
    await sendOutbox();
    await sendOutbox();
    await sendOutbox();
    await sendOutbox();

    const keys = spy.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toEqual([item.id, item.id, item.id]);
    expect(spy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual(Array(3).fill({ text: 'Hola', id: item.id }));
    expect(useOutbox.getState().items).toEqual([]);
  });

  it('lets an item go when nothing is left to send (the task was removed, or already registered), and says why', async () => {
    const refusals: OutboxRefusal[] = [];
    const stop = onOutboxRefused((refusal) => refusals.push(refusal));
    online = false;
    const removed = await registerCompletion({ id: 10, date: '2026-11-26' }, { durationMin: 30 });
    const registered = await registerCompletion({ id: 11, date: '2026-11-26' }, { durationMin: 30 });
    const refused = await registerCompletion({ id: 12, date: '2026-11-26' }, { durationMin: 30 });
    online = true;
    stubFetch(({ url }) => {
      if (url.includes('/tasks/10/')) return { status: 404, body: { code: 'TASK_REMOVED', message: 'Tu entrenador quitó esta tarea' } };
      if (url.includes('/tasks/11/')) return { status: 409, body: { code: 'ALREADY_REGISTERED', message: 'Ya estaba registrado' } };
      return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Todavía no llegó el día de esta tarea' } };
    });
    await sendOutbox();
    stop();

    // Kept within the same millisecond, the three go in any order.
    expect(refusals).toHaveLength(3);
    expect(refusals).toEqual(
      expect.arrayContaining([
        { item: expect.objectContaining({ id: removed.id }), message: 'Tu entrenador quitó esta tarea', settled: 'TASK_REMOVED' },
        { item: expect.objectContaining({ id: registered.id }), message: 'Ya estaba registrado', settled: 'ALREADY_REGISTERED' },
        { item: expect.objectContaining({ id: refused.id }), message: 'Todavía no llegó el día de esta tarea', settled: null },
      ]),
    );
    // Only the refusal the client can still act on stays, with its message and "Descartar".
    expect(useOutbox.getState().items).toEqual([expect.objectContaining({ id: refused.id, problem: 'Todavía no llegó el día de esta tarea' })]);
  });

  it("checks a registration against the API's contract before keeping it", async () => {
    await expect(registerCompletion({ id: 8, date: '2026-11-26' }, { durationMin: -3 })).rejects.toThrow('Ingresá una duración entre 1 y 1440 minutos');
    expect(useOutbox.getState().items).toEqual([]);
  });

  it("shows and sends only the signed-in client's items", async () => {
    online = false;
    await registerCompletion({ id: 9, date: '2026-11-26' }, { durationMin: 15 });
    signInAs(42);
    expect(await reloadOutbox()).toEqual([]);
    signInAs(41);
    expect(await reloadOutbox()).toHaveLength(1);
  });
});

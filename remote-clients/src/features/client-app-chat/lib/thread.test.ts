import type { ChatMessage } from '@coach/shared';
import type { OutboxItem } from '@coach/shared/client-app';
import { buildThread, newestUnreadFromTrainer } from './thread';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  text: `texto ${id}`,
  from: 'trainer',
  sentAt: '2026-11-26T10:00:00.000Z',
  writtenAt: null,
  readAt: null,
  author: null,
  ...overrides,
});

const outboxItem = (id: string, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  kind: 'message',
  clientId: 7,
  path: '/api/v1/client-app/messages',
  body: { id, text: `en el dispositivo ${id}` },
  createdAt: '2026-11-26T11:00:00.000Z',
  subject: 'chat',
  problem: null,
  ...overrides,
});

describe('buildThread', () => {
  it('puts the pages oldest first, then what waits in the outbox, marked pending or refused', () => {
    const pages = [{ items: [message('c'), message('d', { from: 'client' })] }, { items: [message('a'), message('b')] }];
    const thread = buildThread(pages, [outboxItem('e'), outboxItem('f', { problem: 'Este cliente está desactivado' })]);
    expect(thread.map((entry) => [entry.id, entry.state])).toEqual([
      ['a', 'sent'],
      ['b', 'sent'],
      ['c', 'sent'],
      ['d', 'sent'],
      ['e', 'pending'],
      ['f', 'refused'],
    ]);
    expect(thread[4]).toMatchObject({ from: 'client', text: 'en el dispositivo e', problem: null });
    expect(thread[5]).toMatchObject({ problem: 'Este cliente está desactivado' });
  });

  it('shows once a message the API already has while the outbox still holds it', () => {
    const thread = buildThread([{ items: [message('x', { from: 'client', text: 'hola' })] }], [outboxItem('x')]);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ id: 'x', state: 'sent', text: 'hola' });
  });

  it('leaves out what the outbox holds for other screens', () => {
    const completion = outboxItem('t', { kind: 'completion', subject: 'task:1:2026-11-26' });
    expect(buildThread([], [completion])).toEqual([]);
  });
});

describe('newestUnreadFromTrainer', () => {
  it("answers the newest of the trainer's unread messages, never the client's own", () => {
    const thread = buildThread([{ items: [message('a'), message('b', { readAt: '2026-11-26T10:05:00.000Z' }), message('c', { from: 'client' })] }], []);
    expect(newestUnreadFromTrainer(thread)?.id).toBe('a');
    expect(newestUnreadFromTrainer(buildThread([{ items: [message('c', { from: 'client' })] }], []))).toBeUndefined();
  });
});

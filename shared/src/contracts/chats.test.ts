import {
  CHAT_LIMITS,
  chatListQuerySchema,
  chatMessageSendSchema,
  chatMessages,
  chatMessagesQuerySchema,
  chatPaths,
  chatTextLength,
  parseChatStreamEvent,
} from './chats';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
const id = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe('chat contracts', () => {
  it('takes a trimmed text with a sender uuid (lower-cased)', () => {
    expect(chatMessageSendSchema.parse({ id, text: '  Hola, ¿cómo va? 💪\n¡Nos vemos!  ' })).toEqual({
      id: id.toLowerCase(),
      text: 'Hola, ¿cómo va? 💪\n¡Nos vemos!',
    });
  });

  it('refuses an empty text, a text over 2,000 characters and a bad id, in Spanish', () => {
    expect(messages(chatMessageSendSchema.safeParse({ id, text: '   ' }))).toEqual([chatMessages.textRequired]);
    expect(messages(chatMessageSendSchema.safeParse({ id, text: 'a'.repeat(2001) }))).toEqual([chatMessages.textTooLong]);
    expect(chatMessages.textTooLong).toBe('El mensaje puede tener hasta 2.000 caracteres');
    expect(messages(chatMessageSendSchema.safeParse({ id: '12', text: 'Hola' }))).toEqual([chatMessages.idInvalid]);
    expect(chatMessageSendSchema.safeParse({ id, text: 'a\u0000b' }).success).toBe(false);
  });

  it('counts an emoji as one character: 2,000 emoji fit', () => {
    const emoji = '🏋️'.normalize();
    expect(chatTextLength('💪')).toBe(1);
    expect(chatMessageSendSchema.safeParse({ id, text: '💪'.repeat(CHAT_LIMITS.textLength) }).success).toBe(true);
    expect(chatMessageSendSchema.safeParse({ id, text: '💪'.repeat(CHAT_LIMITS.textLength + 1) }).success).toBe(false);
    expect(chatTextLength(emoji)).toBe(2);
  });

  it('bounds the page size and takes an opaque numeric cursor', () => {
    expect(chatMessagesQuerySchema.parse({})).toEqual({ limit: 30 });
    expect(chatMessagesQuerySchema.parse({ before: '42', limit: '10' })).toEqual({ before: '42', limit: 10 });
    expect(chatMessagesQuerySchema.safeParse({ before: 'abc' }).success).toBe(false);
    expect(chatMessagesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(chatListQuerySchema.parse({ search: ' Ana ' })).toEqual({ page: 1, pageSize: 20, search: 'Ana' });
  });

  it('parses the stream events and ignores unknown or malformed ones', () => {
    const message = { id, text: 'Hola', from: 'client', sentAt: '2026-01-01T10:00:00.000Z', readAt: null };
    expect(parseChatStreamEvent('message', JSON.stringify({ clientId: 4, message }))).toEqual({
      event: 'message',
      data: { clientId: 4, message: { ...message, writtenAt: null, author: null } },
    });
    expect(parseChatStreamEvent('unread', '{"unreadMessages":3}')).toEqual({ event: 'unread', data: { unreadMessages: 3 } });
    expect(parseChatStreamEvent('other', '{}')).toBeUndefined();
    expect(parseChatStreamEvent('message', '{not json')).toBeUndefined();
    expect(chatPaths.messages(7)).toBe('/api/v1/chats/7/messages');
  });
});

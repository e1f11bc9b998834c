import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { bearer } from './agenda';

interface AppMessage {
  id: string;
  text: string;
  from: 'trainer' | 'client';
  sentAt: string;
  readAt: string | null;
}

/** The client app writes to its trainer (POST /api/v1/client-app/messages with its own id). */
export async function appSends(request: APIRequestContext, access: string, text: string): Promise<AppMessage> {
  const response = await request.post('/api/v1/client-app/messages', { headers: bearer(access), data: { id: randomUUID(), text } });
  expect(response.status()).toBe(201);
  return (await response.json()) as AppMessage;
}

/** The client app's newest page of its conversation, oldest first. */
export async function appMessages(request: APIRequestContext, access: string): Promise<AppMessage[]> {
  const response = await request.get('/api/v1/client-app/messages', { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: AppMessage[] }).items;
}

export async function appUnread(request: APIRequestContext, access: string): Promise<number> {
  const response = await request.get('/api/v1/client-app/messages/unread', { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unreadMessages: number }).unreadMessages;
}

/** The client app opens the conversation: the trainer's messages are read. */
export async function appReads(request: APIRequestContext, access: string): Promise<void> {
  const response = await request.post('/api/v1/client-app/messages/read', { headers: bearer(access) });
  expect(response.status()).toBe(200);
}

/** The sidebar's Chats entry and its unread badge. */
export const chatsEntry = (page: Page) => page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: /^Chats/ });
export const chatsBadge = (page: Page) => chatsEntry(page).locator('[aria-label$="sin leer"]');

/** The texts of the open conversation, top to bottom. */
export const conversationTexts = (page: Page) => page.getByRole('log').locator('.chats-text').allTextContents();

import type { ChatConversation } from '@coach/shared';

export const conversationName = (conversation: Pick<ChatConversation, 'firstName' | 'lastName'>) =>
  `${conversation.firstName} ${conversation.lastName}`.trim();

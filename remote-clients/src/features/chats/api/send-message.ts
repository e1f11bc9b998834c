import {
  apiClient,
  chatMessageSchema,
  chatMessageSendSchema,
  chatMessages,
  chatPaths,
  chatToasts,
  isApiError,
  useToast,
  type ChatMessage,
} from '@coach/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { addMessage, bumpConversation } from '../lib/chat-cache';
import { chatKeys } from './keys';

/** A message the trainer wrote: its id and time are fixed when first sent and reused by every retry. */
export interface OutgoingMessage {
  id: string;
  text: string;
  /** When it was first sent (ISO), to keep the pending ones in order. */
  sentAt: string;
}

/** POST /api/v1/chats/{clientId}/messages: the same id again answers the stored message, never a copy. */
export async function sendMessage(clientId: number, message: OutgoingMessage): Promise<ChatMessage> {
  // Its first time goes with every retry: a message that waited keeps, for both sides, when it was written.
  const body = chatMessageSendSchema.parse({ id: message.id, text: message.text, writtenAt: message.sentAt });
  return chatMessageSchema.parse(await apiClient.post<unknown>(chatPaths.messages(clientId), body));
}

/** Sends (or sends again, with the same id) a message; the answer joins the conversation and the list. */
export function useSendMessage(clientId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: chatKeys.send(clientId),
    mutationFn: (message: OutgoingMessage) => sendMessage(clientId, message),
    onSuccess: (message) => {
      addMessage(queryClient, clientId, message);
      if (!bumpConversation(queryClient, clientId, message, false)) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CLIENT_DISABLED') {
        toast.error(chatToasts.clientDisabled, chatMessages.clientDisabledHint);
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(clientId) });
      } else {
        toast.error(chatToasts.sendFailed, 'Revisá tu conexión y tocá "Reintentar".');
      }
    },
  });
}

export type OutboxStatus = 'pending' | 'failed';
export interface OutboxEntry extends OutgoingMessage {
  status: OutboxStatus;
}

/**
 * The trainer's messages of this conversation not yet confirmed by the API: sending, or failed and
 * waiting for "Reintentar". Read from React Query's mutation cache (the latest attempt of each id), so
 * they outlive a change of conversation or screen; confirmed ones (`confirmed` ids) drop out.
 */
export function useOutbox(clientId: number, confirmed: ReadonlySet<string>): OutboxEntry[] {
  const attempts = useMutationState({
    filters: { mutationKey: chatKeys.send(clientId) },
    select: (mutation) => ({
      order: mutation.mutationId,
      message: mutation.state.variables as OutgoingMessage | undefined,
      status: mutation.state.status,
    }),
  });
  const latest = new Map<string, { order: number; message: OutgoingMessage; status: string }>();
  for (const attempt of attempts) {
    if (!attempt.message) continue;
    const seen = latest.get(attempt.message.id);
    if (!seen || seen.order < attempt.order) latest.set(attempt.message.id, { ...attempt, message: attempt.message });
  }
  return [...latest.values()]
    .filter((attempt) => (attempt.status === 'pending' || attempt.status === 'error') && !confirmed.has(attempt.message.id))
    .map((attempt) => ({ ...attempt.message, status: attempt.status === 'pending' ? ('pending' as const) : ('failed' as const) }))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

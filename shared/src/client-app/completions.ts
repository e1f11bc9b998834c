import { taskCompletionCreateSchema, type TaskCompletionCreateRequest } from '@coach/shared/contracts';
import { enqueue, taskSubject, useOutbox, type OutboxItem } from './outbox';

export type CompletionInput = Omit<TaskCompletionCreateRequest, 'date' | 'id'>;

export class CompletionInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? 'Revisá los datos');
  }
}

/**
 * Registers one occurrence as done, through the outbox: checked here against the API's own contract
 * (the same Spanish messages, before anything is kept), stored on the device, sent once.
 */
export async function registerCompletion(task: { id: number; date: string }, input: CompletionInput): Promise<OutboxItem> {
  const body = { ...input, date: task.date };
  const checked = taskCompletionCreateSchema.safeParse(body);
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path.join('.') || 'form'] ??= issue.message;
    throw new CompletionInputError(fieldErrors);
  }
  return enqueue({ kind: 'completion', path: `/api/v1/client-app/tasks/${task.id}/completions`, body, subject: taskSubject(task.id, task.date) });
}

/** What the outbox holds for one occurrence: its registration waiting to be sent, or refused and why. */
export function useOutboxFor(subject: string): OutboxItem | null {
  return useOutbox((state) => state.items?.find((item) => item.subject === subject) ?? null);
}

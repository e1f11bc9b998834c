import { useToast, type ToastRequest } from '@coach/shared';
import {
  clientAppKeys,
  onOutboxRefused,
  onOutboxSent,
  reloadOutbox,
  startOutboxSender,
  useClientSession,
  type OutboxItem,
  type OutboxRefusal,
} from '@coach/shared/client-app';
import { clientAppOutboxMessages, describeRecord, taskCompletionCreatedSchema, type PersonalRecord } from '@coach/shared/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The records a registered workout set, from the API's answer (none for anything else). */
export function recordsSetBy(item: OutboxItem, answer: unknown): PersonalRecord[] {
  if (item.kind !== 'completion') return [];
  const parsed = taskCompletionCreatedSchema.safeParse(answer);
  return parsed.success ? (parsed.data.records ?? []) : [];
}

/** Which record of an exercise the notice names: what the client lifted before an estimate. */
const noticeOrder: readonly PersonalRecord['kind'][] = ['weight_for_reps', 'reps_at_weight', 'longest_time', 'e1rm'];

/** "Sentadilla: 100 kg × 5" — one record per exercise, in the order they came. */
export function recordsText(records: readonly PersonalRecord[]): string {
  const best = new Map<number, PersonalRecord>();
  for (const record of records) {
    const kept = best.get(record.exerciseId);
    if (!kept || noticeOrder.indexOf(record.kind) < noticeOrder.indexOf(kept.kind)) best.set(record.exerciseId, record);
  }
  return [...best.values()].map((record) => `${record.exerciseName}: ${describeRecord(record)}`).join(' · ');
}

/**
 * What the client reads when the API did not store something from the queue, wherever they are in the
 * app: the trainer removed the task ("Tu entrenador quitó esta tarea"), it was already registered ("Ya
 * estaba registrado"), or another refusal with the API's message (the item stays, with "Descartar").
 */
export function refusalNotice({ message, settled }: OutboxRefusal): ToastRequest {
  if (settled === 'TASK_REMOVED') return { kind: 'warning', title: message, description: clientAppOutboxMessages.taskRemovedDetail };
  if (settled === 'ALREADY_REGISTERED') return { kind: 'success', title: message, description: clientAppOutboxMessages.alreadyRegisteredDetail };
  return { kind: 'error', title: clientAppOutboxMessages.refusedTitle, description: message };
}

/**
 * While a client is signed in, sends what waits in the outbox (now, when the network is back, every
 * 30 s) and refreshes the screens once the API confirmed an item; a workout that set a personal record
 * says "¡Nuevo récord!" as soon as the API has it (at once online; when it is sent, if it was offline).
 * A refusal is told in a notice (refusalNotice). Signing out empties the query cache.
 */
export function OutboxSync({ queryClient }: { queryClient: QueryClient }) {
  const clientId = useClientSession((state) => state.user?.clientId ?? null);
  const toast = useToast();
  useEffect(() => {
    void reloadOutbox();
    if (clientId === null) {
      queryClient.clear();
      return;
    }
    const stopListening = onOutboxSent((item, answer) => {
      void queryClient.invalidateQueries({ queryKey: clientAppKeys.all });
      const records = recordsSetBy(item, answer);
      if (records.length > 0) toast.success('¡Nuevo récord!', recordsText(records));
    });
    const stopRefusals = onOutboxRefused((refusal) => {
      // A task gone or already registered: the screens show it as the API has it now.
      if (refusal.settled !== null) void queryClient.invalidateQueries({ queryKey: clientAppKeys.all });
      const notice = refusalNotice(refusal);
      toast[notice.kind](notice.title, notice.description);
    });
    const stopSending = startOutboxSender();
    return () => {
      stopListening();
      stopRefusals();
      stopSending();
    };
  }, [clientId, queryClient, toast]);
  return null;
}

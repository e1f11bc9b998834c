import { useToast } from '@coach/shared';
import { clientAppKeys, onOutboxSent, reloadOutbox, startOutboxSender, useClientSession, type OutboxItem } from '@coach/shared/client-app';
import { describeRecord, taskCompletionCreatedSchema, type PersonalRecord } from '@coach/shared/contracts';
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
 * While a client is signed in, sends what waits in the outbox (now, when the network is back, every
 * 30 s) and refreshes the screens once the API confirmed an item; a workout that set a personal record
 * says "¡Nuevo récord!" as soon as the API has it (at once online; when it is sent, if it was offline).
 * Signing out empties the query cache.
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
    const stopSending = startOutboxSender();
    return () => {
      stopListening();
      stopSending();
    };
  }, [clientId, queryClient, toast]);
  return null;
}

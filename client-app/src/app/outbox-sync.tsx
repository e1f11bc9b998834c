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

/** "Sentadilla: 100 kg × 5" — the records of one exercise once, the heaviest kind first. */
export function recordsText(records: readonly PersonalRecord[]): string {
  const seen = new Set<number>();
  return records
    .filter((record) => !seen.has(record.exerciseId) && seen.add(record.exerciseId))
    .map((record) => `${record.exerciseName}: ${describeRecord(record)}`)
    .join(' · ');
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

import { useClientChanges } from '@coach/shared';
import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

/**
 * The clients area's answers show facts other areas change (the plan status under a client's name and
 * in the list, the weight a new weighing sets): when one is announced, its client queries are asked again (the open screen refetches,
 * the rest refetch when next shown). `clientId` null: any client (the list).
 */
export function useRefreshOnClientChanges(clientId: number | null): void {
  const queryClient = useQueryClient();
  useClientChanges(clientId, ['plan', 'profile'], () => void queryClient.invalidateQueries({ queryKey: clientKeys.all }));
}

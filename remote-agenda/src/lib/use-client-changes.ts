import { useClientChanges } from '@coach/shared';
import { useQueryClient } from '@tanstack/react-query';
import { agendaKeys } from './query-keys';

/**
 * The agenda's answers show what a client did and what was assigned to them: when that changes (announced by
 * another area, or by the API's stream: the client registered a task from the app, another tab assigned a
 * program), the agenda's queries are asked again (the open screen refetches, the rest when next shown). A
 * refetch already on its way (the agenda's own change invalidated it) is not asked twice. `clientId` null:
 * any client (the calendar).
 */
export function useRefreshOnClientChanges(clientId: number | null): void {
  const queryClient = useQueryClient();
  useClientChanges(clientId, ['tasks', 'forms', 'progress'], () => {
    void queryClient.invalidateQueries({ queryKey: agendaKeys.all }, { cancelRefetch: false });
  });
}

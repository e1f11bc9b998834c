import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import { taskSchema, type AgendaTask, type TaskCreateRequest } from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';
import { clientTasksPath } from './get-client-tasks';

export interface CreateTaskInput {
  clientId: number;
  task: TaskCreateRequest;
}

/**
 * POST /api/v1/clients/{clientId}/tasks. The caller checks the body with `taskCreateSchema` first (to
 * show its messages in place); the API checks it again and answers 400 with the same field messages.
 */
export async function createTask({ clientId, task }: CreateTaskInput): Promise<AgendaTask> {
  return taskSchema.parse(await apiClient.post<unknown>(clientTasksPath(clientId), task));
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // The calendar, the client's planning and their forms all read under ['agenda'].
    onSuccess: (_task, { clientId, task }) => {
      // Other areas count tasks (the dashboard) and forms.
      announceClientChange({ clientId, facts: task.type === 'form' ? ['tasks', 'forms'] : ['tasks'] });
      return queryClient.invalidateQueries({ queryKey: agendaKeys.all });
    },
  });
}

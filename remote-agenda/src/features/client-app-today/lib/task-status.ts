import type { ClientAppTask } from '@coach/shared/contracts';

export type TaskStatus = 'done' | 'sending' | 'refused' | 'pending' | 'missed' | 'upcoming';

export const taskStatusLabels: Record<TaskStatus, string> = {
  done: 'Hecha',
  sending: 'Pendiente de enviar',
  refused: 'No se pudo enviar',
  pending: 'Pendiente',
  missed: 'No realizada',
  upcoming: 'Próxima',
};

/**
 * Where an occurrence stands for the client: registered (by the API, or waiting in the outbox), still
 * to do today, a past day left undone, or a day still to come (which cannot be registered yet).
 */
export function taskStatus(task: Pick<ClientAppTask, 'date' | 'completion'>, today: string, outbox: { problem: string | null } | null): TaskStatus {
  if (task.completion) return 'done';
  if (outbox) return outbox.problem === null ? 'sending' : 'refused';
  if (task.date > today) return 'upcoming';
  return task.date === today ? 'pending' : 'missed';
}

/** Past days and today can be registered (the API's rule); a missed day still can, late. */
export const canRegister = (status: TaskStatus) => status === 'pending' || status === 'missed';

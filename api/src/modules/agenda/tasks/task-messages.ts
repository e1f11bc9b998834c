import { ApiError } from '../../../http/api-error';

/** What the tasks' rules say beside agendaMessages (shared contracts): API-only refusals, in Spanish. */
export const taskMessages = {
  clientDisabled: 'Este cliente está desactivado: activalo para asignarle tareas',
  pastOccurrence: 'Los días que ya pasaron no se pueden cambiar',
  onlyThisLocked:
    'Para un solo día podés cambiar la fecha, el objetivo, la duración y la distancia; para cambiar qué se asigna o la repetición, elegí este y los siguientes',
  feedbackNotWorkout: 'Solo las rutinas llevan cómo te sentiste y cuánto lo disfrutaste',
} as const;

/** New assignments are not offered to a disabled client (SPEC.md section 4: disabling keeps history). */
export const clientDisabledForTasks = () => new ApiError(409, 'CLIENT_DISABLED', taskMessages.clientDisabled);

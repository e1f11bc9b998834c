import { announceClientChange, useChatStream } from '@coach/shared';

/**
 * What a client does in the app reaches the open screens by itself: the API's stream says when a client's
 * tasks changed (a registration, a form answered, or work assigned from another tab or by another trainer), and
 * it is announced to every area as that client's change (Planificación, Progreso, Formularios, the agenda and
 * the dashboard's "Para hoy" ask again), and when clients change trainer. On the stream the sidebar's badge already keeps open.
 */
export function useLiveClientChanges(enabled: boolean): void {
  useChatStream((event) => {
    if (event.event === 'tasks') announceClientChange({ clientId: event.data.clientId, facts: ['tasks', 'forms', 'progress'] });
    // Clients changed trainer (Equipo, "Cambiar entrenador"): whatever lists clients asks again, so a
    // trainer's screens drop the ones they no longer have and show the ones they got.
    if (event.event === 'clients') announceClientChange({ clientId: null, facts: ['profile', 'plan', 'tasks', 'forms', 'progress'] });
  }, enabled);
}

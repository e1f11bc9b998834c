/**
 * React Query keys of the agenda: everything under `['agenda']`, so one change (an event moved, a task
 * assigned or completed) invalidates the calendar, the client's planning, forms and progress at once.
 */
export const agendaKeys = {
  all: ['agenda'] as const,
  /** GET /api/v1/agenda for a range (and filters). */
  range: (from: string, to: string, clientId?: number) => ['agenda', 'range', from, to, clientId ?? null] as const,
  event: (id: number) => ['agenda', 'event', id] as const,
  /** GET /api/v1/clients/{clientId}/tasks for a range. */
  clientTasks: (clientId: number, from: string, to: string) => ['agenda', 'client-tasks', clientId, from, to] as const,
  /** GET /api/v1/clients/{clientId}/forms. */
  clientForms: (clientId: number) => ['agenda', 'client-forms', clientId] as const,
  /** GET /api/v1/clients/{clientId}/program-assignments (their progress moves with the client's tasks). */
  programAssignments: (clientId: number) => ['agenda', 'program-assignments', clientId] as const,
  feed: ['agenda', 'feed'] as const,
  /** A client's progress: GET /api/v1/clients/{clientId}/progress (adherence moves with their tasks). */
  progress: (clientId: number) => ['agenda', 'progress', clientId] as const,
  /** GET /api/v1/clients/{clientId}/measurements. */
  measurements: (clientId: number) => ['agenda', 'measurements', clientId] as const,
  /** The exercises a client trained, one's history, their records and their progress photos. */
  trainedExercises: (clientId: number) => ['agenda', 'trained-exercises', clientId] as const,
  exerciseHistory: (clientId: number, exerciseId: number) => ['agenda', 'exercise-history', clientId, exerciseId] as const,
  records: (clientId: number) => ['agenda', 'records', clientId] as const,
  photos: (clientId: number) => ['agenda', 'progress-photos', clientId] as const,
};

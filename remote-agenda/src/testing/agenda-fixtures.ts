import type { EventOccurrence, SeriesResult, TaskOccurrence } from '@coach/shared/contracts';

export const anEventOccurrence = (overrides: Partial<EventOccurrence> = {}): EventOccurrence => ({
  kind: 'event',
  id: 1,
  occurrence: '2026-07-14',
  title: 'Clase funcional',
  description: null,
  start: '2026-07-14T07:00',
  end: '2026-07-14T08:00',
  allDay: false,
  color: 'blue',
  recurrence: null,
  changed: false,
  ...overrides,
});

export const aTaskOccurrence = (overrides: Partial<TaskOccurrence> = {}): TaskOccurrence => ({
  kind: 'task',
  id: 5,
  occurrence: '2026-07-15',
  date: '2026-07-15',
  endDate: null,
  clientId: 12,
  clientName: 'Ana María López',
  type: 'workout',
  itemId: 3,
  itemName: 'Piernas A',
  goal: null,
  durationMin: 45,
  distanceKm: null,
  recurrence: null,
  changed: false,
  completion: null,
  ...overrides,
});

/** The query of a called URL, repeated keys as arrays. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

/** One series of a registered workout: as prescribed (12 × 40 kg) unless told. */
export const aSeriesResult = (overrides: Partial<SeriesResult> = {}): SeriesResult => ({
  groupIndex: 0,
  exerciseIndex: 0,
  seriesIndex: 0,
  groupName: 'Bloque principal',
  exerciseId: 7,
  exerciseName: 'Sentadilla goblet',
  done: { reps: 12, weightKg: 40, seconds: null },
  prescribed: { reps: 12, seconds: null, restSeconds: 90, weightKg: 40 },
  ...overrides,
});

import type { OutboxItem } from '@coach/shared/client-app';
import type { PersonalRecord } from '@coach/shared/contracts';
import { recordsSetBy, recordsText } from './outbox-sync';

const item = (kind: OutboxItem['kind']): OutboxItem => ({
  id: '30000000-0000-4000-8000-000000000001',
  kind,
  clientId: 7,
  path: '/api/v1/client-app/tasks/3/completions',
  body: {},
  createdAt: '2026-11-20T12:00:00.000Z',
  subject: 'task:3:2026-11-20',
  problem: null,
});
const record = (overrides: Partial<PersonalRecord>): PersonalRecord => ({
  kind: 'weight_for_reps',
  exerciseId: 9,
  exerciseName: 'Sentadilla',
  reps: 5,
  weightKg: 100,
  seconds: null,
  e1rmKg: 116.67,
  date: '2026-11-20',
  completionId: 4,
  ...overrides,
});
const completion = { id: null, completedAt: '2026-11-20T12:00:00.000Z', durationMin: 40, distanceKm: null, feedback: null, answers: null, questions: null, results: null };

describe('¡Nuevo récord!', () => {
  it('reads the records a workout set from the API’s answer, once per exercise', () => {
    const records = [record({ kind: 'e1rm' }), record({}), record({ exerciseId: 2, exerciseName: 'Plancha', kind: 'longest_time', reps: null, weightKg: null, seconds: 90, e1rmKg: null })];
    const set = recordsSetBy(item('completion'), { ...completion, records });
    expect(set).toHaveLength(3);
    expect(recordsText(set)).toBe('Sentadilla: 100 kg × 5 · Plancha: 1:30');
  });

  it('says a bodyweight record in repetitions, with no kilograms', () => {
    const pushUps = record({ exerciseId: 3, exerciseName: 'Flexiones de brazos', kind: 'reps_at_weight', reps: 10, weightKg: null, e1rmKg: null });
    expect(recordsText([pushUps, record({ exerciseId: 4, exerciseName: 'Dominadas', kind: 'reps_at_weight', reps: 8, weightKg: 0, e1rmKg: null })])).toBe(
      'Flexiones de brazos: 10 repeticiones · Dominadas: 8 repeticiones',
    );
  });

  it('says nothing for other writes, an older API or an answer it cannot read', () => {
    expect(recordsSetBy(item('message'), { records: [record({})] })).toEqual([]);
    expect(recordsSetBy(item('completion'), completion)).toEqual([]);
    expect(recordsSetBy(item('completion'), 'ok')).toEqual([]);
  });
});

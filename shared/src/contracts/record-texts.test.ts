import { followBusinessCountry } from '../format/numbers';
import type { PersonalRecord } from './progress';
import { describeRecord, recordTitle } from './record-texts';

const record = (overrides: Partial<PersonalRecord>): PersonalRecord => ({
  kind: 'reps_at_weight',
  exerciseId: 1,
  exerciseName: 'Flexiones de brazos',
  reps: 10,
  weightKg: null,
  seconds: null,
  e1rmKg: null,
  date: '2026-11-20',
  completionId: 1,
  ...overrides,
});

beforeEach(() => followBusinessCountry('AR'));

describe('record texts', () => {
  it('says the repetitions of a bodyweight record, with no kilograms (no weight, or 0 kg)', () => {
    expect(describeRecord(record({ weightKg: null }))).toBe('10 repeticiones');
    expect(describeRecord(record({ weightKg: 0 }))).toBe('10 repeticiones');
    expect(describeRecord(record({ weightKg: 0, reps: 1 }))).toBe('1 repetición');
    expect(recordTitle(record({ weightKg: null }))).toBe('Más repeticiones');
    expect(recordTitle(record({ weightKg: 0 }))).toBe('Más repeticiones');
  });

  it('says the weight of a record lifted with one, in the country’s numbers', () => {
    expect(describeRecord(record({ reps: 12, weightKg: 62.5 }))).toBe('12 repeticiones con 62,5 kg');
    expect(describeRecord(record({ reps: 1, weightKg: 100 }))).toBe('1 repetición con 100 kg');
    expect(recordTitle(record({ reps: 12, weightKg: 62.5 }))).toBe('Más repeticiones con ese peso');
    expect(describeRecord(record({ kind: 'weight_for_reps', reps: 5, weightKg: 100 }))).toBe('100 kg × 5');
    expect(recordTitle(record({ kind: 'weight_for_reps', reps: 5, weightKg: 100 }))).toBe('Más peso para 5 repeticiones');
    expect(recordTitle(record({ kind: 'weight_for_reps', reps: 1, weightKg: 100 }))).toBe('Más peso para 1 repetición');
    expect(describeRecord(record({ kind: 'e1rm', reps: 5, weightKg: 100, e1rmKg: 116.67 }))).toBe('116,67 kg (de 100 kg × 5)');
    expect(describeRecord(record({ kind: 'longest_time', reps: null, seconds: 90 }))).toBe('1:30');
  });
});

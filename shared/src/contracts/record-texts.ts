import { formatSeconds } from '../format/measures';
import { formatDecimal } from '../format/numbers';
import { isBodyweight, personalRecordKindLabels, type PersonalRecord } from './progress';

const kg = (value: number | null) => `${formatDecimal(value)} kg`;
const repetitions = (reps: number | null) => (reps === 1 ? '1 repetición' : `${formatDecimal(reps, { maximumFractionDigits: 0 })} repeticiones`);

/**
 * What a personal record holds: "100 kg × 5", "116,67 kg (de 100 kg × 5)", "12 repeticiones con 60 kg",
 * "1:30"; with the body's weight only (no weight, or 0 kg), the repetitions: "10 repeticiones".
 */
export function describeRecord(record: PersonalRecord): string {
  switch (record.kind) {
    case 'weight_for_reps':
      return `${kg(record.weightKg)} × ${record.reps}`;
    case 'e1rm':
      return `${kg(record.e1rmKg)} (de ${kg(record.weightKg)} × ${record.reps})`;
    case 'reps_at_weight':
      return isBodyweight(record.weightKg) ? repetitions(record.reps) : `${repetitions(record.reps)} con ${kg(record.weightKg)}`;
    case 'longest_time':
      return formatSeconds(record.seconds);
  }
}

/** The kind of a record, with the repetitions it is for ("Más peso para 5 repeticiones"); "Más repeticiones" with the body's weight. */
export function recordTitle(record: PersonalRecord): string {
  if (record.kind === 'weight_for_reps') return `Más peso para ${repetitions(record.reps)}`;
  if (record.kind === 'reps_at_weight' && isBodyweight(record.weightKg)) return 'Más repeticiones';
  return personalRecordKindLabels[record.kind];
}

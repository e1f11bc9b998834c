import { formatSeconds } from '../format/measures';
import { formatDecimal } from '../format/numbers';
import { personalRecordKindLabels, type PersonalRecord } from './progress';

const kg = (value: number | null) => `${formatDecimal(value)} kg`;

/** What a personal record holds: "100 kg × 5", "116,67 kg (de 100 kg × 5)", "12 repeticiones con 60 kg", "1:30". */
export function describeRecord(record: PersonalRecord): string {
  switch (record.kind) {
    case 'weight_for_reps':
      return `${kg(record.weightKg)} × ${record.reps}`;
    case 'e1rm':
      return `${kg(record.e1rmKg)} (de ${kg(record.weightKg)} × ${record.reps})`;
    case 'reps_at_weight':
      return `${record.reps} repeticiones con ${kg(record.weightKg)}`;
    case 'longest_time':
      return formatSeconds(record.seconds);
  }
}

/** The kind of a record, with the repetitions it is for ("Más peso para 5 repeticiones"). */
export function recordTitle(record: PersonalRecord): string {
  if (record.kind === 'weight_for_reps') return record.reps === 1 ? 'Más peso para 1 repetición' : `Más peso para ${record.reps} repeticiones`;
  return personalRecordKindLabels[record.kind];
}

import { formatDecimal, formatSeconds } from '@coach/shared';
import { recordTitle, type PersonalRecord, type SeriesResult } from '@coach/shared/contracts';

/** What a series asks or what was done: repetitions or time, and a weight; any of them may be missing. */
export interface SeriesValues {
  reps: number | null;
  seconds: number | null;
  weightKg: number | null;
}

/** A series as the trainer compares it: the same as prescribed, changed, or reported with no numbers. */
export type SeriesOutcome = 'same' | 'changed' | 'empty';

const kilograms = (weightKg: number) => `${formatDecimal(weightKg)} kg`;
const isEmpty = (values: SeriesValues) => values.reps === null && values.seconds === null && values.weightKg === null;

/** "10 × 40 kg", "12 reps", "0:45", "0:45 con 20 kg", "20 kg"; "sin datos" when nothing was said. */
export function seriesText(values: SeriesValues): string {
  const weight = values.weightKg === null ? null : kilograms(values.weightKg);
  if (values.reps !== null) return weight ? `${values.reps} × ${weight}` : `${values.reps} reps`;
  if (values.seconds !== null) return weight ? `${formatSeconds(values.seconds)} con ${weight}` : formatSeconds(values.seconds);
  return weight ?? 'sin datos';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A time in words, for screen readers ("1:30" read aloud is ambiguous): "1 minuto 30 segundos". */
export function spokenSeconds(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts = [
    hours > 0 ? plural(hours, 'hora', 'horas') : null,
    minutes > 0 ? plural(minutes, 'minuto', 'minutos') : null,
    rest > 0 || total === 0 ? plural(rest, 'segundo', 'segundos') : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** The same values in words: "10 repeticiones con 40 kg", "45 segundos", "sin datos". */
export function spokenSeriesText(values: SeriesValues): string {
  const weight = values.weightKg === null ? null : kilograms(values.weightKg);
  const amount =
    values.reps !== null
      ? plural(values.reps, 'repetición', 'repeticiones')
      : values.seconds !== null
        ? spokenSeconds(values.seconds)
        : null;
  if (amount) return weight ? `${amount} con ${weight}` : amount;
  return weight ?? 'sin datos';
}

/** Compared field by field: a weight added or left out is a change too. */
export function seriesOutcome(result: Pick<SeriesResult, 'done' | 'prescribed'>): SeriesOutcome {
  const { done, prescribed } = result;
  if (isEmpty(done)) return 'empty';
  const same = done.reps === prescribed.reps && done.seconds === prescribed.seconds && done.weightKg === prescribed.weightKg;
  return same ? 'same' : 'changed';
}

const prescribedValues = ({ prescribed }: SeriesResult): SeriesValues => ({
  reps: prescribed.reps,
  seconds: prescribed.seconds,
  weightKg: prescribed.weightKg,
});

/** One row of the log, with what it shows and what a screen reader says instead. */
export interface SeriesRow {
  key: string;
  number: number;
  outcome: SeriesOutcome;
  done: string;
  prescribed: string;
  spoken: string;
  /** The personal records this series set ("Más peso para 10 repeticiones"), if any. */
  records: string[];
}

export function seriesRow(result: SeriesResult, records: readonly string[] = []): SeriesRow {
  const outcome = seriesOutcome(result);
  const number = result.seriesIndex + 1;
  const prescribed = prescribedValues(result);
  const spokenPrescribed = spokenSeriesText(prescribed);
  const spoken =
    outcome === 'same'
      ? `Serie ${number}: ${spokenSeriesText(result.done)}, como se indicó.`
      : outcome === 'changed'
        ? `Serie ${number}, cambió: hizo ${spokenSeriesText(result.done)}; se indicó ${spokenPrescribed}.`
        : `Serie ${number}: sin datos; se indicó ${spokenPrescribed}.`;
  return {
    key: `${result.groupIndex}/${result.exerciseIndex}/${result.seriesIndex}`,
    number,
    outcome,
    done: seriesText(result.done),
    prescribed: seriesText(prescribed),
    spoken: records.length === 0 ? spoken : `${spoken} Récord: ${records.join('; ')}.`,
    records: [...records],
  };
}

const sameFigures = (record: PersonalRecord, done: SeriesResult['done']) =>
  record.reps === done.reps && record.weightKg === done.weightKg && (record.kind !== 'longest_time' || record.seconds === done.seconds);

/**
 * Which series set each record: the first series of the record's exercise, in the workout's order,
 * with the record's figures (a tie later in the same session did not take it).
 */
function recordsBySeries(sorted: readonly SeriesResult[], records: readonly PersonalRecord[]): Map<SeriesResult, string[]> {
  const bySeries = new Map<SeriesResult, string[]>();
  for (const record of records) {
    const series = sorted.find((result) => result.exerciseId === record.exerciseId && sameFigures(record, result.done));
    if (series) bySeries.set(series, [...(bySeries.get(series) ?? []), recordTitle(record)]);
  }
  return bySeries;
}

export interface ExerciseLog {
  key: string;
  name: string;
  rows: SeriesRow[];
}
export interface GroupLog {
  key: string;
  name: string;
  exercises: ExerciseLog[];
}

/** The results by group and exercise, in the workout's order (whatever order they came in), each series with the records it set. */
export function groupResults(results: readonly SeriesResult[], records: readonly PersonalRecord[] = []): GroupLog[] {
  const sorted = [...results].sort(
    (a, b) => a.groupIndex - b.groupIndex || a.exerciseIndex - b.exerciseIndex || a.seriesIndex - b.seriesIndex,
  );
  const setRecords = recordsBySeries(sorted, records);
  const groups: GroupLog[] = [];
  for (const result of sorted) {
    const groupKey = String(result.groupIndex);
    let group = groups.at(-1);
    if (!group || group.key !== groupKey) {
      group = { key: groupKey, name: result.groupName, exercises: [] };
      groups.push(group);
    }
    const exerciseKey = `${result.groupIndex}/${result.exerciseIndex}`;
    let exercise = group.exercises.at(-1);
    if (!exercise || exercise.key !== exerciseKey) {
      exercise = { key: exerciseKey, name: result.exerciseName, rows: [] };
      group.exercises.push(exercise);
    }
    exercise.rows.push(seriesRow(result, setRecords.get(result)));
  }
  return groups;
}

/** "Cambiaron 2 de 14 series." / "Cambió 1 de 6 series." / "Las 6 series, como se indicaron." */
export function changesSummary(groups: readonly GroupLog[]): string {
  const rows = groups.flatMap((group) => group.exercises.flatMap((exercise) => exercise.rows));
  const changed = rows.filter((row) => row.outcome === 'changed').length;
  const empty = rows.filter((row) => row.outcome === 'empty').length;
  const total = rows.length;
  const head =
    changed > 0
      ? `${changed === 1 ? 'Cambió' : 'Cambiaron'} ${changed} de ${plural(total, 'serie', 'series')}.`
      : empty > 0
        ? 'Ninguna serie cambió.'
        : total === 1
          ? 'La serie, como se indicó.'
          : `Las ${total} series, como se indicaron.`;
  return empty > 0 ? `${head} ${empty} sin datos.` : head;
}

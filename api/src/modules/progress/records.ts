import { HISTORY_LIMITS, type PersonalRecord, type PersonalRecordKind } from '@coach/shared/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { epleyE1rmSql, exercises, seriesResults, type SeriesResultRow } from '../../db/schema';

/** numeric columns travel as text ("72.50"). */
export const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

type RecordRow = Pick<SeriesResultRow, 'exerciseId' | 'doneReps' | 'doneWeightKg' | 'doneSeconds' | 'e1rmKg' | 'date' | 'completionId'>;

export interface RecordScope {
  /** Only these exercises. */
  exerciseIds?: readonly number[];
  /** As if this completion had not been registered. */
  excludeCompletionId?: number;
}

/** The best series of each group (an exercise, or an exercise and a rep count) by one record's order. */
interface FirstsQuery {
  /** The group's columns, as the index goes on after the client. */
  group: 'exercise' | 'exercise_reps';
  /** The index's order after the group: the best first (a tie goes to the first reached: by day, then registration). */
  order: string;
  /** The partial index's condition, literally (so the planner matches it). */
  where: string;
  /** Whether the index holds the seconds (only the longest time's does). */
  seconds: boolean;
}

type FirstsRow = {
  exercise_id: number;
  done_reps: number | null;
  done_weight_kg: string | null;
  done_seconds: number | null;
  date: string;
  completion_id: number;
  e1rm_kg: string | null;
};

/**
 * The first series of each group in an index's order, found by skipping from one group to the next (a
 * loose index scan: a recursive query, one index descent per group). A record costs as many descents
 * as the client has exercises (or exercises and rep counts), not a read of every series they ever
 * registered; every column read is in the index (migration 0020), so no table row is visited.
 *
 * Only a client of the business has rows: the first descent goes only when the client is the
 * business's (one read of the client by its key, done once), and every later one follows from it.
 * series_results.gym_id is in none of those indexes: a filter on it would visit a row per descent.
 */
async function firstsOfGroups(db: Db, gymId: number, clientId: number, scope: RecordScope, query: FirstsQuery): Promise<RecordRow[]> {
  const key = query.group === 'exercise' ? 's.exercise_id' : 's.exercise_id, s.done_reps';
  const after = sql.raw(query.group === 'exercise' ? 's.exercise_id > f.exercise_id' : '(s.exercise_id, s.done_reps) > (f.exercise_id, f.done_reps)');
  const columns = sql.raw(
    `s.exercise_id, s.done_reps, s.done_weight_kg, ${query.seconds ? 's.done_seconds' : 'null::integer as done_seconds'}, s.date, s.completion_id, s.id`,
  );
  const conditions = [sql`s.client_id = ${clientId}`, sql.raw(query.where)];
  if (scope.exerciseIds) conditions.push(sql`s.exercise_id in (${sql.join(scope.exerciseIds.map((id) => sql`${id}`), sql`, `)})`);
  if (scope.excludeCompletionId !== undefined) conditions.push(sql`s.completion_id <> ${scope.excludeCompletionId}`);
  const within = sql.join(conditions, sql` and `);
  const ofBusiness = sql`exists (select 1 from clients c where c.id = ${clientId} and c.gym_id = ${gymId})`;
  const order = sql.raw(`order by ${key}, ${query.order}, s.date, s.completion_id, s.id limit 1`);
  const result: unknown = await db.execute(sql`
    with recursive f as (
      (select ${columns} from series_results s where ${within} and ${ofBusiness} ${order})
      union all
      select n.* from f cross join lateral (select ${columns} from series_results s where ${within} and ${after} ${order}) n
    )
    select f.exercise_id, f.done_reps, f.done_weight_kg::text, f.done_seconds, f.date::text, f.completion_id,
      (${epleyE1rmSql(sql.raw('f.done_reps'), sql.raw('f.done_weight_kg'))})::text as e1rm_kg
    from f`);
  // node-postgres and PGlite both answer raw SQL as { rows }.
  return (result as { rows: FirstsRow[] }).rows.map((row) => ({
    exerciseId: Number(row.exercise_id),
    doneReps: row.done_reps === null ? null : Number(row.done_reps),
    doneWeightKg: row.done_weight_kg,
    doneSeconds: row.done_seconds === null ? null : Number(row.done_seconds),
    e1rmKg: row.e1rm_kg,
    date: row.date,
    completionId: Number(row.completion_id),
  }));
}

type Candidate = { kind: PersonalRecordKind; row: RecordRow };

/**
 * Every record's best series, per exercise: the heaviest weight for each exact rep count (1 to
 * HISTORY_LIMITS.recordRepsMax), the best Epley estimate, the most repetitions at a weight and the
 * longest timed series. The most repetitions at a weight is a record only where no heavier weight went
 * as many times: those are the heaviest weights of each rep count that no higher rep count matched
 * (and, without weight, the most repetitions when no weighted series had as many).
 */
async function bestSeries(db: Db, gymId: number, clientId: number, scope: RecordScope): Promise<Candidate[]> {
  const [pairs, e1rm, longest, bodyweight] = await Promise.all([
    firstsOfGroups(db, gymId, clientId, scope, { group: 'exercise_reps', order: 's.done_weight_kg desc', where: 's.done_weight_kg > 0 and s.done_reps >= 1', seconds: false }),
    firstsOfGroups(db, gymId, clientId, scope, { group: 'exercise', order: 's.e1rm_kg desc', where: 's.e1rm_kg is not null', seconds: false }),
    firstsOfGroups(db, gymId, clientId, scope, { group: 'exercise', order: 's.done_seconds desc', where: 's.done_seconds > 0', seconds: true }),
    firstsOfGroups(db, gymId, clientId, scope, { group: 'exercise', order: 's.done_reps desc', where: 's.done_reps >= 1 and coalesce(s.done_weight_kg, 0) = 0', seconds: false }),
  ]);
  const candidates: Candidate[] = [
    ...pairs.filter((row) => (row.doneReps ?? 0) <= HISTORY_LIMITS.recordRepsMax).map((row) => ({ kind: 'weight_for_reps' as const, row })),
    ...e1rm.map((row) => ({ kind: 'e1rm' as const, row })),
    ...longest.map((row) => ({ kind: 'longest_time' as const, row })),
  ];
  // Per exercise, from the most repetitions down: each weight heavier than every one done more times.
  const byExercise = new Map<number, RecordRow[]>();
  for (const row of [...pairs, ...bodyweight]) byExercise.set(row.exerciseId, [...(byExercise.get(row.exerciseId) ?? []), row]);
  for (const rows of byExercise.values()) {
    rows.sort((a, b) => (b.doneReps ?? 0) - (a.doneReps ?? 0) || Number(b.doneWeightKg ?? 0) - Number(a.doneWeightKg ?? 0));
    let heaviest = -1;
    for (const row of rows) {
      const weight = Number(row.doneWeightKg ?? 0);
      if (weight > heaviest) candidates.push({ kind: 'reps_at_weight', row });
      heaviest = Math.max(heaviest, weight);
    }
  }
  return candidates;
}

/** What tells two values of the same record apart: the exercise, and the rep count or the weight it is for. */
const recordKey = ({ kind, row }: Candidate) =>
  `${kind}/${row.exerciseId}/${kind === 'weight_for_reps' ? row.doneReps : kind === 'reps_at_weight' ? Number(row.doneWeightKg ?? 0) : ''}`;

const kindOrder: Record<PersonalRecordKind, number> = { e1rm: 0, weight_for_reps: 1, reps_at_weight: 2, longest_time: 3 };

async function toRecords(db: Db, candidates: Candidate[]): Promise<PersonalRecord[]> {
  if (candidates.length === 0) return [];
  const ids = [...new Set(candidates.map((candidate) => candidate.row.exerciseId))];
  // The library's name now (items are archived, never removed).
  const names = new Map(
    (await db.select({ id: exercises.id, name: exercises.name }).from(exercises).where(inArray(exercises.id, ids))).map((row) => [row.id, row.name]),
  );
  const records = candidates.map(({ kind, row }) => ({
    kind,
    exerciseId: row.exerciseId,
    exerciseName: names.get(row.exerciseId) ?? '',
    reps: row.doneReps,
    weightKg: toNumber(row.doneWeightKg),
    seconds: row.doneSeconds,
    e1rmKg: toNumber(row.e1rmKg),
    date: row.date,
    completionId: row.completionId,
  }));
  return records.sort(
    (a, b) =>
      a.exerciseName.localeCompare(b.exerciseName, 'es') ||
      a.exerciseId - b.exerciseId ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      (a.reps ?? 0) - (b.reps ?? 0) ||
      (a.weightKg ?? 0) - (b.weightKg ?? 0),
  );
}

/**
 * GET …/records: the client's personal records (of one exercise, or all). None for a client of another
 * business, whatever the caller checked.
 */
export async function personalRecords(db: Db, gymId: number, clientId: number, scope: RecordScope = {}): Promise<PersonalRecord[]> {
  return toRecords(db, await bestSeries(db, gymId, clientId, scope));
}

/** How many records the client holds (the progress summary's figure); 0 for a client of another business. */
export async function recordCount(db: Db, gymId: number, clientId: number): Promise<number> {
  return (await bestSeries(db, gymId, clientId, {})).length;
}

/**
 * The records a completion set ("¡Nuevo récord!"): those it holds that beat an earlier value of the
 * same record. The first time an exercise, a rep count or a weight is done is not a record yet. None
 * for a completion or a client of another business.
 */
export async function recordsSetBy(db: Db, gymId: number, clientId: number, completionId: number): Promise<PersonalRecord[]> {
  const done = await db
    .selectDistinct({ id: seriesResults.exerciseId })
    .from(seriesResults)
    .where(and(eq(seriesResults.completionId, completionId), eq(seriesResults.clientId, clientId), eq(seriesResults.gymId, gymId)));
  if (done.length === 0) return [];
  const exerciseIds = done.map((row) => row.id);
  const [now, before] = await Promise.all([
    bestSeries(db, gymId, clientId, { exerciseIds }),
    bestSeries(db, gymId, clientId, { exerciseIds, excludeCompletionId: completionId }),
  ]);
  const earlier = new Set(before.map(recordKey));
  return toRecords(
    db,
    now.filter((candidate) => candidate.row.completionId === completionId && earlier.has(recordKey(candidate))),
  );
}

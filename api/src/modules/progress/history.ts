import {
  type BestSet,
  type ExerciseHistory,
  type HistorySeries,
  type TrainedExerciseList,
  type exerciseHistoryQuerySchema,
} from '@coach/shared/contracts';
import { and, asc, countDistinct, desc, eq, gte, inArray, lte, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { exercises, seriesResults, type SeriesResultRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { readableBy } from '../library/access';
import { toNumber } from './records';

export type ExerciseHistoryQuery = z.output<typeof exerciseHistoryQuerySchema>;

/**
 * GET …/exercises: every exercise the client registered series of, the most recently done first. Only
 * the business's rows are read: a client of another business has none.
 */
export async function trainedExercises(db: Db, gymId: number, clientId: number): Promise<TrainedExerciseList> {
  const rows = await db
    .select({
      exerciseId: seriesResults.exerciseId,
      sessions: countDistinct(seriesResults.completionId),
      lastDate: max(seriesResults.date),
      bestE1rmKg: max(seriesResults.e1rmKg),
    })
    .from(seriesResults)
    .where(and(eq(seriesResults.clientId, clientId), eq(seriesResults.gymId, gymId)))
    .groupBy(seriesResults.exerciseId);
  if (rows.length === 0) return { items: [] };
  const names = new Map(
    (
      await db
        .select({ id: exercises.id, name: exercises.name })
        .from(exercises)
        .where(
          inArray(
            exercises.id,
            rows.map((row) => row.exerciseId),
          ),
        )
    ).map((row) => [row.id, row.name]),
  );
  const items = rows.map((row) => ({
    exerciseId: row.exerciseId,
    name: names.get(row.exerciseId) ?? '',
    sessions: Number(row.sessions),
    lastDate: row.lastDate ?? '',
    bestE1rmKg: toNumber(row.bestE1rmKg),
  }));
  items.sort((a, b) => b.lastDate.localeCompare(a.lastDate) || a.name.localeCompare(b.name, 'es'));
  return { items };
}

const toSeries = (row: SeriesResultRow): HistorySeries => {
  const weightKg = toNumber(row.doneWeightKg);
  return {
    groupName: row.groupName,
    exerciseName: row.exerciseName,
    seriesIndex: row.seriesIndex,
    done: { reps: row.doneReps, weightKg, seconds: row.doneSeconds },
    prescribed: { reps: row.prescribedReps, weightKg: toNumber(row.prescribedWeightKg), seconds: row.prescribedSeconds, restSeconds: row.prescribedRestSeconds },
    volumeKg: row.doneReps !== null && weightKg !== null ? Math.round(row.doneReps * weightKg * 100) / 100 : null,
    e1rmKg: toNumber(row.e1rmKg),
  };
};

/** The session's best series: the highest Epley estimate; without weights, the most repetitions, then the longest. */
function bestSetOf(series: HistorySeries[]): BestSet {
  const score = (item: HistorySeries): [number, number, number] => [item.e1rmKg ?? -1, item.done.reps ?? -1, item.done.seconds ?? -1];
  let best: HistorySeries | undefined;
  for (const item of series) {
    if (item.done.reps === null && item.done.seconds === null) continue;
    if (!best) {
      best = item;
      continue;
    }
    const [a, b] = [score(item), score(best)];
    if (a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])))) best = item;
  }
  return best ? { ...best.done, e1rmKg: best.e1rmKg } : null;
}

/**
 * GET …/exercises/{exerciseId}/history: the sessions (workout completions) in which the client did the
 * exercise, newest first, a page at a time, each with its series as registered (done beside what was
 * prescribed then), its best set, volume and best Epley estimate. 404 for an exercise the business
 * cannot read. The caller has checked the client is of the business.
 */
export async function exerciseHistory(db: Db, gymId: number, clientId: number, exerciseId: number, query: ExerciseHistoryQuery): Promise<ExerciseHistory> {
  const [exercise] = await db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), readableBy(exercises, gymId)))
    .limit(1);
  if (!exercise) throw notFound();
  const where = and(
    eq(seriesResults.clientId, clientId),
    eq(seriesResults.exerciseId, exerciseId),
    query.from ? gte(seriesResults.date, query.from) : undefined,
    query.to ? lte(seriesResults.date, query.to) : undefined,
  );
  const [sessions, [counted]] = await Promise.all([
    db
      .selectDistinct({ completionId: seriesResults.completionId, date: seriesResults.date, workoutName: seriesResults.workoutName })
      .from(seriesResults)
      .where(where)
      .orderBy(desc(seriesResults.date), desc(seriesResults.completionId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: countDistinct(seriesResults.completionId) }).from(seriesResults).where(where),
  ]);
  const ids = sessions.map((session) => session.completionId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(seriesResults)
          .where(and(eq(seriesResults.clientId, clientId), eq(seriesResults.exerciseId, exerciseId), inArray(seriesResults.completionId, ids)))
          .orderBy(asc(seriesResults.groupIndex), asc(seriesResults.exerciseIndex), asc(seriesResults.seriesIndex));
  const byCompletion = new Map<number, HistorySeries[]>(ids.map((id) => [id, []]));
  for (const row of rows) byCompletion.get(row.completionId)?.push(toSeries(row));
  const items = sessions.map((session) => {
    const series = byCompletion.get(session.completionId) ?? [];
    const estimates = series.map((item) => item.e1rmKg).filter((value): value is number => value !== null);
    return {
      ...session,
      series,
      bestSet: bestSetOf(series),
      volumeKg: Math.round(series.reduce((sum, item) => sum + (item.volumeKg ?? 0), 0) * 100) / 100,
      e1rmKg: estimates.length === 0 ? null : Math.max(...estimates),
    };
  });
  return { exercise, items, total: Number(counted?.total ?? 0) };
}

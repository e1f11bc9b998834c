import { measurementFigures, type LatestFigure, type MeasurementFigure, type ProgressSummary } from '@coach/shared/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bodyMeasurements } from '../../db/schema';
import { gymToday } from '../agenda/tasks/queries';
import { adherenceDetailOf } from './adherence';
import { recordCount } from './records';

/** The newest value of a figure (by day, then the later entry) and its change since the one before. */
async function latestOf(db: Db, clientId: number, figure: MeasurementFigure): Promise<LatestFigure> {
  const column = bodyMeasurements[figure];
  const [latest, previous] = await db
    .select({ value: column, date: bodyMeasurements.date })
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.clientId, clientId), isNotNull(column)))
    .orderBy(desc(bodyMeasurements.date), desc(bodyMeasurements.id))
    .limit(2);
  if (!latest?.value) return null;
  const value = Number(latest.value);
  // Two decimals at most, without the float residue of a subtraction (72.4 - 71.9).
  const change = previous?.value ? Math.round((value - Number(previous.value)) * 100) / 100 : null;
  return { value, date: latest.date, change };
}

/**
 * GET .../progress: the latest of each figure with its change, adherence (windows, weeks, streak), and how
 * many personal records the client holds. The caller has checked
 * that the client is of the business.
 */
export async function progressSummary(deps: { db: Db; now: () => Date }, gymId: number, clientId: number): Promise<ProgressSummary> {
  const { db } = deps;
  const today = await gymToday(db, gymId, deps.now());
  const [figures, adherence, records] = await Promise.all([
    Promise.all(measurementFigures.map(async (figure) => [figure, await latestOf(db, clientId, figure)] as const)),
    adherenceDetailOf(db, gymId, clientId, today),
    recordCount(db, gymId, clientId),
  ]);
  return { latest: Object.fromEntries(figures) as ProgressSummary['latest'], ...adherence, records };
}

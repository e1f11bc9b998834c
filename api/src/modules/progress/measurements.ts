import { lockClientInGym } from '../clients/queries';
import {
  measurementFigures,
  measurementMessages,
  type Measurement,
  type MeasurementAuthor,
  type MeasurementFigure,
  type measurementCreateSchema,
  type measurementListQuerySchema,
  type measurementUpdateSchema,
} from '@coach/shared/contracts';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bodyMeasurements, type BodyMeasurementRow } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { gymToday } from '../agenda/tasks/queries';
import { fieldValidationError } from '../library/validation-error';
import { clientRowsInScope } from '../team/client-rows';
import type { Scope } from '../team/scope';
import { followNewestWeighing, newestWeighing } from './latest-weight';

export type MeasurementCreate = z.output<typeof measurementCreateSchema>;
export type MeasurementUpdate = z.output<typeof measurementUpdateSchema>;
export type MeasurementListQuery = z.output<typeof measurementListQuerySchema>;

/** Who writes: a trainer of the business (their user id is kept), or the client in the app. */
export type MeasurementWriter = { kind: Extract<MeasurementAuthor, 'trainer'>; userId: number } | { kind: Extract<MeasurementAuthor, 'client'> };

interface Deps {
  db: Db;
  now: () => Date;
}

/** numeric columns travel as text ("72.50"); the contracts allowed at most two decimals. */
const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));
const toNumeric = (value: number | null): string | null => (value === null ? null : value.toFixed(2));

export const toMeasurement = (row: BodyMeasurementRow): Measurement => ({
  id: row.id,
  clientId: row.clientId,
  date: row.date,
  weightKg: toNumber(row.weightKg),
  bodyFatPct: toNumber(row.bodyFatPct),
  waistCm: toNumber(row.waistCm),
  hipCm: toNumber(row.hipCm),
  chestCm: toNumber(row.chestCm),
  armCm: toNumber(row.armCm),
  thighCm: toNumber(row.thighCm),
  note: row.note,
  enteredBy: row.enteredBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The figure columns to write: the ones sent (null clears one), as numeric text. */
function figureColumns(input: Partial<Record<MeasurementFigure, number | null | undefined>>): Partial<Record<MeasurementFigure, string | null>> {
  const columns: Partial<Record<MeasurementFigure, string | null>> = {};
  for (const figure of measurementFigures) {
    const value = input[figure];
    if (value !== undefined) columns[figure] = toNumeric(value);
  }
  return columns;
}

/** A measurement's day is never after today in the business's zone (the contract checked the rest). */
async function refuseFutureDate(db: Db, gymId: number, date: string | undefined, now: Date): Promise<void> {
  if (date !== undefined && date > (await gymToday(db, gymId, now))) throw fieldValidationError([['date', measurementMessages.dateInFuture]]);
}

async function findByUid(db: Db, clientId: number, uid: string): Promise<BodyMeasurementRow | undefined> {
  const [row] = await db
    .select()
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.clientId, clientId), eq(bodyMeasurements.uid, uid)))
    .limit(1);
  return row;
}

/**
 * GET .../measurements: the client's measurements newest first (by day, then the later entry), a page
 * at a time, optionally between two days. Only the business's rows are read (a client of another
 * business has none), whatever the caller checked.
 */
export async function listMeasurements(db: Db, gymId: number, clientId: number, query: MeasurementListQuery): Promise<{ items: Measurement[]; total: number }> {
  const where = and(
    eq(bodyMeasurements.clientId, clientId),
    eq(bodyMeasurements.gymId, gymId),
    query.from === undefined ? undefined : gte(bodyMeasurements.date, query.from),
    query.to === undefined ? undefined : lte(bodyMeasurements.date, query.to),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bodyMeasurements)
      .where(where)
      .orderBy(desc(bodyMeasurements.date), desc(bodyMeasurements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(bodyMeasurements).where(where),
  ]);
  return { items: rows.map(toMeasurement), total: counted?.total ?? 0 };
}

export type MeasurementCreated = { measurement: Measurement; created: boolean };

/**
 * POST: a measurement of the business's client, by the trainer or by the client. A retry with the same
 * `id` answers the stored measurement (`created: false`) whatever its body, as the app's queue expects.
 * The client's weight follows it when it is the newest weighing (latest-weight.ts), in the same transaction.
 */
export async function createMeasurement(deps: Deps, gymId: number, clientId: number, writer: MeasurementWriter, input: MeasurementCreate): Promise<MeasurementCreated> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockClientInGym(tx, gymId, clientId);
    const stored = input.id === undefined ? undefined : await findByUid(tx, clientId, input.id);
    if (stored) return { measurement: toMeasurement(stored), created: false };
    await refuseFutureDate(tx, gymId, input.date, now);
    const before = await newestWeighing(tx, clientId);
    const [row] = await tx
      .insert(bodyMeasurements)
      .values({
        gymId,
        clientId,
        date: input.date,
        ...figureColumns(input),
        note: input.note ?? null,
        enteredBy: writer.kind,
        createdByUserId: writer.kind === 'trainer' ? writer.userId : null,
        uid: input.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await followNewestWeighing(tx, clientId, before, now);
    return { measurement: toMeasurement(row!), created: true };
  });
}

/**
 * The measurement locked for a change inside `tx` when the scope reaches it (a CO: only their clients'),
 * or 404 (another business's and another trainer's too).
 */
async function lockMeasurement(tx: Db, scope: Scope, id: number): Promise<BodyMeasurementRow> {
  const [found] = await tx
    .select({ clientId: bodyMeasurements.clientId })
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.id, id), clientRowsInScope(bodyMeasurements, scope)));
  if (!found) throw notFound();
  // The client first, as every write of its measurements does (one order: no deadlock).
  await lockClientInGym(tx, scope.gymId, found.clientId);
  const [row] = await tx.select().from(bodyMeasurements).where(eq(bodyMeasurements.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** PATCH /measurements/{id}: any field; clearing every figure is refused (a measurement measures something). */
export async function updateMeasurement(deps: Deps, scope: Scope, id: number, changes: MeasurementUpdate): Promise<Measurement> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockMeasurement(tx, scope, id);
    await refuseFutureDate(tx, scope.gymId, changes.date, now);
    const figures = figureColumns(changes);
    const kept = measurementFigures.some((figure) => (figures[figure] !== undefined ? figures[figure] : row[figure]) !== null);
    if (!kept) throw fieldValidationError([['weightKg', measurementMessages.figureRequired]]);
    const before = await newestWeighing(tx, row.clientId);
    const [updated] = await tx
      .update(bodyMeasurements)
      .set({
        ...(changes.date === undefined ? {} : { date: changes.date }),
        ...figures,
        ...(changes.note === undefined ? {} : { note: changes.note }),
        updatedAt: now,
      })
      .where(eq(bodyMeasurements.id, id))
      .returning();
    await followNewestWeighing(tx, row.clientId, before, now);
    return toMeasurement(updated!);
  });
}

/** DELETE /measurements/{id}: the client's weight goes back to the previous weighing, if there is one. */
export async function deleteMeasurement(deps: Deps, scope: Scope, id: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockMeasurement(tx, scope, id);
    const before = await newestWeighing(tx, row.clientId);
    await tx.delete(bodyMeasurements).where(eq(bodyMeasurements.id, id));
    await followNewestWeighing(tx, row.clientId, before, now);
  });
}

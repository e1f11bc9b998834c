import { programMessages, type Program, type ProgramSummary, type programCreateSchema, type programUpdateSchema } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { programs, type ProgramRow, type StoredProgramDay } from '../../db/schema';
import { gymToday } from '../agenda/tasks/queries';
import { lockForChangeInScope } from '../library/access';
import { duplicateSource } from '../library/duplicate';
import { itemBaseOf } from '../library/library-tables';
import { withUniqueName } from '../library/name-conflicts';
import { nameColumns } from '../library/names';
import { fieldValidationError } from '../library/validation-error';
import { rewriteActiveAssignments } from './assignments/rewrite';
import { assertUsableItems, loadItemRefs, type ProgramItemRef } from './item-refs';
import { activeAssignmentCounts, type AssignmentsAmong } from './queries';
import { dayCounts, itemKey, toStoredDays } from './stored-days';
import type { Scope } from '../team/scope';

export type ProgramCreate = z.output<typeof programCreateSchema>;
export type ProgramUpdate = z.output<typeof programUpdateSchema>;

interface Deps {
  db: Db;
  now: () => Date;
}

/** A program with what it shows of each item (its name even once the item is deleted). */
export function toProgram(row: ProgramRow, refs: Map<string, ProgramItemRef>, activeAssignmentCount: number): Program {
  return {
    ...toProgramSummary(row, activeAssignmentCount),
    days: row.days.map((day) => ({
      week: day.week,
      day: day.day,
      items: day.items.map((item) => ({
        ...item,
        // Items are archived, never deleted: a missing one is only possible if its business was.
        item: refs.get(itemKey(item.type, item.itemId)) ?? { id: item.itemId, name: '', archived: true },
      })),
    })),
  };
}

export const toProgramSummary = (row: ProgramRow, activeAssignmentCount: number): ProgramSummary => ({
  ...itemBaseOf(row),
  description: row.description,
  weeks: row.weeks,
  dayCount: row.dayCount,
  itemCount: row.itemCount,
  activeAssignmentCount,
});

/**
 * Answers a program as every endpoint but the list does, its active assignments counted among the
 * clients the scope reaches (a CO: their own; what "Aplicar a las asignaciones activas" would rewrite).
 */
export const presentProgram = (deps: Deps, scope: Scope, row: ProgramRow): Promise<Program> => presentProgramAmong(deps, scope.gymId, scope, row);

/** A program as the export writes it: every active assignment of the business counted. */
export const presentProgramOfGym = (deps: Deps, gymId: number, row: ProgramRow): Promise<Program> => presentProgramAmong(deps, gymId, { gymId }, row);

async function presentProgramAmong(deps: Deps, gymId: number, among: AssignmentsAmong, row: ProgramRow): Promise<Program> {
  const today = await gymToday(deps.db, gymId, deps.now());
  const [refs, counts] = await Promise.all([loadItemRefs(deps.db, gymId, row.days), activeAssignmentCounts(deps.db, among, [row.id], today)]);
  return toProgram(row, refs, counts.get(row.id) ?? 0);
}

/** The list's items, with each program's active assignments (in the scope) counted in one query. */
export async function presentProgramSummaries(deps: Deps, scope: Scope, rows: ProgramRow[]): Promise<ProgramSummary[]> {
  if (rows.length === 0) return [];
  const today = await gymToday(deps.db, scope.gymId, deps.now());
  const counts = await activeAssignmentCounts(
    deps.db,
    scope,
    rows.map((row) => row.id),
    today,
  );
  return rows.map((row) => toProgramSummary(row, counts.get(row.id) ?? 0));
}

const daysColumns = (days: StoredProgramDay[]) => ({ days, ...dayCounts(days) });

export async function createProgram(deps: Deps, scope: Scope, input: ProgramCreate): Promise<ProgramRow> {
  const { gymId, userId } = scope;
  await assertUsableItems(deps.db, gymId, input.days);
  const now = deps.now();
  const [row] = await withUniqueName('programs', 'create', () =>
    deps.db
      .insert(programs)
      .values({
        gymId,
        createdByUserId: userId,
        ...nameColumns(input.name),
        description: input.description ?? null,
        weeks: input.weeks,
        ...daysColumns(toStoredDays(input.days)),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('program insert returned no row');
  return row;
}

/** Days in weeks the program no longer has: 400 (the editor sends the days with fewer weeks). */
function assertDaysWithinWeeks(current: ProgramRow, changes: ProgramUpdate) {
  const weeks = changes.weeks ?? current.weeks;
  if (changes.days) {
    const beyond = changes.days.findIndex((day) => day.week > weeks && day.items.length > 0);
    if (beyond >= 0) throw fieldValidationError([[`days.${beyond}.week`, programMessages.dayBeyondWeeks]]);
  } else if (current.days.some((day) => day.week > weeks)) {
    throw fieldValidationError([['weeks', programMessages.dayBeyondWeeks]]);
  }
}

/**
 * PATCH: the fields sent. With `applyToActive`, the days still ahead (from tomorrow) of the program's
 * active assignments are rewritten from the program as saved, in the same transaction: those of the
 * clients the scope reaches (a CO changes only their own programs, and only their clients' plans).
 */
export async function updateProgram(deps: Deps, scope: Scope, id: number, changes: ProgramUpdate): Promise<ProgramRow> {
  const { gymId } = scope;
  return withUniqueName('programs', 'update', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockForChangeInScope(tx, 'programs', scope, id, 'edit');
      assertDaysWithinWeeks(current, changes);
      if (changes.days) await assertUsableItems(tx, gymId, changes.days, current.days);
      const now = deps.now();
      const [row] = await tx
        .update(programs)
        .set({
          ...nameColumns(changes.name ?? current.name),
          description: changes.description,
          weeks: changes.weeks,
          ...(changes.days ? daysColumns(toStoredDays(changes.days)) : {}),
          updatedAt: now,
        })
        .where(eq(programs.id, id))
        .returning();
      if (!row) throw new Error('program update returned no row');
      if (changes.applyToActive) {
        await rewriteActiveAssignments({ db: tx, now }, scope, row, await gymToday(tx, gymId, now));
      }
      return row;
    }),
  );
}

/** An own copy; its items stay the ones it used (product items stay the product's). */
export async function duplicateProgram(deps: Deps, scope: Scope, id: number): Promise<ProgramRow> {
  const { gymId, userId } = scope;
  const { source, name } = await duplicateSource(deps.db, 'programs', gymId, id);
  const now = deps.now();
  const [row] = await withUniqueName('programs', 'create', () =>
    deps.db
      .insert(programs)
      .values({
        gymId,
        createdByUserId: userId,
        ...nameColumns(name),
        description: source.description,
        weeks: source.weeks,
        ...daysColumns(source.days),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('program insert returned no row');
  return row;
}

import { programMessages, type ProgramItem, type ProgramItemType } from '@coach/shared/contracts';
import { and, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, forms, workouts } from '../../db/schema';
import { readableBy } from '../library/access';
import type { LibraryTable } from '../library/library-tables';
import { fieldValidationError } from '../library/validation-error';
import { itemIdsByType, itemKey, type ProgramDaysInput } from './stored-days';

export type ProgramItemRef = ProgramItem['item'];

const itemTables: Record<ProgramItemType, LibraryTable> = { activity: activities, workout: workouts, form: forms };
const itemTypes = Object.keys(itemTables) as ProgramItemType[];

async function readableItems(db: Db, gymId: number, ids: Record<ProgramItemType, number[]>, extra?: (table: LibraryTable) => SQL) {
  const found = await Promise.all(
    itemTypes.map(async (type) => {
      const table = itemTables[type];
      if (ids[type].length === 0) return [];
      const rows = await db
        .select({ id: table.id, name: table.name, archivedAt: table.archivedAt })
        .from(table)
        .where(and(inArray(table.id, ids[type]), readableBy(table, gymId), extra?.(table)));
      return rows.map((row) => ({ type, ...row }));
    }),
  );
  return found.flat();
}

/**
 * A program may use the business's workouts, activities and forms and the product's, not archived
 * ones, and never another business's: 400 at each offending itemId. `kept` are items the program
 * already used (one deleted since then does not stop the program from being saved again).
 */
export async function assertUsableItems(
  db: Db,
  gymId: number,
  days: ProgramDaysInput,
  kept: ReadonlyArray<{ items: ReadonlyArray<{ type: ProgramItemType; itemId: number }> }> = [],
): Promise<void> {
  const rows = await readableItems(db, gymId, itemIdsByType(days), (table) => isNull(table.archivedAt));
  const usable = new Set([...rows.map((row) => itemKey(row.type, row.id)), ...kept.flatMap((day) => day.items.map((item) => itemKey(item.type, item.itemId)))]);
  const errors: Array<[string, string]> = [];
  days.forEach((day, d) =>
    day.items.forEach((item, i) => {
      if (!usable.has(itemKey(item.type, item.itemId))) errors.push([`days.${d}.items.${i}.itemId`, programMessages.itemNotFound]);
    }),
  );
  if (errors.length > 0) throw fieldValidationError(errors);
}

/** What a program shows of each item it uses, archived ones too (their names stay), in one query per kind. */
export async function loadItemRefs(
  db: Db,
  gymId: number,
  days: ReadonlyArray<{ items: ReadonlyArray<{ type: ProgramItemType; itemId: number }> }>,
): Promise<Map<string, ProgramItemRef>> {
  const rows = await readableItems(db, gymId, itemIdsByType(days));
  return new Map(rows.map((row) => [itemKey(row.type, row.id), { id: row.id, name: row.name, archived: row.archivedAt !== null }]));
}

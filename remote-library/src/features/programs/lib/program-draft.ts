import type { TaskType } from '@coach/shared/contracts';

/*
 * What the program editor edits: the weeks × days grid with a stable key per item (for React and drag
 * and drop) and the numbers as typed ("5,5") until they are saved. A cell is named by its week and day
 * (`cellKey(2, 5)` = "2-5"); lowering the number of weeks keeps the later weeks in the draft, so raising
 * it again brings them back, and only the weeks the program has are sent.
 */

export const DAYS_PER_WEEK = 7;
export const dayNumbers = [1, 2, 3, 4, 5, 6, 7] as const;

export interface ProgramItemDraft {
  key: string;
  type: TaskType;
  itemId: number;
  itemName: string;
  /** Deleted from the library after it was added: the program keeps it (the API marks it). */
  archived: boolean;
  goal: string;
  /** Minutes as typed; "" when none. */
  duration: string;
  /** Kilometres as typed ("5,5"); "" when none. */
  distance: string;
}

export interface ProgramDraft {
  name: string;
  description: string;
  weeks: number;
  /** Items per cell, by `cellKey(week, day)`; an empty cell may be absent. */
  cells: Record<string, ProgramItemDraft[]>;
}

export interface CellRef {
  week: number;
  day: number;
}

export const cellKey = (week: number, day: number): string => `${week}-${day}`;

export function parseCellKey(key: string): CellRef {
  const [week, day] = key.split('-').map(Number);
  return { week: week ?? 1, day: day ?? 1 };
}

let lastKey = 0;
/** A key unique in this page's life. */
export const newItemKey = () => `item-${++lastKey}`;

export const emptyProgramDraft = (): ProgramDraft => ({ name: '', description: '', weeks: 4, cells: {} });

export const itemsOf = (draft: ProgramDraft, week: number, day: number): ProgramItemDraft[] => draft.cells[cellKey(week, day)] ?? [];

/** How many items a week holds. */
export const weekItemCount = (draft: ProgramDraft, week: number): number =>
  dayNumbers.reduce((sum, day) => sum + itemsOf(draft, week, day).length, 0);

/** How many items the program holds in its weeks (each becomes one task per client assigned). */
export function programItemCount(draft: ProgramDraft): number {
  let total = 0;
  for (let week = 1; week <= draft.weeks; week += 1) total += weekItemCount(draft, week);
  return total;
}

/** Where an item is, or null. */
export function findItem(draft: ProgramDraft, key: string): (CellRef & { index: number; item: ProgramItemDraft }) | null {
  for (const [cell, items] of Object.entries(draft.cells)) {
    const index = items.findIndex((item) => item.key === key);
    if (index >= 0) return { ...parseCellKey(cell), index, item: items[index]! };
  }
  return null;
}

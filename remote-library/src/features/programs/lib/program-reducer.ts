import { cellKey, DAYS_PER_WEEK, findItem, itemsOf, newItemKey, type ProgramDraft, type ProgramItemDraft } from './program-draft';

export type ProgramItemValues = Omit<ProgramItemDraft, 'key'>;

export type ProgramAction =
  | { type: 'set-field'; field: 'name' | 'description'; value: string }
  | { type: 'set-weeks'; weeks: number }
  | { type: 'add-item'; week: number; day: number; item: ProgramItemValues }
  | { type: 'change-item'; key: string; changes: Partial<Pick<ProgramItemDraft, 'goal' | 'duration' | 'distance'>> }
  | { type: 'remove-item'; key: string }
  /** To the end of another day's items (or nothing, to the same day). */
  | { type: 'move-item'; key: string; week: number; day: number }
  /** Replaces the target week's items with copies of the source week's. */
  | { type: 'copy-week'; from: number; to: number }
  | { type: 'clear-week'; week: number };

const withCell = (draft: ProgramDraft, week: number, day: number, items: ProgramItemDraft[]): ProgramDraft => {
  const cells = { ...draft.cells };
  if (items.length === 0) delete cells[cellKey(week, day)];
  else cells[cellKey(week, day)] = items;
  return { ...draft, cells };
};

export function programReducer(draft: ProgramDraft, action: ProgramAction): ProgramDraft {
  switch (action.type) {
    case 'set-field':
      return { ...draft, [action.field]: action.value };
    case 'set-weeks':
      return { ...draft, weeks: action.weeks };
    case 'add-item':
      return withCell(draft, action.week, action.day, [...itemsOf(draft, action.week, action.day), { ...action.item, key: newItemKey() }]);
    case 'change-item': {
      const found = findItem(draft, action.key);
      if (!found) return draft;
      const items = itemsOf(draft, found.week, found.day).map((item) => (item.key === action.key ? { ...item, ...action.changes } : item));
      return withCell(draft, found.week, found.day, items);
    }
    case 'remove-item': {
      const found = findItem(draft, action.key);
      if (!found) return draft;
      return withCell(draft, found.week, found.day, itemsOf(draft, found.week, found.day).filter((item) => item.key !== action.key));
    }
    case 'move-item': {
      const found = findItem(draft, action.key);
      if (!found || (found.week === action.week && found.day === action.day)) return draft;
      const without = withCell(draft, found.week, found.day, itemsOf(draft, found.week, found.day).filter((item) => item.key !== action.key));
      return withCell(without, action.week, action.day, [...itemsOf(without, action.week, action.day), found.item]);
    }
    case 'copy-week': {
      if (action.from === action.to) return draft;
      let next = draft;
      for (let day = 1; day <= DAYS_PER_WEEK; day += 1) {
        const copies = itemsOf(draft, action.from, day).map((item) => ({ ...item, key: newItemKey() }));
        next = withCell(next, action.to, day, copies);
      }
      return next;
    }
    case 'clear-week': {
      let next = draft;
      for (let day = 1; day <= DAYS_PER_WEEK; day += 1) next = withCell(next, action.week, day, []);
      return next;
    }
  }
}

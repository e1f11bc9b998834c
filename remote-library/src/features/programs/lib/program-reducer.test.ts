import { firstProgramDay, tasksToCreate } from './assignment-start';
import { emptyProgramDraft, itemsOf, programItemCount, type ProgramDraft } from './program-draft';
import { programReducer, type ProgramItemValues } from './program-reducer';
import { daysOfDraft } from './program-request';

const run = (draft: ProgramDraft, ...actions: Parameters<typeof programReducer>[1][]) => actions.reduce(programReducer, draft);
const workout: ProgramItemValues = { type: 'workout', itemId: 31, itemName: 'Piernas A', archived: false, goal: '', duration: '45', distance: '' };
const run5k: ProgramItemValues = { type: 'activity', itemId: 12, itemName: 'Correr', archived: false, goal: 'Suave', duration: '', distance: '5,5' };

describe('program reducer', () => {
  it('adds items to a day, in order, and counts them within the weeks', () => {
    const draft = run(emptyProgramDraft(), { type: 'add-item', week: 1, day: 2, item: workout }, { type: 'add-item', week: 1, day: 2, item: run5k });
    expect(itemsOf(draft, 1, 2).map((item) => item.itemName)).toEqual(['Piernas A', 'Correr']);
    expect(programItemCount(draft)).toBe(2);
  });

  it('copies a week over another (new keys, the target replaced) and clears a week', () => {
    let draft = run(emptyProgramDraft(), { type: 'add-item', week: 1, day: 1, item: workout }, { type: 'add-item', week: 2, day: 5, item: run5k });
    draft = programReducer(draft, { type: 'copy-week', from: 1, to: 2 });
    expect(itemsOf(draft, 2, 1).map((item) => item.itemName)).toEqual(['Piernas A']);
    expect(itemsOf(draft, 2, 5)).toEqual([]);
    expect(itemsOf(draft, 2, 1)[0]!.key).not.toBe(itemsOf(draft, 1, 1)[0]!.key);
    draft = programReducer(draft, { type: 'clear-week', week: 1 });
    expect(itemsOf(draft, 1, 1)).toEqual([]);
    expect(programItemCount(draft)).toBe(1);
  });

  it('moves an item to the end of another day, and leaves the draft alone for the same day', () => {
    let draft = run(emptyProgramDraft(), { type: 'add-item', week: 1, day: 1, item: workout }, { type: 'add-item', week: 3, day: 7, item: run5k });
    const key = itemsOf(draft, 1, 1)[0]!.key;
    expect(programReducer(draft, { type: 'move-item', key, week: 1, day: 1 })).toBe(draft);
    draft = programReducer(draft, { type: 'move-item', key, week: 3, day: 7 });
    expect(itemsOf(draft, 1, 1)).toEqual([]);
    expect(itemsOf(draft, 3, 7).map((item) => item.itemName)).toEqual(['Correr', 'Piernas A']);
  });

  it('sends only the weeks the program has, numbers read in Spanish', () => {
    const draft = run(emptyProgramDraft(), { type: 'add-item', week: 1, day: 3, item: run5k }, { type: 'add-item', week: 4, day: 1, item: workout }, { type: 'set-weeks', weeks: 2 });
    expect(daysOfDraft(draft)).toEqual([{ week: 1, day: 3, items: [{ type: 'activity', itemId: 12, goal: 'Suave', durationMin: null, distanceKm: 5.5 }] }]);
    // Raising the weeks again brings week 4 back.
    expect(daysOfDraft(programReducer(draft, { type: 'set-weeks', weeks: 4 }))).toHaveLength(2);
  });
});

describe('assignment start', () => {
  it('day 1 is the start date, or the first Monday on or after it', () => {
    expect(firstProgramDay('2026-12-02', false)).toBe('2026-12-02');
    expect(firstProgramDay('2026-12-02', true)).toBe('2026-12-07');
    expect(firstProgramDay('2026-12-07', true)).toBe('2026-12-07');
    expect(tasksToCreate(12, 2)).toBe('Va a crear 24 tareas.');
    expect(tasksToCreate(420, 50)).toBe('Va a crear 21.000 tareas.');
  });
});

import { formatDecimal } from '@coach/shared';
import type { Program, ProgramCreateRequest, ProgramDayInput } from '@coach/shared/contracts';
import { numberOf } from './item-details';
import { cellKey, dayNumbers, itemsOf, newItemKey, type ProgramDraft, type ProgramItemDraft } from './program-draft';

/** A saved program as the editor starts: every item with its key, numbers in Spanish ("5,5"). */
export function draftFromProgram(program: Program): ProgramDraft {
  const cells: Record<string, ProgramItemDraft[]> = {};
  for (const day of program.days) {
    if (day.items.length === 0) continue;
    cells[cellKey(day.week, day.day)] = day.items.map((item) => ({
      key: newItemKey(),
      type: item.type,
      itemId: item.itemId,
      itemName: item.item.name,
      archived: item.item.archived,
      goal: item.goal ?? '',
      duration: item.durationMin === null ? '' : String(item.durationMin),
      distance: formatDecimal(item.distanceKm, { grouping: false }),
    }));
  }
  return { name: program.name, description: program.description ?? '', weeks: program.weeks, cells };
}

/** The days the program has (weeks beyond its number stay in the draft and are not sent), with items. */
export function daysOfDraft(draft: ProgramDraft): ProgramDayInput[] {
  const days: ProgramDayInput[] = [];
  for (let week = 1; week <= draft.weeks; week += 1) {
    for (const day of dayNumbers) {
      const items = itemsOf(draft, week, day);
      if (items.length === 0) continue;
      days.push({
        week,
        day,
        items: items.map((item) => ({
          type: item.type,
          itemId: item.itemId,
          goal: item.goal.trim() || null,
          durationMin: item.type === 'form' ? null : numberOf(item.duration),
          distanceKm: item.type === 'form' ? null : numberOf(item.distance),
        })),
      });
    }
  }
  return days;
}

/** The whole program as POST and PATCH take it. */
export const programRequest = (draft: ProgramDraft): ProgramCreateRequest => ({
  name: draft.name.trim(),
  description: draft.description.trim() || null,
  weeks: draft.weeks,
  days: daysOfDraft(draft),
});

/** What "unsaved changes" compares: the request, not the keys. */
export const programSignature = (draft: ProgramDraft): string => JSON.stringify(programRequest(draft));

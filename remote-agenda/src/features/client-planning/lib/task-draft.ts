import { formatDecimal, isApiError, normalizeDecimal } from '@coach/shared';
import {
  taskCreateSchema,
  taskUpdateSchema,
  type TaskCreateRequest,
  type TaskOccurrence,
  type TaskType,
  type TaskUpdateRequest,
} from '@coach/shared/contracts';

/** The assign and edit dialogs' values as typed: numbers stay text ("5,5") until they are sent. */
export interface TaskDraft {
  type: TaskType | null;
  itemId: number | null;
  itemName: string;
  date: string;
  goal: string;
  duration: string;
  distance: string;
  endDate: string;
  recurrence: string | null;
}

export const taskFields = ['type', 'itemId', 'date', 'endDate', 'recurrence', 'goal', 'durationMin', 'distanceKm'] as const;
export type TaskField = (typeof taskFields)[number];
/** Messages per field, from the contract checked here or from the API's 400. */
export type TaskFieldErrors = Partial<Record<TaskField, string[]>>;

export const emptyDraft = (date: string): TaskDraft => ({
  type: null,
  itemId: null,
  itemName: '',
  date,
  goal: '',
  duration: '',
  distance: '',
  endDate: '',
  recurrence: null,
});

/** Blank is "not given"; anything else is read as a number (a comma is the decimal separator). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(normalizeDecimal(text.trim())));

/** Only what the type takes: forms have no duration or distance, and only single tasks an end date. */
export function toCreateRequest(draft: TaskDraft): TaskCreateRequest {
  const isForm = draft.type === 'form';
  return {
    type: draft.type as TaskType,
    itemId: draft.itemId as number,
    date: draft.date,
    goal: draft.goal.trim() || null,
    durationMin: isForm ? null : numberOf(draft.duration),
    distanceKm: isForm ? null : numberOf(draft.distance),
    endDate: isForm && draft.endDate ? draft.endDate : null,
    recurrence: draft.recurrence,
  };
}

function issuesToErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): TaskFieldErrors {
  const errors: TaskFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (taskFields as readonly string[]).includes(field)) {
      const key = field as TaskField;
      errors[key] = [...new Set([...(errors[key] ?? []), issue.message])];
    }
  }
  return errors;
}

/** The contract's messages for the draft, before anything is sent. */
export function checkCreate(draft: TaskDraft): TaskFieldErrors {
  const result = taskCreateSchema.safeParse(toCreateRequest(draft));
  return result.success ? {} : issuesToErrors(result.error.issues);
}

export function checkUpdate(changes: TaskUpdateRequest): TaskFieldErrors {
  const result = taskUpdateSchema.safeParse(changes);
  return result.success ? {} : issuesToErrors(result.error.issues);
}

/** The API's field messages of a 400; empty for any other error. */
export function apiFieldErrors(error: unknown): TaskFieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: TaskFieldErrors = {};
  for (const field of taskFields) {
    const messages = error.fieldErrors[field];
    if (messages && messages.length > 0) errors[field] = messages;
  }
  return errors;
}

export const hasErrors = (errors: TaskFieldErrors): boolean => Object.values(errors).some((messages) => messages && messages.length > 0);

/** A pending occurrence as the edit form starts: its values, numbers in Spanish ("5,5"). */
export const draftOfOccurrence = (occurrence: TaskOccurrence): TaskDraft => ({
  type: occurrence.type,
  itemId: occurrence.itemId,
  itemName: occurrence.itemName,
  date: occurrence.date,
  goal: occurrence.goal ?? '',
  duration: occurrence.durationMin === null ? '' : String(occurrence.durationMin),
  distance: formatDecimal(occurrence.distanceKm, { grouping: false }),
  endDate: occurrence.endDate ?? '',
  recurrence: occurrence.recurrence,
});

/** What changed in the edit form, as a PATCH body (the date only when it moved: a reschedule). */
export function toUpdateRequest(before: TaskOccurrence, draft: TaskDraft): TaskUpdateRequest {
  const changes: TaskUpdateRequest = {};
  const goal = draft.goal.trim() || null;
  if (goal !== before.goal) changes.goal = goal;
  if (before.type !== 'form') {
    const durationMin = numberOf(draft.duration);
    const distanceKm = numberOf(draft.distance);
    if (durationMin !== before.durationMin) changes.durationMin = durationMin;
    if (distanceKm !== before.distanceKm) changes.distanceKm = distanceKm;
  }
  if (draft.date !== before.date) changes.date = draft.date;
  return changes;
}

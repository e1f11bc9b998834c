import { isApiError } from '@coach/shared';
import { libraryMessages, workoutCreateSchema } from '@coach/shared/contracts';
import { workoutRequest, type WorkoutDraft } from './workout-draft';

/** Messages by dotted path of the request ("name", "groups.0.name", "groups.0.exercises.1.series.2.reps"). */
export type ErrorMap = Record<string, string[]>;

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The contract's messages for the draft, by path; empty when it can be saved. */
export function validateDraft(draft: WorkoutDraft): ErrorMap {
  const result = workoutCreateSchema.safeParse(workoutRequest(draft));
  if (result.success) return {};
  const errors: ErrorMap = {};
  for (const issue of result.error.issues) {
    const key = pathOf(issue.path);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/**
 * The API's refusal as messages by path: 400 field errors where they belong, 409 (the name is taken) on
 * the name. Null when it belongs to no field (the caller shows a toast).
 */
export function serverErrors(error: unknown, creating: boolean): ErrorMap | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) {
    const message = error.body.message || (creating ? libraryMessages.alreadyExistsOnCreate('workouts') : libraryMessages.alreadyExistsOnUpdate('workouts'));
    return { name: [message] };
  }
  if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
  return null;
}

/** The messages at exactly this path. */
export const errorsAt = (errors: ErrorMap, path: string): string[] => errors[path] ?? [];

/** The messages at this path or below it (a whole exercise, a whole series). */
export const errorsUnder = (errors: ErrorMap, path: string): string[] =>
  Object.entries(errors).flatMap(([key, messages]) => (key === path || key.startsWith(`${path}.`) ? messages : []));

/** The messages of one group and what is inside it (paths kept whole: "groups.1.name"). */
export const groupErrors = (errors: ErrorMap, index: number): ErrorMap =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(`groups.${index}.`)));

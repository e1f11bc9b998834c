import { isApiError } from '@coach/shared';
import { libraryMessages, programCreateSchema } from '@coach/shared/contracts';
import type { ProgramDraft } from './program-draft';
import { programRequest } from './program-request';

/** Messages by the request's top field: name, description, weeks, days (any day or item). */
export type ProgramErrors = Partial<Record<'name' | 'description' | 'weeks' | 'days', string[]>>;

const topField = (path: string): keyof ProgramErrors | null =>
  path === 'name' || path === 'description' || path === 'weeks' || path === 'days' ? path : null;

function add(errors: ProgramErrors, path: string, message: string) {
  const field = topField(path);
  if (!field) return;
  errors[field] = [...new Set([...(errors[field] ?? []), message])];
}

/** The contract's messages for the draft; empty when it can be saved. */
export function validateProgramDraft(draft: ProgramDraft): ProgramErrors {
  const result = programCreateSchema.safeParse(programRequest(draft));
  const errors: ProgramErrors = {};
  if (!result.success) for (const issue of result.error.issues) add(errors, String(issue.path[0] ?? ''), issue.message);
  return errors;
}

export const hasProgramErrors = (errors: ProgramErrors): boolean => Object.values(errors).some((messages) => messages && messages.length > 0);

/** The API's refusal by field (409: the name is taken); null when it belongs to no field (a toast says it). */
export function programServerErrors(error: unknown, creating: boolean): ProgramErrors | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) {
    return { name: [error.body.message || (creating ? libraryMessages.alreadyExistsOnCreate('programs') : libraryMessages.alreadyExistsOnUpdate('programs'))] };
  }
  if (error.status !== 400) return null;
  const errors: ProgramErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) for (const message of messages) add(errors, path.split('.')[0] ?? '', message);
  return hasProgramErrors(errors) ? errors : null;
}

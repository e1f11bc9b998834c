import { isApiError } from '@coach/shared';
import { formCreateSchema, formMessages, libraryMessages } from '@coach/shared/contracts';
import { formRequest, type FormDraft } from './form-draft';

/** Messages by dotted path of the request ("name", "questions.0.title", "questions.2.options"). */
export type ErrorMap = Record<string, string[]>;

/** The contract's messages for the draft, by path; empty when it can be saved. */
export function validateFormDraft(draft: FormDraft): ErrorMap {
  const result = formCreateSchema.safeParse(formRequest(draft));
  if (result.success) return {};
  const errors: ErrorMap = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

// A minimum above its maximum, a repeated or empty option: said while typing, before any save.
const LIVE = /^questions\.\d+\.(minLength|min|minDate|maxLength|max|maxDate|options(\.\d+)?)$/;

/**
 * The messages shown while typing (constraints), before the first try to save. A minimum above its
 * maximum is checked here too: the contract checks it only once the rest of the question is valid.
 */
export function liveErrors(draft: FormDraft, errors: ErrorMap): ErrorMap {
  const live: ErrorMap = Object.fromEntries(Object.entries(errors).filter(([key]) => LIVE.test(key)));
  draft.questions.forEach((question, index) => {
    const above = (min: number | string | null, max: number | string | null) => min !== null && min !== '' && max !== null && max !== '' && min > max;
    if (question.type === 'text' && above(question.minLength, question.maxLength)) live[`questions.${index}.minLength`] = [formMessages.minAboveMax];
    if (question.type === 'number' && above(question.min, question.max)) live[`questions.${index}.min`] = [formMessages.minAboveMax];
    if (question.type === 'date' && above(question.minDate, question.maxDate)) live[`questions.${index}.minDate`] = [formMessages.minDateAfterMax];
  });
  return live;
}

/**
 * The API's refusal as messages by path: 400 field errors where they belong, 409 (the name is taken) on
 * the name. Null when it belongs to no field (the caller shows a toast).
 */
export function formServerErrors(error: unknown, creating: boolean): ErrorMap | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) {
    return { name: [error.body.message || (creating ? libraryMessages.alreadyExistsOnCreate('forms') : libraryMessages.alreadyExistsOnUpdate('forms'))] };
  }
  if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
  return null;
}

/** The messages at this path or below it. */
export const errorsUnder = (errors: ErrorMap, path: string): string[] =>
  Object.entries(errors).flatMap(([key, messages]) => (key === path || key.startsWith(`${path}.`) ? messages : []));

/** The messages of one question (paths kept whole: "questions.2.title"). */
export const questionErrors = (errors: ErrorMap, index: number): ErrorMap =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(`questions.${index}.`)));

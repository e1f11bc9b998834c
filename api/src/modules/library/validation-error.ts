import type { ValidationDetails } from '../../http/validation-details';
import { ApiError } from '../../http/api-error';

/**
 * A rule the request schema cannot check (it needs the database, or the stored item), answered in
 * the shape of the error handler's validation errors: the first message, and each one at its field
 * path ("groups.0.exercises.1.exerciseId").
 */
export function fieldValidationError(fieldErrors: Array<[path: string, message: string]>): ApiError {
  const details: ValidationDetails = { fieldErrors: {} };
  for (const [path, message] of fieldErrors) (details.fieldErrors[path] ??= []).push(message);
  return new ApiError(400, 'VALIDATION_ERROR', fieldErrors[0]?.[1] ?? '', details);
}

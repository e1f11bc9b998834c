import { isApiError } from '../api/api-error';

/** The API's 400 field messages for the given form fields, ready for antd's `form.setFields`. */
export function fieldErrorsFor<Name extends string>(error: unknown, fields: readonly Name[]): { name: Name; errors: string[] }[] {
  if (!isApiError(error) || error.status !== 400) return [];
  return fields.flatMap((name) => {
    const errors = error.fieldErrors[name] ?? [];
    return errors.length > 0 ? [{ name, errors }] : [];
  });
}

import { isApiError } from '@coach/shared';
import type { FormInstance } from 'antd';

/**
 * Puts the API's 400 field messages on the form fields it knows; returns whether any was shown.
 */
export function showFieldErrors<Values extends object>(form: FormInstance<Values>, error: unknown, fields: readonly (keyof Values & string)[]): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const known = Object.entries(error.fieldErrors).filter(
    (entry): entry is [keyof Values & string, string[]] => (fields as readonly string[]).includes(entry[0]) && entry[1].length > 0,
  );
  if (known.length === 0) return false;
  form.setFields(known.map(([name, errors]) => ({ name, errors })));
  return true;
}

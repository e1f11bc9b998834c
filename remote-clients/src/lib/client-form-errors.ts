import type { FormInstance } from 'antd';
import { fieldErrorsFor, isApiError } from '@coach/shared';
import { clientMessages } from '@coach/shared/contracts';
import { clientFormFields, type ClientFormValues } from './client-form-values';

/**
 * Puts the API's answer on the form: 400 field messages on their fields, 409 (email in use) on the
 * email. Returns false when the error belongs to no field (the caller shows a toast).
 */
export function showClientErrorsOnForm(form: FormInstance<ClientFormValues>, error: unknown): boolean {
  if (isApiError(error) && error.status === 409) {
    form.setFields([{ name: 'email', errors: [clientMessages.emailInUse] }]);
    return true;
  }
  const fields = fieldErrorsFor(error, clientFormFields);
  if (fields.length === 0) return false;
  form.setFields(fields);
  return true;
}

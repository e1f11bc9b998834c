import type { FormInstance } from 'antd';
import { fieldErrorsFor, useToast } from '@coach/shared';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/api-errors';

/**
 * How a subscription dialog shows a failed call, keeping what was chosen: a 400's field messages on
 * their fields, another refusal (an overlap, payments in the way) as the API's message in the dialog,
 * and a network or server failure as the toast `failed`.
 */
export function useDialogErrors<Values>(form: FormInstance<Values>, fields: readonly (keyof Values & string)[], failed: string) {
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const fieldErrors = fieldErrorsFor(error, fields);
    if (fieldErrors.length > 0) {
      form.setFields(fieldErrors as Parameters<FormInstance<Values>['setFields']>[0]);
      return;
    }
    const message = refusalMessage(error);
    if (message) setRefusal(message);
    else toast.error(failed);
  };
  return { refusal, clearRefusal: () => setRefusal(null), onError };
}

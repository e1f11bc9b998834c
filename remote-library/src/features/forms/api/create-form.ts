import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { formCreateSchema, formSchema, type Form, type FormCreateRequest } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import { FORMS_PATH } from './get-form';

/** POST /api/v1/forms: the input is checked and normalised by the contract (titles trimmed, empty constraints dropped). */
export async function createForm(input: FormCreateRequest): Promise<Form> {
  return formSchema.parse(await apiClient.post<unknown>(FORMS_PATH, formCreateSchema.parse(input)));
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: (form) => {
      queryClient.setQueryData(libraryKeys.item('forms', form.id), form);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.kind('forms') });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { formSchema, type Form } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import { formPath } from './get-form';

/** POST /api/v1/forms/{id}/duplicate: an editable copy ("Copia de …") of a product or own form. */
export async function duplicateForm(id: number): Promise<Form> {
  return formSchema.parse(await apiClient.post<unknown>(`${formPath(id)}/duplicate`));
}

export function useDuplicateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateForm,
    onSuccess: (copy) => {
      queryClient.setQueryData(libraryKeys.item('forms', copy.id), copy);
      return queryClient.invalidateQueries({ queryKey: libraryKeys.kind('forms') });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { formSchema, formUpdateSchema, type Form, type FormUpdateRequest } from '@coach/shared/contracts';
import { libraryKeys } from '../../../lib/query-keys';
import { formPath } from './get-form';

export interface UpdateFormInput {
  id: number;
  changes: FormUpdateRequest;
}

/** PATCH /api/v1/forms/{id}: the editor sends the whole document (name, description, questions). */
export async function updateForm({ id, changes }: UpdateFormInput): Promise<Form> {
  return formSchema.parse(await apiClient.patch<unknown>(formPath(id), formUpdateSchema.parse(changes)));
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForm,
    onSuccess: async (form) => {
      await queryClient.invalidateQueries({ queryKey: libraryKeys.kind('forms') });
      queryClient.setQueryData(libraryKeys.item('forms', form.id), form);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { type LibraryKind } from '@coach/shared/contracts';
import { libraryKeys } from '../query-keys';
import { itemPath } from './item-schemas';

/** DELETE /api/v1/{kind}/{id}: archives the item (204); it leaves the lists, GET by id still answers it. */
export async function deleteItem(kind: LibraryKind, id: number): Promise<void> {
  await apiClient.delete<unknown>(itemPath(kind, id));
}

export function useDeleteItem(kind: LibraryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteItem(kind, id),
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: libraryKeys.lists(kind) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.item(kind, id) }),
      ]),
  });
}

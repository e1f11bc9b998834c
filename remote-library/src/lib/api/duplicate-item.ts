import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { type LibraryKind } from '@coach/shared/contracts';
import { libraryKeys } from '../query-keys';
import { itemPath, parseItemRef, type LibraryItemRef } from './item-schemas';

/** POST /api/v1/{kind}/{id}/duplicate: an editable copy of the trainer's own ("Copia de …"), 201. */
export async function duplicateItem(kind: LibraryKind, id: number): Promise<LibraryItemRef> {
  const body = await apiClient.post<unknown>(`${itemPath(kind, id)}/duplicate`);
  return parseItemRef(kind, body);
}

export function useDuplicateItem(kind: LibraryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => duplicateItem(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.lists(kind) }),
  });
}

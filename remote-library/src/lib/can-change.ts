import { isAdministrator, useSession } from '@coach/shared';
import type { LibrarySource } from '@coach/shared/contracts';

/** What deciding needs of an item: whose library it is and who created it. */
export interface ChangeableItem {
  source: LibrarySource;
  createdByUserId?: number | null;
}

/** The signed-in member, as far as the library's permissions go (both missing while signed out). */
export interface LibraryMember {
  role: string | null | undefined;
  userId: number | null | undefined;
}

/**
 * Whether the member may edit, delete, archive or change the image or video of an item: never a Coach
 * item; an Administrador any of the business's; an Entrenador only what they created (the API answers
 * 403 otherwise, docs/permissions.md). Duplicar is for everybody and is not decided here.
 */
export const canChangeItem = (item: ChangeableItem, { role, userId }: LibraryMember): boolean =>
  item.source === 'own' && (isAdministrator(role) || (userId != null && item.createdByUserId === userId));

/** The signed-in member's {@link canChangeItem}, as a function of the item. */
export function useCanChange(): (item: ChangeableItem) => boolean {
  const role = useSession((state) => state.user?.role);
  const userId = useSession((state) => state.user?.id);
  return (item) => canChangeItem(item, { role, userId });
}

/** Under the actions of an item someone else on the team made, for an Entrenador who cannot change it. */
export const othersItemNote = 'Lo creó otra persona del equipo: podés duplicarlo para tener tu versión.';

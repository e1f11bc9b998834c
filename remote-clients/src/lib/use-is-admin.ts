import { useSession } from '@coach/shared';

/**
 * Whether the signed-in member is an Administrador (the access token's `role` claim): only they see the
 * business's trainers, filter by them and move clients between them. An Entrenador sees only their own
 * clients, so none of that is shown to them (and GET /team/members would answer them 403).
 */
export const useIsAdmin = (): boolean => useSession((state) => state.user?.role === 'AD');

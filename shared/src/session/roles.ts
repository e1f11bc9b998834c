import type { WebRole } from '../contracts/auth';
import { useSession } from './session-store';

/*
 * What the signed-in member's role (the access token's `role` claim) lets the screens offer. The API
 * decides (api/src/modules/team/permissions.ts, docs/permissions.md); the screens only avoid showing a
 * button that could only answer 403. Unknown or missing roles are treated as a trainer's: a screen that
 * cannot tell offers less, never more.
 */

const ADMIN: WebRole = 'AD';

/** An Administrador: Equipo, Mi negocio's changes, the plans' changes, Cobros and the export. */
export const isAdministrator = (role: string | null | undefined): boolean => role === ADMIN;

/** Whether the signed-in member is an Administrador (false while signed out). */
export const useIsAdmin = (): boolean => useSession((state) => isAdministrator(state.user?.role));

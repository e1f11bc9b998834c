import { isApiError } from '@coach/shared';

/**
 * The API's own words when it refuses a change with 403: a Coach item ("No tenés permisos para editar
 * este ejercicio"), or, for an Entrenador, an item another member of the business made ("No tenés
 * permisos para editar/eliminar"). The screens hide those buttons (lib/can-change), but a role or an
 * item can change after they loaded: this is what the trainer reads then instead of "Intentá de nuevo".
 */
export const permissionRefusal = (error: unknown): string | undefined => (isApiError(error) && error.status === 403 ? error.message : undefined);

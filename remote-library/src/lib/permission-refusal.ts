import { isApiError } from '@coach/shared';

/**
 * The API's own words when it refuses a change with 403: a Coach item ("No tenés permisos para editar
 * este ejercicio"), or, for an Entrenador, an item another member of the business made ("No tenés
 * permisos para editar/eliminar"). The list and the item do not say who made an item, so the buttons are
 * there and this is what the trainer reads instead of "Intentá de nuevo", which would not help.
 */
export const permissionRefusal = (error: unknown): string | undefined => (isApiError(error) && error.status === 403 ? error.message : undefined);

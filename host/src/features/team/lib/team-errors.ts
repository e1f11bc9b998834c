import { isApiError } from '@coach/shared';

/** The API's own words for what it refused (last administrator, own role…); for anything else, try later. */
export const problemOf = (error: unknown): string =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : 'Intentá de nuevo en unos minutos.';

/** A deactivation the API refused because the member still has clients (they changed since the list was read). */
export const needsReassign = (error: unknown) => isApiError(error) && error.code === 'REASSIGN_REQUIRED';

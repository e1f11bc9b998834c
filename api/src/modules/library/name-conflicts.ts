import { libraryMessages, type LibraryKind } from '@coach/shared/contracts';
import { isUniqueViolation } from '../../db/errors';
import { LIBRARY_NAME_UNIQUE } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/**
 * The unique index on (gym_id, name_key) refused the write: 409 RESOURCE_ALREADY_EXIST with the
 * create or the update text (SPEC.md section 8 has one of each). Checking before writing would
 * still race; the index is the one place that decides.
 */
export function rethrowNameConflict(error: unknown, kind: LibraryKind, on: 'create' | 'update'): never {
  if (isUniqueViolation(error, LIBRARY_NAME_UNIQUE[kind])) {
    const message = on === 'create' ? libraryMessages.alreadyExistsOnCreate(kind) : libraryMessages.alreadyExistsOnUpdate(kind);
    throw new ApiError(409, 'RESOURCE_ALREADY_EXIST', message);
  }
  throw error;
}

/** Runs a write, turning a taken name into the kind's 409. */
export async function withUniqueName<T>(kind: LibraryKind, on: 'create' | 'update', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    rethrowNameConflict(error, kind, on);
  }
}

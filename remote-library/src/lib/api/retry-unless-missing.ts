import { isApiError } from '@coach/shared';

/** Whether a failed load means the item does not exist (or is another business's). */
export const isMissing = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** React Query `retry` for an item: once for a network or server failure, never for a missing item. */
export const retryUnlessMissing = (failures: number, error: Error): boolean => !isMissing(error) && failures < 1;

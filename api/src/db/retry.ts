import type { Db } from './client';
import { isTransactionConflict } from './errors';

export const CONFLICT_ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` again when PostgreSQL rolled it back to break a deadlock or a serialization conflict
 * (what its manual asks of applications), up to `attempts` times in all, after a short random pause
 * so that the two sides do not meet again. `work` must be a whole transaction: nothing of a failed
 * attempt remains. Any other error, or the last conflict, is thrown (a conflict answers 503).
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await pause(5 + Math.random() * 20 * attempt);
    }
  }
}

/** `db.transaction(run)`, run again on a deadlock or serialization conflict (see retryOnConflict). */
export function transactionWithRetry<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return retryOnConflict(() => db.transaction(run));
}

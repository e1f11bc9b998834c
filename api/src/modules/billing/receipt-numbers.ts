import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { receiptCounters } from '../../db/schema';

/**
 * Takes the business's next `count` receipt numbers (1, 2, 3… per business) and answers the first one.
 * It must run in the transaction that inserts the payments: the counter's row stays locked until that
 * transaction ends, so a concurrent payment of the same business waits and takes the numbers after
 * these, and a payment that rolls back gives its number back. A business's first payment creates the
 * row (`on conflict`: two first payments at once still get 1 and 2).
 */
export async function takeReceiptNumbers(tx: Db, gymId: number, count = 1): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ gymId, lastNumber: count })
    .onConflictDoUpdate({ target: receiptCounters.gymId, set: { lastNumber: sql`${receiptCounters.lastNumber} + ${count}` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return row!.lastNumber - count + 1;
}

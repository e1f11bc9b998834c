import type { Db } from '../../db/client';
import { actionLogs } from '../../db/schema';

export async function insertActionLog(
  db: Db,
  values: { gymId: number; userId: number; action: string; metadata: Record<string, unknown>; createdAt: Date },
) {
  const [row] = await db.insert(actionLogs).values(values).returning();
  if (!row) throw new Error('action log insert returned no row');
  return row;
}

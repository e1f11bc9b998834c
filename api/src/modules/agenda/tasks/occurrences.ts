import type { TaskOccurrence } from '@coach/shared/contracts';
import type { Db } from '../../../db/client';

export interface TaskOccurrenceFilters {
  from: string;
  to: string;
  clientId?: number;
}

/** The business's task occurrences between from and to (both included), exceptions and completions applied. Being built (issue 11). */
export async function listTaskOccurrences(_db: Db, _gymId: number, _filters: TaskOccurrenceFilters): Promise<TaskOccurrence[]> {
  return [];
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { taskCompletions, tasks } from '../../../db/schema';
import type { PlannedTask } from '../schedule';

/** Who writes the tasks, and when. */
export interface TaskWriter {
  gymId: number;
  userId: number;
  now: Date;
}

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * The same planned tasks for each assignment, as ordinary single-day tasks linked to it, in ONE
 * statement whatever their number (50 clients × 12 weeks × 5 a day is ~21,000 rows): the assignments
 * as two array parameters, the program's items as one jsonb parameter, crossed.
 */
export async function insertPlannedTasks(
  db: Db,
  writer: TaskWriter,
  assignments: ReadonlyArray<{ id: number; clientId: number }>,
  planned: readonly PlannedTask[],
): Promise<void> {
  if (assignments.length === 0 || planned.length === 0) return;
  const items = JSON.stringify(
    planned.map(({ date, item }) => ({ d: date, t: item.type, i: item.itemId, g: item.goal, m: item.durationMin, k: item.distanceKm })),
  );
  await db.execute(sql`
    insert into ${tasks} (gym_id, client_id, created_by_user_id, type, activity_id, workout_id, form_id, date, last_date,
      goal, duration_min, distance_km, program_assignment_id, created_at, updated_at)
    select ${writer.gymId}, a.c, ${writer.userId}, p.t,
      case when p.t = 'activity' then p.i end, case when p.t = 'workout' then p.i end, case when p.t = 'form' then p.i end,
      p.d, p.d, p.g, p.m, p.k, a.a, ${writer.now.toISOString()}::timestamptz, ${writer.now.toISOString()}::timestamptz
    from unnest(${intArray(assignments.map((a) => a.id))}, ${intArray(assignments.map((a) => a.clientId))}) as a(a, c)
    cross join jsonb_to_recordset(${items}::jsonb) as p(d date, t text, i int, g text, m int, k numeric(7, 2))
    order by a.a, p.d`);
}

/** A task the client registered (single tasks have one registration at most). */
export const registered = sql`exists (select 1 from ${taskCompletions} where ${taskCompletions.taskId} = ${tasks.id})`;
export const notRegistered = sql`not ${registered}`;

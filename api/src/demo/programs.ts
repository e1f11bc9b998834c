import { taskCompletionCreateSchema } from '@coach/shared/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { programAssignments, programs, tasks } from '../db/schema';
import { createCompletion } from '../modules/agenda/client-app/completions';
import { addDays, mondayOf } from '../modules/agenda/recurrence/calendar-days';
import { wallClockToInstant } from '../modules/agenda/recurrence/wall-clock';
import { insertPlannedTasks } from '../modules/programs/assignments/task-writer';
import { endDateOf, plannedTasks } from '../modules/programs/schedule';
import type { Random } from './random';

/** The product program the demo's runner follows (product/programs.ts). */
const DEMO_PROGRAM_KEY = 'running-5k-en-6-semanas';

/**
 * One client on the product's "Running 5K en 6 semanas", aligned to Monday and started two Mondays
 * ago (the Planificación shows "semana 3 de 6"), with most of the runs and sessions before today
 * registered. Written as the assignment endpoint writes it (its start may be in the past here).
 */
export async function seedDemoProgram(
  db: Db,
  random: Random,
  { gymId, trainerId, clientId, timeZone, today }: { gymId: number; trainerId: number; clientId: number; timeZone: string; today: string },
): Promise<{ assignments: number; tasks: number; completions: number }> {
  const [program] = await db.select().from(programs).where(and(eq(programs.productKey, DEMO_PROGRAM_KEY), isNull(programs.archivedAt)));
  if (!program) return { assignments: 0, tasks: 0, completions: 0 };
  const startDate = addDays(mondayOf(today), -14);
  const at = (date: string, time: string) => wallClockToInstant(`${date}T${time}`, timeZone);
  const createdAt = at(addDays(startDate, -3), '10:00');
  const [assignment] = await db
    .insert(programAssignments)
    .values({ gymId, programId: program.id, clientId, createdByUserId: trainerId, startDate, alignToMonday: true, weeks: program.weeks, endDate: endDateOf(startDate, program.weeks, []), createdAt, updatedAt: createdAt })
    .returning();
  const planned = plannedTasks(program.days, program.weeks, startDate, []);
  await insertPlannedTasks(db, { gymId, userId: trainerId, now: createdAt }, [assignment!], planned);

  const past = await db
    .select({ id: tasks.id, type: tasks.type, date: tasks.date, durationMin: tasks.durationMin, distanceKm: tasks.distanceKm })
    .from(tasks)
    .where(eq(tasks.programAssignmentId, assignment!.id))
    .orderBy(asc(tasks.date), asc(tasks.id));
  let completions = 0;
  for (const task of past) {
    // Forms (the weekly check-in) are left for the client to answer; runs and sessions mostly done.
    if (task.date >= today || task.type === 'form' || !random.chance(0.85)) continue;
    const distance = task.distanceKm === null ? null : Math.round((Number(task.distanceKm) + (random.next() - 0.5) * 0.6) * 10) / 10;
    const completion = taskCompletionCreateSchema.parse({
      date: task.date,
      durationMin: task.durationMin === null ? (task.type === 'workout' ? random.int(30, 45) : null) : task.durationMin + random.int(-3, 5),
      distanceKm: distance,
    });
    const hour = `${String(random.int(7, 20)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    await createCompletion({ db, now: () => at(task.date, hour) }, gymId, clientId, task.id, completion);
    completions += 1;
  }
  return { assignments: 1, tasks: planned.length, completions };
}

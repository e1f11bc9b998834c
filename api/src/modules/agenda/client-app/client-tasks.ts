import type { Activity, ClientAppTask, ClientAppTaskList, ClientAppTaskProgram, Form, Workout } from '@coach/shared/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, exercises, forms, programAssignments, programs, tasks, workouts, type StoredPause } from '../../../db/schema';
import { currentWeekOf } from '../../programs/schedule';
import { toActivity } from '../../library/activities/activities';
import { toExercise } from '../../library/exercises/exercises';
import { readableBy } from '../../library/access';
import { toForm } from '../../library/forms/forms';
import type { MediaUrls } from '../../library/item-media';
import { loadExerciseRefs } from '../../library/workouts/exercise-refs';
import { toWorkout } from '../../library/workouts/workouts';
import { listTaskOccurrencesOfGym, type TaskOccurrenceFilters } from '../tasks/occurrences';

const idsOf = (ids: Iterable<number>) => [...new Set(ids)];

/**
 * The program each of these tasks came from (tasks.program_assignment_id), with what the week of a
 * task's day needs: the assignment's start, weeks and pauses. One query; tasks of no program are absent.
 */
async function programsOfTasks(db: Db, gymId: number, taskIds: number[]) {
  if (taskIds.length === 0) return new Map<number, { name: string; startDate: string; weeks: number; pauses: StoredPause[] }>();
  const rows = await db
    .select({
      taskId: tasks.id,
      name: programs.name,
      startDate: programAssignments.startDate,
      weeks: programAssignments.weeks,
      pauses: programAssignments.pauses,
    })
    .from(tasks)
    .innerJoin(programAssignments, and(eq(programAssignments.id, tasks.programAssignmentId), eq(programAssignments.gymId, gymId)))
    .innerJoin(programs, eq(programs.id, programAssignments.programId))
    .where(and(eq(tasks.gymId, gymId), inArray(tasks.id, taskIds), isNotNull(tasks.programAssignmentId)));
  return new Map(rows.map(({ taskId, ...program }) => [taskId, program]));
}

/**
 * GET /client-app/tasks: the client's occurrences, each with what to do, answered as the library
 * answers it (the activity with its media, the workout with its groups and series, the form with its
 * questions), and the workouts' exercises once each (instructions, video). One query per kind of item,
 * whatever the number of occurrences.
 */
export async function listClientAppTasks(
  deps: { db: Db; urls: MediaUrls },
  gymId: number,
  clientId: number,
  range: Omit<TaskOccurrenceFilters, 'clientId'>,
): Promise<ClientAppTaskList> {
  const { db, urls } = deps;
  const occurrences = await listTaskOccurrencesOfGym(db, gymId, { ...range, clientId });
  const idsOfType = (type: ClientAppTask['type']) => idsOf(occurrences.filter((item) => item.type === type).map((item) => item.itemId));
  const activityIds = idsOfType('activity');
  const workoutIds = idsOfType('workout');
  const formIds = idsOfType('form');
  const [activityRows, workoutRows, formRows] = await Promise.all([
    activityIds.length > 0 ? db.select().from(activities).where(and(inArray(activities.id, activityIds), readableBy(activities, gymId))) : [],
    workoutIds.length > 0 ? db.select().from(workouts).where(and(inArray(workouts.id, workoutIds), readableBy(workouts, gymId))) : [],
    formIds.length > 0 ? db.select().from(forms).where(and(inArray(forms.id, formIds), readableBy(forms, gymId))) : [],
  ]);
  const exerciseIds = idsOf(workoutRows.flatMap((row) => row.exerciseIds));
  const [refs, exerciseRows, programByTask] = await Promise.all([
    loadExerciseRefs(db, gymId, exerciseIds, urls),
    exerciseIds.length > 0 ? db.select().from(exercises).where(and(inArray(exercises.id, exerciseIds), readableBy(exercises, gymId))) : [],
    programsOfTasks(db, gymId, idsOf(occurrences.map((item) => item.id))),
  ]);
  const programOf = (item: { id: number; date: string }): ClientAppTaskProgram | null => {
    const program = programByTask.get(item.id);
    return program ? { name: program.name, week: currentWeekOf(program.startDate, program.weeks, program.pauses, item.date), weeks: program.weeks } : null;
  };
  const activityById = new Map<number, Activity>(activityRows.map((row) => [row.id, toActivity(row, urls)]));
  const workoutById = new Map<number, Workout>(workoutRows.map((row) => [row.id, toWorkout(row, refs)]));
  const formById = new Map<number, Form>(formRows.map((row) => [row.id, toForm(row)]));
  const items = occurrences.map((item) => ({
    ...item,
    activity: item.type === 'activity' ? (activityById.get(item.itemId) ?? null) : null,
    workout: item.type === 'workout' ? (workoutById.get(item.itemId) ?? null) : null,
    form: item.type === 'form' ? (formById.get(item.itemId) ?? null) : null,
    program: programOf(item),
  }));
  return { items, exercises: exerciseRows.map((row) => toExercise(row, urls)) };
}

import type { Activity, ClientAppTask, ClientAppTaskList, Form, Workout } from '@coach/shared/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, exercises, forms, workouts } from '../../../db/schema';
import { toActivity } from '../../library/activities/activities';
import { toExercise } from '../../library/exercises/exercises';
import { readableBy } from '../../library/access';
import { toForm } from '../../library/forms/forms';
import type { MediaUrls } from '../../library/item-media';
import { loadExerciseRefs } from '../../library/workouts/exercise-refs';
import { toWorkout } from '../../library/workouts/workouts';
import { listTaskOccurrences, type TaskOccurrenceFilters } from '../tasks/occurrences';

const idsOf = (ids: Iterable<number>) => [...new Set(ids)];

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
  const occurrences = await listTaskOccurrences(db, gymId, { ...range, clientId });
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
  const [refs, exerciseRows] = await Promise.all([
    loadExerciseRefs(db, gymId, exerciseIds, urls),
    exerciseIds.length > 0 ? db.select().from(exercises).where(and(inArray(exercises.id, exerciseIds), readableBy(exercises, gymId))) : [],
  ]);
  const activityById = new Map<number, Activity>(activityRows.map((row) => [row.id, toActivity(row, urls)]));
  const workoutById = new Map<number, Workout>(workoutRows.map((row) => [row.id, toWorkout(row, refs)]));
  const formById = new Map<number, Form>(formRows.map((row) => [row.id, toForm(row)]));
  const items = occurrences.map((item) => ({
    ...item,
    activity: item.type === 'activity' ? (activityById.get(item.itemId) ?? null) : null,
    workout: item.type === 'workout' ? (workoutById.get(item.itemId) ?? null) : null,
    form: item.type === 'form' ? (formById.get(item.itemId) ?? null) : null,
  }));
  return { items, exercises: exerciseRows.map((row) => toExercise(row, urls)) };
}

import { productActivities } from './activities';
import { activityCover, exerciseCover } from './covers';
import { productExercises } from './exercises';
import { productForms } from './forms';
import { productPrograms } from './programs';
import type { ProductLibrarySource } from './types';
import { productWorkouts } from './workouts';

/** The product library every business sees, read-only (SPEC.md section 6); product/sync.ts writes it. */
export const productLibrary: ProductLibrarySource = {
  exercises: productExercises,
  activities: productActivities,
  workouts: productWorkouts,
  forms: productForms,
  programs: productPrograms,
  exerciseCover,
  activityCover,
};

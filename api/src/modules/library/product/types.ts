import type { FormQuestionInput, MuscleGroup, WorkoutMode } from '@coach/shared/contracts';

/*
 * The product library's source: items every business sees, read-only (SPEC.md section 6). Each has
 * a stable `key` (kebab-case, never reused): startup syncs rows by key (modules/library/product/
 * sync.ts), so editing a text here updates it for everybody on the next release, and businesses'
 * own items are never touched.
 */

export interface ProductExercise {
  key: string;
  name: string;
  instructions: string;
  keywords: string[];
  muscleGroups: MuscleGroup[];
}

export interface ProductActivity {
  key: string;
  name: string;
  instructions: string;
  keywords: string[];
}

export interface ProductSeries {
  reps?: number;
  seconds?: number;
  restSeconds: number;
  weightKg?: number;
}

export interface ProductWorkout {
  key: string;
  name: string;
  description: string;
  mode: WorkoutMode;
  groups: Array<{
    name: string;
    instructions?: string;
    /** Exercises by their ProductExercise key. */
    exercises: Array<{ exercise: string; series: ProductSeries[] }>;
  }>;
}

export interface ProductForm {
  key: string;
  name: string;
  description: string;
  questions: FormQuestionInput[];
}

/** The whole product library, as product/index.ts exports it and product/sync.ts writes it. */
export interface ProductLibrarySource {
  exercises: ProductExercise[];
  activities: ProductActivity[];
  workouts: ProductWorkout[];
  forms: ProductForm[];
  /** Each exercise's cover, an SVG drawn by our code (no copied material). */
  exerciseCover(exercise: ProductExercise): string;
  activityCover(activity: ProductActivity): string;
}

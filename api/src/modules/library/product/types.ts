import type { FormQuestionInput, MuscleGroup, ProgramItemType, WorkoutMode } from '@coach/shared/contracts';

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

export interface ProductProgramItem {
  type: ProgramItemType;
  /** The product workout, activity or form, by its key. */
  item: string;
  goal?: string;
  durationMin?: number;
  distanceKm?: number;
}

export interface ProductProgram {
  key: string;
  name: string;
  description: string;
  weeks: number;
  days: Array<{ week: number; day: number; items: ProductProgramItem[] }>;
}

/** The whole product library, as product/index.ts exports it and product/sync.ts writes it. */
export interface ProductLibrarySource {
  exercises: ProductExercise[];
  activities: ProductActivity[];
  workouts: ProductWorkout[];
  forms: ProductForm[];
  programs: ProductProgram[];
  /** Each exercise's cover, an SVG drawn by our code (no copied material). */
  exerciseCover(exercise: ProductExercise): string;
  activityCover(activity: ProductActivity): string;
}

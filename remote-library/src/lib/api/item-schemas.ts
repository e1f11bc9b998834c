import { activitySchema, exerciseSchema, formSchema, programSchema, workoutSchema, type LibraryKind } from '@coach/shared/contracts';

/** The schema a whole item of each kind is parsed with (GET by id, POST, PATCH, duplicate). */
export const itemSchemas = {
  exercises: exerciseSchema,
  activities: activitySchema,
  workouts: workoutSchema,
  forms: formSchema,
  programs: programSchema,
} as const;

/** What every kind's item has: enough for toasts and links. */
export interface LibraryItemRef {
  id: number;
  name: string;
}

export const kindPath = (kind: LibraryKind): string => `/api/v1/${kind}`;
export const itemPath = (kind: LibraryKind, id: number): string => `${kindPath(kind)}/${id}`;

/** Parses a whole item of any kind and keeps its id and name. */
export function parseItemRef(kind: LibraryKind, body: unknown): LibraryItemRef {
  const { id, name } = itemSchemas[kind].parse(body);
  return { id, name };
}

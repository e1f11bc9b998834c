import type { Exercise, exerciseCreateSchema, exerciseUpdateSchema } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { exercises, type ExerciseRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { lockForChangeInScope } from '../access';
import { duplicateSource } from '../duplicate';
import { mediaFieldsOf, videoLinkColumns, type MediaUrls } from '../item-media';
import { itemBaseOf } from '../library-tables';
import { withUniqueName } from '../name-conflicts';
import { nameColumns } from '../names';
import { releaseReplacedVideo, type VideoReleaseDeps } from '../video-release';

export type ExerciseCreate = z.output<typeof exerciseCreateSchema>;
export type ExerciseUpdate = z.output<typeof exerciseUpdateSchema>;

interface WriteDeps {
  db: Db;
  now: () => Date;
}

/** A row as every exercise endpoint answers it (media as signed URLs). */
export const toExercise = (row: ExerciseRow, urls: MediaUrls): Exercise => ({
  ...itemBaseOf(row),
  instructions: row.instructions,
  keywords: row.keywords,
  muscleGroups: row.muscleGroups,
  ...mediaFieldsOf(row, urls),
});

export async function createExercise(deps: WriteDeps, scope: Scope, input: ExerciseCreate): Promise<ExerciseRow> {
  const now = deps.now();
  const [row] = await withUniqueName('exercises', 'create', () =>
    deps.db
      .insert(exercises)
      .values({
        gymId: scope.gymId,
        createdByUserId: scope.userId,
        ...nameColumns(input.name, input.keywords),
        instructions: input.instructions,
        keywords: input.keywords,
        muscleGroups: input.muscleGroups,
        ...(input.videoUrl ? videoLinkColumns(input.videoUrl) : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('exercise insert returned no row');
  return row;
}

/**
 * Changes the fields sent. A video link replaces whatever video there was, null or "" removes it;
 * an uploaded file nobody shows any more is then released.
 */
export async function updateExercise(deps: VideoReleaseDeps & WriteDeps, scope: Scope, id: number, changes: ExerciseUpdate): Promise<ExerciseRow> {
  const { before, row } = await withUniqueName('exercises', 'update', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockForChangeInScope(tx, 'exercises', scope, id, 'edit');
      const name = changes.name ?? current.name;
      const keywords = changes.keywords ?? current.keywords;
      const [updated] = await tx
        .update(exercises)
        .set({
          ...nameColumns(name, keywords),
          instructions: changes.instructions,
          keywords: changes.keywords,
          muscleGroups: changes.muscleGroups,
          ...(changes.videoUrl !== undefined ? videoLinkColumns(changes.videoUrl) : {}),
          updatedAt: deps.now(),
        })
        .where(eq(exercises.id, id))
        .returning();
      if (!updated) throw new Error('exercise update returned no row');
      return { before: current, row: updated };
    }),
  );
  await releaseReplacedVideo(deps, before, row);
  return row;
}

/** An own, editable copy of an exercise of the business or of the product, media included. */
export async function duplicateExercise(deps: WriteDeps, scope: Scope, id: number): Promise<ExerciseRow> {
  const { source, name } = await duplicateSource(deps.db, 'exercises', scope.gymId, id);
  const now = deps.now();
  const [row] = await withUniqueName('exercises', 'create', () =>
    deps.db
      .insert(exercises)
      .values({
        gymId: scope.gymId,
        createdByUserId: scope.userId,
        ...nameColumns(name, source.keywords),
        instructions: source.instructions,
        keywords: source.keywords,
        muscleGroups: source.muscleGroups,
        videoProvider: source.videoProvider,
        videoRef: source.videoRef,
        videoContentType: source.videoContentType,
        imageKey: source.imageKey,
        thumbnailKey: source.thumbnailKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('exercise insert returned no row');
  return row;
}

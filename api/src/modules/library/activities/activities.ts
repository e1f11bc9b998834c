import type { Activity, activityCreateSchema, activityUpdateSchema } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { activities, type ActivityRow } from '../../../db/schema';
import type { Scope } from '../../team/scope';
import { lockForChangeInScope } from '../access';
import { duplicateSource } from '../duplicate';
import { mediaFieldsOf, videoLinkColumns, type MediaUrls } from '../item-media';
import { itemBaseOf } from '../library-tables';
import { withUniqueName } from '../name-conflicts';
import { nameColumns } from '../names';
import { releaseReplacedVideo, type VideoReleaseDeps } from '../video-release';

export type ActivityCreate = z.output<typeof activityCreateSchema>;
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;

interface WriteDeps {
  db: Db;
  now: () => Date;
}

/** A row as every activity endpoint answers it (media as signed URLs). */
export const toActivity = (row: ActivityRow, urls: MediaUrls): Activity => ({
  ...itemBaseOf(row),
  instructions: row.instructions,
  keywords: row.keywords,
  ...mediaFieldsOf(row, urls),
});

export async function createActivity(deps: WriteDeps, scope: Scope, input: ActivityCreate): Promise<ActivityRow> {
  const now = deps.now();
  const [row] = await withUniqueName('activities', 'create', () =>
    deps.db
      .insert(activities)
      .values({
        gymId: scope.gymId,
        createdByUserId: scope.userId,
        ...nameColumns(input.name, input.keywords),
        instructions: input.instructions,
        keywords: input.keywords,
        ...(input.videoUrl ? videoLinkColumns(input.videoUrl) : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('activity insert returned no row');
  return row;
}

/**
 * Changes the fields sent. A video link replaces whatever video there was, null or "" removes it;
 * an uploaded file nobody shows any more is then released.
 */
export async function updateActivity(deps: VideoReleaseDeps & WriteDeps, scope: Scope, id: number, changes: ActivityUpdate): Promise<ActivityRow> {
  const { before, row } = await withUniqueName('activities', 'update', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockForChangeInScope(tx, 'activities', scope, id, 'edit');
      const name = changes.name ?? current.name;
      const keywords = changes.keywords ?? current.keywords;
      const [updated] = await tx
        .update(activities)
        .set({
          ...nameColumns(name, keywords),
          instructions: changes.instructions,
          keywords: changes.keywords,
          ...(changes.videoUrl !== undefined ? videoLinkColumns(changes.videoUrl) : {}),
          updatedAt: deps.now(),
        })
        .where(eq(activities.id, id))
        .returning();
      if (!updated) throw new Error('activity update returned no row');
      return { before: current, row: updated };
    }),
  );
  await releaseReplacedVideo(deps, before, row);
  return row;
}

/** An own, editable copy of an activity of the business or of the product, media included. */
export async function duplicateActivity(deps: WriteDeps, scope: Scope, id: number): Promise<ActivityRow> {
  const { source, name } = await duplicateSource(deps.db, 'activities', scope.gymId, id);
  const now = deps.now();
  const [row] = await withUniqueName('activities', 'create', () =>
    deps.db
      .insert(activities)
      .values({
        gymId: scope.gymId,
        createdByUserId: scope.userId,
        ...nameColumns(name, source.keywords),
        instructions: source.instructions,
        keywords: source.keywords,
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
  if (!row) throw new Error('activity insert returned no row');
  return row;
}

import type { Activity, Exercise } from '@coach/shared/contracts';
import type { ActivityRow, ExerciseRow } from '../../../db/schema';
import { mediaFieldsOf } from './media-fields';
import type { MediaItemRow, MediaKind } from './media-items';
import type { MediaUrlSigner } from './media-urls';

/*
 * What the upload routes answer: the item, in the shape GET /api/v1/{kind}/{id} answers it. Kept
 * here until the library's own mappers (the CRUD module) exist, so the two answer the same.
 */

const baseOf = (row: ExerciseRow | ActivityRow) => ({
  id: row.id,
  source: row.gymId === null ? ('product' as const) : ('own' as const),
  name: row.name,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  instructions: row.instructions,
  keywords: row.keywords,
});

export function exerciseResponse(row: ExerciseRow, urls: Pick<MediaUrlSigner, 'urlFor'>): Exercise {
  return { ...baseOf(row), muscleGroups: row.muscleGroups, ...mediaFieldsOf(row, urls) };
}

export function activityResponse(row: ActivityRow, urls: Pick<MediaUrlSigner, 'urlFor'>): Activity {
  return { ...baseOf(row), ...mediaFieldsOf(row, urls) };
}

export function itemResponse<K extends MediaKind>(kind: K, row: MediaItemRow<K>, urls: Pick<MediaUrlSigner, 'urlFor'>): Exercise | Activity {
  return kind === 'exercises' ? exerciseResponse(row as ExerciseRow, urls) : activityResponse(row as ActivityRow, urls);
}

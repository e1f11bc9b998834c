import type { Activity, Exercise } from '@coach/shared/contracts';
import type { ActivityRow, ExerciseRow } from '../../../db/schema';
import { toActivity } from '../activities/activities';
import { toExercise } from '../exercises/exercises';
import type { MediaUrls } from '../item-media';
import type { MediaItemRow, MediaKind } from './media-items';

/** What the upload routes answer: the item, exactly as GET /api/v1/{kind}/{id} answers it. */
export function itemResponse<K extends MediaKind>(kind: K, row: MediaItemRow<K>, urls: MediaUrls): Exercise | Activity {
  return kind === 'exercises' ? toExercise(row as ExerciseRow, urls) : toActivity(row as ActivityRow, urls);
}

import type { FormInstance } from 'antd';
import { fieldErrorsFor, isApiError } from '@coach/shared';
import { libraryMessages, type LibraryKind, type MuscleGroup } from '@coach/shared/contracts';
import type { VideoMode } from '../components/video-field';
import type { MediaItem } from './media-item';

/** The editor's fields (the files live beside the form, not in it). */
export interface MediaItemFormValues {
  name: string;
  instructions: string;
  keywords: string[];
  muscleGroups: MuscleGroup[];
  videoMode: VideoMode;
  videoUrl: string;
}

/** What POST and PATCH take of an exercise or an activity (activities leave muscleGroups out). */
export interface MediaItemInput {
  name: string;
  instructions: string;
  keywords: string[];
  muscleGroups?: MuscleGroup[];
  videoUrl?: string | null;
}

export const formFields = ['name', 'instructions', 'keywords', 'muscleGroups', 'videoUrl'] as const;

export function initialValues(item: MediaItem | undefined): MediaItemFormValues {
  const video = item?.video ?? null;
  return {
    name: item?.name ?? '',
    instructions: item?.instructions ?? '',
    keywords: item?.keywords ?? [],
    muscleGroups: item && 'muscleGroups' in item ? item.muscleGroups : [],
    videoMode: video?.source === 'upload' ? 'upload' : 'link',
    videoUrl: video && video.source !== 'upload' ? video.url : '',
  };
}

/**
 * The JSON to send. A link is sent in link mode (an empty box removes the item's link); in upload
 * mode the file's own request sets the video, so no link is sent.
 */
export function toInput(kind: LibraryKind, values: MediaItemFormValues, saved: MediaItem | undefined): MediaItemInput {
  const input: MediaItemInput = { name: values.name, instructions: values.instructions, keywords: values.keywords ?? [] };
  if (kind === 'exercises') input.muscleGroups = values.muscleGroups ?? [];
  if (values.videoMode === 'link') {
    const link = values.videoUrl?.trim() ?? '';
    if (link) input.videoUrl = link;
    else if (saved?.video && saved.video.source !== 'upload') input.videoUrl = null;
  }
  return input;
}

/**
 * Puts the API's answer on the form: 409 (the name is taken) on the name, 400 messages on their
 * fields. Returns false when the error belongs to no field (the caller shows a toast).
 */
export function showErrorsOnForm(form: FormInstance<MediaItemFormValues>, kind: LibraryKind, error: unknown, creating: boolean): boolean {
  if (isApiError(error) && error.status === 409) {
    const fallback = creating ? libraryMessages.alreadyExistsOnCreate(kind) : libraryMessages.alreadyExistsOnUpdate(kind);
    form.setFields([{ name: 'name', errors: [error.code === 'RESOURCE_ALREADY_EXIST' && error.message ? error.message : fallback] }]);
    return true;
  }
  const fields = fieldErrorsFor(error, formFields);
  if (fields.length === 0) return false;
  form.setFields(fields);
  return true;
}

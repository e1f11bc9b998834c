import {
  PROGRESS_PHOTO_FIELD,
  PROGRESS_PHOTO_LIMITS,
  personalRecordListSchema,
  progressPaths,
  progressPhotoListSchema,
  progressPhotoSchema,
  type PersonalRecordList,
  type ProgressPhoto,
  type ProgressPhotoList,
} from '@coach/shared/contracts';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoUpload } from '../../../lib/progress/progress-photos';

const DAY_MS = 24 * 60 * 60_000;
const recordsKey = [...clientAppKeys.progress, 'records'] as const;
const photosKey = [...clientAppKeys.progress, 'photos'] as const;

/** GET /api/v1/client-app/records: the client's personal records, by exercise. */
export async function getMyRecords(signal?: AbortSignal): Promise<PersonalRecordList> {
  return personalRecordListSchema.parse(await clientApi.get<unknown>(progressPaths.clientAppRecords, { signal }));
}

/** GET /api/v1/client-app/progress-photos: newest first, with signed URLs that expire. */
export async function getMyPhotos(signal?: AbortSignal): Promise<ProgressPhotoList> {
  const query = { pageSize: PROGRESS_PHOTO_LIMITS.pageMax };
  return progressPhotoListSchema.parse(await clientApi.get<unknown>(progressPaths.clientAppPhotos, { query, signal }));
}

/** POST /api/v1/client-app/progress-photos (multipart): online only, a photo is too big for the outbox. */
export async function uploadMyPhoto({ file, pose, date }: PhotoUpload): Promise<ProgressPhoto> {
  const body = new FormData();
  body.append('pose', pose);
  body.append('date', date);
  body.append(PROGRESS_PHOTO_FIELD, file);
  return progressPhotoSchema.parse(await clientApi.post<unknown>(progressPaths.clientAppPhotos, body));
}

export const myRecordsQueryOptions = () => queryOptions({ queryKey: recordsKey, queryFn: ({ signal }) => getMyRecords(signal), gcTime: DAY_MS });
export const myPhotosQueryOptions = () => queryOptions({ queryKey: photosKey, queryFn: ({ signal }) => getMyPhotos(signal) });
export const useMyRecords = () => useQuery(myRecordsQueryOptions());
export const useMyPhotos = () => useQuery(myPhotosQueryOptions());

export function useUploadMyPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadMyPhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }) });
}

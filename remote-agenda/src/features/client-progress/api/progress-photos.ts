import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import { PROGRESS_PHOTO_FIELD, PROGRESS_PHOTO_LIMITS, progressPaths, progressPhotoListSchema, progressPhotoSchema, type ProgressPhoto, type ProgressPhotoList } from '@coach/shared/contracts';
import type { PhotoUpload } from '../../../lib/progress/progress-photos';
import { agendaKeys } from '../../../lib/query-keys';

/** GET /api/v1/clients/{clientId}/progress-photos: newest first, with signed URLs that expire (asked again each visit). */
export async function getProgressPhotos(clientId: number, signal?: AbortSignal): Promise<ProgressPhotoList> {
  const query = { pageSize: PROGRESS_PHOTO_LIMITS.pageMax };
  return progressPhotoListSchema.parse(await apiClient.get<unknown>(progressPaths.photos(clientId), { query, signal }));
}

/** POST /api/v1/clients/{clientId}/progress-photos (multipart: photo, pose, date). */
export async function uploadProgressPhoto(clientId: number, { file, pose, date }: PhotoUpload): Promise<ProgressPhoto> {
  const body = new FormData();
  body.append('pose', pose);
  body.append('date', date);
  body.append(PROGRESS_PHOTO_FIELD, file);
  return progressPhotoSchema.parse(await apiClient.post<unknown>(progressPaths.photos(clientId), body));
}

export const useProgressPhotos = (clientId: number) =>
  useQuery({ queryKey: agendaKeys.photos(clientId), queryFn: ({ signal }) => getProgressPhotos(clientId, signal) });

export function useUploadProgressPhoto(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: PhotoUpload) => uploadProgressPhoto(clientId, photo),
    onSuccess: () => {
      announceClientChange({ clientId, facts: ['progress'] });
      return queryClient.invalidateQueries({ queryKey: agendaKeys.photos(clientId) });
    },
  });
}

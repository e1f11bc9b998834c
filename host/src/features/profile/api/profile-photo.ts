import { apiClient, profilePhotoResponseSchema, useSession, type ProfilePhotoResponse } from '@coach/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './get-me';

export async function uploadPhoto(file: File): Promise<ProfilePhotoResponse> {
  const body = new FormData();
  body.append('photo', file);
  return profilePhotoResponseSchema.parse(await apiClient.post('/api/v1/me/photo', body));
}

export const deletePhoto = async (): Promise<ProfilePhotoResponse> =>
  profilePhotoResponseSchema.parse(await apiClient.delete('/api/v1/me/photo'));

/** SPEC.md section 4: a new photo updates the session's image, then the token is refreshed. */
function usePhotoMutation<Variables>(mutationFn: (variables: Variables) => Promise<ProfilePhotoResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ image }) => {
      useSession.getState().mergeUser({ image });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      await apiClient.refreshSession();
    },
  });
}

export const useUploadPhoto = () => usePhotoMutation(uploadPhoto);
export const useDeletePhoto = () => usePhotoMutation<void>(() => deletePhoto());

import { profilePhotoResponseSchema, type ClientAppProfile, type ProfilePhotoResponse } from '@coach/shared/contracts';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const PHOTO_PATH = '/api/v1/client-app/me/photo';

export async function uploadPhoto(file: File): Promise<ProfilePhotoResponse> {
  const body = new FormData();
  body.append('photo', file);
  return profilePhotoResponseSchema.parse(await clientApi.post(PHOTO_PATH, body));
}

export const deletePhoto = async (): Promise<ProfilePhotoResponse> => profilePhotoResponseSchema.parse(await clientApi.delete(PHOTO_PATH));

/** The new photo goes into the profile the page shows, with no second request. */
function usePhotoMutation<Variables>(mutationFn: (variables: Variables) => Promise<ProfilePhotoResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ image }) => queryClient.setQueryData<ClientAppProfile>(clientAppKeys.me, (profile) => profile && { ...profile, image }),
  });
}

export const useUploadPhoto = () => usePhotoMutation(uploadPhoto);
export const useDeletePhoto = () => usePhotoMutation<void>(() => deletePhoto());

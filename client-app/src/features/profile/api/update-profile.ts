import { clientAppProfileSchema, clientAppProfileUpdateSchema, type ClientAppProfile, type ClientAppProfileUpdateRequest } from '@coach/shared/contracts';
import { clientApi, clientAppKeys } from '@coach/shared/client-app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PATH } from './get-profile';

export type ProfileUpdate = ClientAppProfileUpdateRequest;

export async function updateProfile(update: ProfileUpdate): Promise<ClientAppProfile> {
  return clientAppProfileSchema.parse(await clientApi.patch(PROFILE_PATH, clientAppProfileUpdateSchema.parse(update)));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(clientAppKeys.me, profile),
  });
}

import { apiClient, profileUpdateSchema, useSession, type MeResponse, type ProfileUpdateRequest } from '@coach/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './get-me';

export const updateProfile = (input: ProfileUpdateRequest) =>
  apiClient.patch<MeResponse>('/api/v1/me', profileUpdateSchema.parse(input));

/** Saves the profile, shows it at once, and refreshes the token so its claims carry the new data. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(meQueryOptions().queryKey, profile);
      useSession.getState().mergeUser({ firstName: profile.firstName, lastName: profile.lastName, email: profile.email });
      await apiClient.refreshSession();
    },
  });
}

import { apiClient } from '@coach/shared';
import { emailChangePendingSchema, emailChangeRequestSchema, type EmailChangeRequest } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './get-me';

/** Nothing changes yet: the new address gets a link that applies it, the current one a notice. */
export async function requestEmailChange(input: EmailChangeRequest) {
  return emailChangePendingSchema.parse(await apiClient.post('/api/v1/me/email-change', emailChangeRequestSchema.parse(input)));
}

export const cancelEmailChange = () => apiClient.delete<void>('/api/v1/me/email-change');

/** Both change what GET /api/v1/me answers as pendingEmail. */
function useEmailChangeMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}

export const useRequestEmailChange = () => useEmailChangeMutation(requestEmailChange);
export const useCancelEmailChange = () => useEmailChangeMutation(cancelEmailChange);

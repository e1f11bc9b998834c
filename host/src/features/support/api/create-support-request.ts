import { apiClient } from '@coach/shared';
import { supportRequestCreateSchema, type SupportRequest, type SupportRequestCreate } from '@coach/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export const createSupportRequest = (input: SupportRequestCreate) =>
  apiClient.post<SupportRequest>('/api/v1/support-requests', supportRequestCreateSchema.parse(input));

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}

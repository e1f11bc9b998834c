import { apiClient } from '@coach/shared';
import { publicSupportRequestCreateSchema, type PublicSupportRequestCreate, type SupportRequest } from '@coach/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/v1/support-requests/public: "¿Necesitás ayuda?" without a session. */
export const createPublicSupportRequest = (input: PublicSupportRequestCreate) =>
  apiClient.post<SupportRequest>('/api/v1/support-requests/public', publicSupportRequestCreateSchema.parse(input), { auth: false });

export function useCreatePublicSupportRequest() {
  return useMutation({ mutationFn: createPublicSupportRequest });
}

import { apiClient } from '@coach/shared';
import { businessLogoResponseSchema, type BusinessLogoResponse } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessQueryOptions } from './get-business';

export async function uploadLogo(file: File): Promise<BusinessLogoResponse> {
  const body = new FormData();
  body.append('logo', file);
  return businessLogoResponseSchema.parse(await apiClient.post('/api/v1/business/logo', body));
}

export const deleteLogo = async (): Promise<BusinessLogoResponse> =>
  businessLogoResponseSchema.parse(await apiClient.delete('/api/v1/business/logo'));

function useLogoMutation<Variables>(mutationFn: (variables: Variables) => Promise<BusinessLogoResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ logo }) => {
      queryClient.setQueryData(businessQueryOptions().queryKey, (business) => (business ? { ...business, logo } : business));
    },
  });
}

export const useUploadLogo = () => useLogoMutation(uploadLogo);
export const useDeleteLogo = () => useLogoMutation<void>(() => deleteLogo());

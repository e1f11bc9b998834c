import { apiClient } from '@coach/shared';
import { businessExportSchema, type BusinessExport } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportQueryOptions } from './get-export';

/** POST /api/v1/exports: asks for the ZIP (202); with one already in progress, answers that one. */
export const requestExport = async (): Promise<BusinessExport> => businessExportSchema.parse(await apiClient.post('/api/v1/exports'));

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: (answer) => queryClient.setQueryData(exportQueryOptions(answer.id).queryKey, answer),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { planPath } from '../../../lib/plans-api/get-plans';
import { billingKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/plans/{id}: 409 PLAN_IN_USE (naming how many clients) while a client has it. */
export async function deletePlan(id: number): Promise<void> {
  await apiClient.delete<unknown>(planPath(id));
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    // A refusal means the count on the card was stale: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.plans }),
  });
}

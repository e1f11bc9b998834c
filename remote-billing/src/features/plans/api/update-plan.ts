import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import { planSchema, planUpdateSchema, type Plan, type PlanUpdateRequest } from '@coach/shared/contracts';
import { planPath } from '../../../lib/plans-api/get-plans';
import { billingKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/plans/{id}: a new amount applies to periods that start from today on. */
export async function updatePlan({ id, changes }: { id: number; changes: PlanUpdateRequest }): Promise<Plan> {
  const body = await apiClient.patch<unknown>(planPath(id), planUpdateSchema.parse(changes));
  return planSchema.parse(body);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    // Clients' tabs and Cobros show plan names: refresh them too, and the clients area's list.
    onSuccess: () => {
      announceClientChange({ clientId: null, facts: ['plan'] });
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { planCreateSchema, planSchema, type Plan, type PlanCreateRequest } from '@coach/shared/contracts';
import { PLANS_PATH } from '../../../lib/plans-api/get-plans';
import { billingKeys } from '../../../lib/query-keys';

/** POST /api/v1/plans: the input checked and trimmed by the contract. */
export async function createPlan(input: PlanCreateRequest): Promise<Plan> {
  const body = await apiClient.post<unknown>(PLANS_PATH, planCreateSchema.parse(input));
  return planSchema.parse(body);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.plans }),
  });
}

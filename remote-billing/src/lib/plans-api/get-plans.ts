import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import { BILLING_LIMITS, planListQuerySchema, planListSchema, type PlanList, type PlanListQuery } from '@coach/shared/contracts';
import { billingKeys } from '../query-keys';

export const PLANS_PATH = '/api/v1/plans';
export const planPath = (id: number) => `${PLANS_PATH}/${id}`;

/** Every plan on one page: a business has a handful (the list pages at 100, the most the API allows). */
export const ALL_PLANS: PlanListQuery = { page: 1, pageSize: BILLING_LIMITS.plansMaxPageSize, sort: 'name' };

/** GET /api/v1/plans: the business's plans with how many clients use each. */
export async function getPlans(query: PlanListQuery, signal?: AbortSignal): Promise<PlanList> {
  const body = await apiClient.get<unknown>(PLANS_PATH, { query: planListQuerySchema.parse(query), signal });
  return planListSchema.parse(body);
}

export const getPlansQueryOptions = (query: PlanListQuery = ALL_PLANS) =>
  queryOptions({
    queryKey: billingKeys.planList(query),
    queryFn: ({ signal }) => getPlans(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePlans(query: PlanListQuery = ALL_PLANS) {
  return useQuery(getPlansQueryOptions(query));
}

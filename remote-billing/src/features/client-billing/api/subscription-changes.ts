import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import {
  scheduledChangeRequestSchema,
  subscriptionCreateSchema,
  subscriptionFinishSchema,
  subscriptionUpdateSchema,
  type FinishWhen,
  type SubscriptionCreateRequest,
} from '@coach/shared/contracts';
import { billingKeys } from '../../../lib/query-keys';

// The answers of these calls are not read: the client's subscription (and Cobros, and the plans'
// client counts) are asked again after each one, so every screen shows what the API computed.

const subscriptionPath = (id: number) => `/api/v1/subscriptions/${id}`;

/** POST /api/v1/clients/{clientId}/subscriptions. */
export const createSubscription = ({ clientId, input }: { clientId: number; input: SubscriptionCreateRequest }) =>
  apiClient.post<unknown>(`/api/v1/clients/${clientId}/subscriptions`, subscriptionCreateSchema.parse(input));

/** PATCH /api/v1/subscriptions/{id}: a new end date, or none (null). */
export const updateSubscriptionEnd = ({ id, endDate }: { id: number; endDate: string | null }) =>
  apiClient.patch<unknown>(subscriptionPath(id), subscriptionUpdateSchema.parse({ endDate }));

/** POST /api/v1/subscriptions/{id}/finish: at the end of the current period, or today. */
export const finishSubscription = ({ id, when }: { id: number; when: FinishWhen }) =>
  apiClient.post<unknown>(`${subscriptionPath(id)}/finish`, subscriptionFinishSchema.parse({ when }));

/** DELETE /api/v1/subscriptions/{id}: only while it has no payments. */
export const deleteSubscription = (id: number) => apiClient.delete<unknown>(subscriptionPath(id));

/** PUT /api/v1/subscriptions/{id}/scheduled-change: the plan from the end of the current period. */
export const scheduleChange = ({ id, planId }: { id: number; planId: number }) =>
  apiClient.put<unknown>(`${subscriptionPath(id)}/scheduled-change`, scheduledChangeRequestSchema.parse({ planId }));

/** DELETE /api/v1/subscriptions/{id}/scheduled-change. */
export const cancelScheduledChange = (id: number) => apiClient.delete<unknown>(`${subscriptionPath(id)}/scheduled-change`);

/**
 * A mutation of the client's subscription that refreshes every money view and the plans' counts after
 * it, and tells the other areas the client's plan changed (the client page's header shows its status).
 */
function useSubscriptionMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, input) => {
      const clientId = typeof input === 'object' && input !== null && 'clientId' in input && typeof input.clientId === 'number' ? input.clientId : null;
      announceClientChange({ clientId, facts: ['plan'] });
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

export const useCreateSubscription = () => useSubscriptionMutation(createSubscription);
export const useUpdateSubscriptionEnd = () => useSubscriptionMutation(updateSubscriptionEnd);
export const useFinishSubscription = () => useSubscriptionMutation(finishSubscription);
export const useDeleteSubscription = () => useSubscriptionMutation(deleteSubscription);
export const useScheduleChange = () => useSubscriptionMutation(scheduleChange);
export const useCancelScheduledChange = () => useSubscriptionMutation(cancelScheduledChange);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import { paymentDeletedSchema, type PaymentDeleted } from '@coach/shared/contracts';
import { billingKeys } from '../query-keys';

/** DELETE /api/v1/payments/{id}: a mistake undone; its period reopens. */
export async function deletePayment(id: number): Promise<PaymentDeleted> {
  const body = await apiClient.delete<unknown>(`/api/v1/payments/${id}`);
  return paymentDeletedSchema.parse(body);
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: () => {
      // The period reopens: the client's plan status moves.
      announceClientChange({ clientId: null, facts: ['plan'] });
      return queryClient.invalidateQueries({ queryKey: billingKeys.money });
    },
  });
}

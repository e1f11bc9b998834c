import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceClientChange, apiClient } from '@coach/shared';
import {
  IDEMPOTENCY_KEY_HEADER,
  paymentCreatedSchema,
  paymentCreateSchema,
  type PaymentCreated,
  type PaymentCreateRequest,
} from '@coach/shared/contracts';
import { billingKeys } from '../query-keys';

export const periodPaymentsPath = (periodId: number) => `/api/v1/periods/${periodId}/payments`;

export interface CreatePaymentInput {
  periodId: number;
  payment: PaymentCreateRequest;
  /** One per payment dialog: a retry of the same submit sends it again and the API records one payment. */
  idempotencyKey: string;
}

/** POST /api/v1/periods/{id}/payments with its Idempotency-Key: the payment and the period after it. */
export async function createPayment({ periodId, payment, idempotencyKey }: CreatePaymentInput): Promise<PaymentCreated> {
  const body = await apiClient.post<unknown>(periodPaymentsPath(periodId), paymentCreateSchema.parse(payment), {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return paymentCreatedSchema.parse(body);
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => {
      // A period paid or partly paid: the client's plan status moves (the payment does not name its client).
      announceClientChange({ clientId: null, facts: ['plan'] });
      return queryClient.invalidateQueries({ queryKey: billingKeys.money });
    },
  });
}

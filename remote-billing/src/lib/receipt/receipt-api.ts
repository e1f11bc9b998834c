import { apiClient, ApiError, toApiErrorBody } from '@coach/shared';
import type { Payment } from '@coach/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../save-blob';

export const receiptPath = (paymentId: number) => `/api/v1/payments/${paymentId}/receipt`;
/** The file's name carries the receipt's number, the one printed on it (the business's own count, not the payment's id). */
export const receiptFileName = (receiptNumber: number) => `comprobante-${receiptNumber}.pdf`;

/** What names a receipt: the payment it proves and the number it carries. */
export type ReceiptOf = Pick<Payment, 'id' | 'receiptNumber'>;

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** GET /api/v1/payments/{id}/receipt: the PDF, through the shared client's token (JSON calls cannot hand back bytes). */
export async function fetchReceipt(paymentId: number): Promise<Blob> {
  const response = await apiClient.fetchAuthorized(receiptPath(paymentId), { headers: { Accept: 'application/pdf' } });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, toApiErrorBody(response.status, parseJson(text)));
  }
  return response.blob();
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (payment: ReceiptOf) => {
      saveBlob(await fetchReceipt(payment.id), receiptFileName(payment.receiptNumber));
    },
  });
}

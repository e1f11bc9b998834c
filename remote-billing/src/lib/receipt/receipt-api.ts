import { apiClient, ApiError, toApiErrorBody } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../save-blob';

export const receiptPath = (paymentId: number) => `/api/v1/payments/${paymentId}/receipt`;
export const receiptFileName = (paymentId: number) => `comprobante-${paymentId}.pdf`;

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
    mutationFn: async (paymentId: number) => {
      saveBlob(await fetchReceipt(paymentId), receiptFileName(paymentId));
    },
  });
}

import { apiClient, ApiError, toApiErrorBody } from '@coach/shared';
import { paymentListQuerySchema, type PaymentListQuery } from '@coach/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/save-blob';

export const PAYMENTS_PATH = '/api/v1/payments';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/v1/payments as CSV (`Accept: text/csv`): the payments of the range, for the accountant. The
 * shared client's JSON calls cannot hand back text, so this reads the answer of `fetchAuthorized` (the
 * same bearer token, refresh and replay on a 401) itself.
 */
export async function fetchPaymentsCsv(query: PaymentListQuery): Promise<string> {
  const { from, to, method, clientId } = paymentListQuerySchema.parse(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ from, to, method, clientId })) if (value !== undefined && value !== null) params.set(key, String(value));
  const response = await apiClient.fetchAuthorized(`${PAYMENTS_PATH}?${params.toString()}`, { headers: { Accept: 'text/csv' } });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, toApiErrorBody(response.status, parseJson(text)));
  return text;
}

/** The file's name: `pagos-2026-03-01-a-2026-03-31.csv` (or one date when the range is one day). */
export const paymentsCsvFileName = (from: string, to: string): string => (from === to ? `pagos-${from}.csv` : `pagos-${from}-a-${to}.csv`);

/**
 * Saves text as a CSV file. `response.text()` drops the API's byte-order mark, and
 * without it a spreadsheet reads the accents as Latin-1: it goes back in front.
 */
export function saveCsv(text: string, fileName: string): void {
  saveBlob(new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), fileName);
}

export function useDownloadPaymentsCsv() {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      saveCsv(await fetchPaymentsCsv({ from, to }), paymentsCsvFileName(from, to));
    },
  });
}

import { apiClient, ApiError, paymentListQuerySchema, toApiErrorBody, tokenStorage, type PaymentListQuery } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';

export const PAYMENTS_PATH = '/api/v1/payments';

// The shared client answers JSON only; the CSV is text. This asks with the same session (bearer token,
// one refresh on a 401 through the shared client) and hands back the file's text.
async function send(url: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { method: 'GET', headers });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

async function toError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, toApiErrorBody(response.status, parseJson(text)));
}

/** GET /api/v1/payments as CSV (`Accept: text/csv`): the payments of the range, for the accountant. */
export async function fetchPaymentsCsv(query: PaymentListQuery): Promise<string> {
  const { from, to, method, clientId } = paymentListQuerySchema.parse(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ from, to, method, clientId })) if (value !== undefined && value !== null) params.set(key, String(value));
  const url = apiClient.url(`${PAYMENTS_PATH}?${params.toString()}`);
  let response = await send(url, tokenStorage.getAccess());
  if (response.status === 401) {
    const token = await apiClient.refreshSession();
    if (!token) throw await toError(response);
    response = await send(url, token);
  }
  if (!response.ok) throw await toError(response);
  return response.text();
}

/** The file's name: `pagos-2026-03-01-a-2026-03-31.csv` (or one date when the range is one day). */
export const paymentsCsvFileName = (from: string, to: string): string => (from === to ? `pagos-${from}.csv` : `pagos-${from}-a-${to}.csv`);

/**
 * Saves text as a file through a link to a blob. `response.text()` drops the API's byte-order mark, and
 * without it a spreadsheet reads the accents as Latin-1: it goes back in front.
 */
export function saveCsv(text: string, fileName: string): void {
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: free the blob a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPaymentsCsv() {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      saveCsv(await fetchPaymentsCsv({ from, to }), paymentsCsvFileName(from, to));
    },
  });
}

import { apiClient } from '../api/client';
import type { ActionLogRequest, actionNames } from '../contracts/actionlogs';

export type ActionName = (typeof actionNames)[number];

export const ACTION_LOGS_PATH = '/api/v1/actionlogs';

/**
 * Records what the user did (SPEC.md section 7). A log that cannot be sent never interrupts the
 * user: the failure is only reported in the console.
 */
export async function postActionLog(action: ActionName, metadata: Record<string, unknown>): Promise<void> {
  const body: ActionLogRequest = { action, metadata };
  try {
    await apiClient.post(ACTION_LOGS_PATH, body);
  } catch (error) {
    console.warn(`[action-log] No se pudo registrar "${action}".`, error);
  }
}

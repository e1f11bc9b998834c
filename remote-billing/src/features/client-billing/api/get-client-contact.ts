import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import type { ReminderClient } from '../../../lib/whatsapp/whatsapp-reminder-button';

interface ClientContactBody {
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
}

/**
 * GET /api/v1/clients/{id}, read for its first name and phone only: what "Recordar por WhatsApp" and
 * "Enviar comprobante" need (billing's own entry, not the clients area's cache).
 */
export async function getClientContact(clientId: number, signal?: AbortSignal): Promise<ReminderClient> {
  const body = await apiClient.get<ClientContactBody>(`/api/v1/clients/${clientId}`, { signal });
  const firstName = typeof body.firstName === 'string' ? body.firstName : '';
  const lastName = typeof body.lastName === 'string' ? body.lastName : '';
  return { name: `${firstName} ${lastName}`.trim(), firstName, phone: typeof body.phone === 'string' && body.phone ? body.phone : null };
}

export const clientContactQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: ['billing', 'client-contact', clientId], queryFn: ({ signal }) => getClientContact(clientId, signal) });

export const useClientContact = (clientId: number) => useQuery(clientContactQueryOptions(clientId));

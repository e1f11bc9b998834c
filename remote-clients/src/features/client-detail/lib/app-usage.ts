import { formatInstantDate, formatInstantDateTime } from '@coach/shared';
import type { Client } from '@coach/shared/contracts';

/**
 * Whether the client uses the app, in the business's zone: "Usa la app desde el 06/03/2024" and
 * "Última vez: 26/11/2026 18:05" (when the app was last opened), or "Todavía no usa la app".
 */
export function appUsage(client: Pick<Client, 'appRegisteredAt' | 'appLastSeenAt'>, timeZone: string): string[] {
  const since = formatInstantDate(client.appRegisteredAt, timeZone);
  if (!since) return ['Todavía no usa la app'];
  const lastSeen = formatInstantDateTime(client.appLastSeenAt, timeZone);
  return [`Usa la app desde el ${since}`, ...(lastSeen ? [`Última vez: ${lastSeen}`] : [])];
}

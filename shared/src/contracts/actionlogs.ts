import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { jsonMetadataField, textField } from './fields';
import { validationMessages as m } from './messages';

export const actionNames = ['start_tour', 'finish_tour', 'skip_tour', 'view_tutorial'] as const;

/**
 * What the API logs itself, never a screen: an administrator saved "Mi negocio" with its country, time
 * zone and currency (the dashboard's first step "Configurá tu negocio"). POST /actionlogs refuses it, so
 * no member can tick that step without saving them.
 */
export const BUSINESS_SETTINGS_CONFIRMED = 'confirm_business_settings';
const loggedByTheApi: readonly string[] = [BUSINESS_SETTINGS_CONFIRMED];

export const actionLogMessages = { loggedByTheApi: 'Esa acción la registra la plataforma: no se puede enviar.' } as const;

/** POST /api/v1/actionlogs. Metadata: at most 5 levels and 4 KB (JSON_METADATA_MAX_*). */
export const actionLogRequestSchema = lazySchema(() => z.object({
  action: textField(64, { required: m.required }).check(z.refine((action) => !loggedByTheApi.includes(action), actionLogMessages.loggedByTheApi)),
  metadata: z._default(jsonMetadataField, {}),
}));
export type ActionLogRequest = z.input<typeof actionLogRequestSchema>;

export const actionLogResponseSchema = lazySchema(() => z.object({
  id: z.number(),
  action: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
}));

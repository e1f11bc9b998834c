import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { jsonMetadataField, textField } from './fields';
import { validationMessages as m } from './messages';

export const actionNames = ['start_tour', 'finish_tour', 'skip_tour', 'view_tutorial'] as const;

/** POST /api/v1/actionlogs. Metadata: at most 5 levels and 4 KB (JSON_METADATA_MAX_*). */
export const actionLogRequestSchema = lazySchema(() => z.object({
  action: textField(64, { required: m.required }),
  metadata: z._default(jsonMetadataField, {}),
}));
export type ActionLogRequest = z.input<typeof actionLogRequestSchema>;

export const actionLogResponseSchema = lazySchema(() => z.object({
  id: z.number(),
  action: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
}));

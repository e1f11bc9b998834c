import * as z from 'zod/mini';

export const actionNames = ['start_tour', 'finish_tour', 'skip_tour', 'view_tutorial'] as const;

export const actionLogRequestSchema = z.object({
  action: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  metadata: z._default(z.record(z.string(), z.unknown()), {}),
});
export type ActionLogRequest = z.input<typeof actionLogRequestSchema>;

export const actionLogResponseSchema = z.object({
  id: z.number(),
  action: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

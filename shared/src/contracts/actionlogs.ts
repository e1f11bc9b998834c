import { z } from 'zod';

export const actionNames = ['start_tour', 'finish_tour', 'skip_tour', 'view_tutorial'] as const;

export const actionLogRequestSchema = z.object({
  action: z.string().trim().min(1).max(64),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type ActionLogRequest = z.input<typeof actionLogRequestSchema>;

export const actionLogResponseSchema = z.object({
  id: z.number(),
  action: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

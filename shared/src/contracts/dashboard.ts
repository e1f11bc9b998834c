import * as z from 'zod/mini';

/** 402 TRIAL_EXPIRED: what every locked endpoint answers once the free trial ended. */
export const trialExpiredMessage = 'Tu prueba gratuita terminó. Escribinos para seguir usando la plataforma.';

/** The business's trial as the API sees it now: both null for a paying business. */
export const trialStatusSchema = z.object({
  remainingDays: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** ISO 8601 UTC instant. */
  endsAt: z.nullable(z.string()),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

/**
 * GET /api/v1/dashboard. First version: what real data can already answer. The metrics of SPEC.md
 * section 3 (income, tasks, plans...) join as optional blocks when their issues add the data.
 */
export const dashboardSchema = z.object({
  trial: trialStatusSchema,
  gettingStarted: z.object({
    /** Phone, birth date, gender and address are all set. */
    profileCompleted: z.boolean(),
    photoUploaded: z.boolean(),
    /** The user finished the initial tour at least once. */
    tourCompleted: z.boolean(),
    clientsCount: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

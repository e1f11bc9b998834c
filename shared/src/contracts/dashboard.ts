import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** 402 TRIAL_EXPIRED: what every locked endpoint answers once the free trial ended. */
export const trialExpiredMessage = 'Tu prueba gratuita terminó. Escribinos para seguir usando la plataforma.';

/** The business's trial as the API sees it now: both null for a paying business. */
export const trialStatusSchema = lazySchema(() => z.object({
  remainingDays: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** ISO 8601 UTC instant. */
  endsAt: z.nullable(z.string()),
}));
export type TrialStatus = z.infer<typeof trialStatusSchema>;

const count = () => z.number().check(z.int(), z.nonnegative());
/** An amount of minor units of the business's currency. */
const amount = () => z.number().check(z.int(), z.nonnegative());
const taskCountSchema = lazySchema(() => z.object({ scheduled: count(), completed: count() }));

/** "Necesitan atención": a client whose 7-day adherence fell this many points or more below their 30-day one. */
export const NEEDS_ATTENTION = { dropPoints: 20, listed: 10 } as const;
const percent = () => z.number().check(z.int(), z.nonnegative());
const needsAttentionSchema = lazySchema(() =>
  z.object({
    /** The largest drops first (then by name), at most NEEDS_ATTENTION.listed. */
    items: z.array(z.object({ clientId: z.number(), firstName: z.string(), lastName: z.string(), d7: percent(), d30: percent() })),
    /** How many clients fell that far, listed or not. */
    total: count(),
  }),
);

/**
 * GET /api/v1/dashboard: the business at a glance (SPEC.md section 3, docs/decisions.md "Dashboard").
 * Every figure is computed in the business's time zone and currency, by the rules of the billing and
 * agenda screens. Each metric block is computed on its own: one that fails is null (and logged), so the
 * screen shows that figure's error and the rest of the dashboard.
 */
export const dashboardSchema = lazySchema(() => z.object({
  trial: trialStatusSchema,
  gettingStarted: z.object({
    /** Phone, birth date, gender and address are all set. */
    profileCompleted: z.boolean(),
    photoUploaded: z.boolean(),
    /** The user finished the initial tour at least once. */
    tourCompleted: z.boolean(),
    clientsCount: count(),
    /**
     * An administrator saved the country, time zone and currency in "Mi negocio" (until then they are what
     * the sign-up proposed): "Configurá tu negocio". Null for a CO, who cannot change them: not a step of
     * theirs. The API always sends it.
     */
    businessConfirmed: z.optional(z.nullable(z.boolean())),
  }),
  /** The business's day the figures are for (YYYY-MM-DD, its time zone), and its currency. */
  today: z.string(),
  currency: z.string(),
  /** Monday of the business's current week (the week of `tasks` runs Monday to Sunday). */
  weekStart: z.string(),
  /** Real clients (not the sample one): enabled, all, and those whose "member since" is this month. */
  clients: z.nullable(z.object({ active: count(), total: count(), newThisMonth: count() })),
  /** Same rule as `clients.newThisMonth`, last month up to the same day as today: what the card compares against (like with like). */
  newClientsLastMonth: z.nullable(count()),
  /** The business's own live workouts (not the product's). */
  workoutsCreated: z.nullable(count()),
  /** Payments dated in the business's month so far (Cobros' "cobrado"), and last month up to the same day as today (like with like). */
  income: z.nullable(z.object({ thisMonth: amount(), lastMonth: amount() })),
  /** Periods not fully paid (Cobros' "Todos"): how many and what remains; overdue = past their due date. */
  pendingPeriods: z.nullable(z.object({ count: count(), amount: amount(), overdueCount: count(), overdueAmount: amount() })),
  /** Task occurrences of this week (Monday–Sunday) and how many were registered. */
  tasks: z.nullable(taskCountSchema),
  /** The same for last week: what the card compares the completion rate against. */
  tasksLastWeek: z.nullable(taskCountSchema),
  /** Today's task occurrences ("Para hoy"). */
  tasksToday: z.nullable(taskCountSchema),
  /** Completed task occurrences per day, the last 7 days, oldest first, today last. */
  weeklyActivity: z.nullable(z.array(z.object({ date: z.string(), completed: count() }))),
  /** Collected (payments dated in the month) vs expected (what the periods starting in it ask), 12 months, this month last. */
  revenue: z.nullable(z.array(z.object({ month: z.string(), real: amount(), expected: amount() }))),
  /** Enabled real clients by the plan in force today; planId null for those without one. */
  planDistribution: z.nullable(z.array(z.object({ planId: z.nullable(z.number().check(z.int())), name: z.string(), clients: count() }))),
  /**
   * "Necesitan atención": enabled clients whose adherence over the last 7 days (yesterday back) is at
   * least NEEDS_ATTENTION.dropPoints below their 30-day figure. The API always sends it (null when it failed).
   */
  needsAttention: z.optional(z.nullable(needsAttentionSchema)),
  /**
   * The business's adherence: the mean of its enabled real clients' figures over the last 7 and 30 days
   * (days already over; each client counts the same), null where no client had tasks; `clients` is how
   * many had tasks in the 30 days. The API always sends it (null when it failed).
   */
  adherence: z.optional(z.nullable(z.object({ d7: z.nullable(percent()), d30: z.nullable(percent()), clients: count() }))),
  /**
   * Whose dashboard it is: `business` (an administrator: every client, income included) or `trainer`
   * (a CO: their own clients' figures; income, pending periods, revenue and plans are null).
   */
  scope: z._default(z.enum(['business', 'trainer']), 'business'),
  /**
   * An administrator's table per member (issue 39): active clients, 7-day adherence (mean of their
   * clients', null without tasks), tasks done this week, payments registered this month (count and
   * amount, minor units). Null for a CO, or when it failed.
   */
  team: z.optional(
    z.nullable(
      z.array(
        z.object({
          userId: z.number(),
          firstName: z.string(),
          lastName: z.string(),
          role: z.string(),
          active: z.boolean(),
          activeClients: count(),
          adherence7: z.nullable(percent()),
          tasksDoneThisWeek: count(),
          paymentsThisMonth: count(),
          paymentsAmountThisMonth: amount(),
        }),
      ),
    ),
  ),
}));
export type Dashboard = z.infer<typeof dashboardSchema>;

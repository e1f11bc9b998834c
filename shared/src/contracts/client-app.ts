import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { paymentDetailsSchema } from './business';
import { singleLineText } from './fields';
import { paymentMethods, planRecurrences } from './billing';

/** How long the code sent to a client's email at app sign-up lives, and how many tries it allows. */
export const APP_SIGN_UP_CODE_MINUTES = 15;
export const APP_SIGN_UP_CODE_ATTEMPTS = 5;

export const clientAppVerificationMessages = {
  codeRequired: 'Ingresá el código de 6 dígitos que te enviamos por correo',
  codeWrong: 'El código no es correcto. Revisá el último correo que te enviamos.',
  registrationExpired: 'El código venció o ya se usó. Registrate de nuevo para recibir otro.',
  tooManyAttempts: 'Probaste demasiadas veces. Registrate de nuevo para recibir otro código.',
} as const;

/**
 * 202 answer of POST /api/v1/client-app/register: nothing is claimed yet. A 6-digit code went to
 * `email`; the app sends it back with `registration` to POST /api/v1/client-app/register/verify.
 */
export const clientAppRegistrationPendingSchema = lazySchema(() => z.object({
  registration: z.string(),
  email: z.string(),
  expiresAt: z.string(),
}));
export type ClientAppRegistrationPending = z.infer<typeof clientAppRegistrationPendingSchema>;

/** POST /api/v1/client-app/register/verify: proves the email; answers the client's token pair (201). */
export const clientAppRegistrationVerifySchema = lazySchema(() => z.object({
  registration: z
    .string()
    .check(z.trim(), z.minLength(1, clientAppVerificationMessages.registrationExpired), singleLineText(), z.maxLength(100)),
  code: z
    .string({ error: clientAppVerificationMessages.codeRequired })
    .check(z.trim(), z.regex(/^\d{6}$/, clientAppVerificationMessages.codeRequired)),
}));
export type ClientAppRegistrationVerifyRequest = z.input<typeof clientAppRegistrationVerifySchema>;

/**
 * What the app tells the client when the API did not store something it sent from its queue (the
 * titles are the API's own messages: "Tu entrenador quitó esta tarea", "Ya estaba registrado"…).
 */
export const clientAppOutboxMessages = {
  taskRemovedDetail: 'Lo que registraste para esa tarea no se guardó.',
  alreadyRegisteredDetail: 'Queda el registro que ya estaba.',
  refusedTitle: 'No se pudo enviar',
} as const;

/* ---- The client's plan and payments (read-only) ---- */

/**
 * A period as the client sees it. `status` is `overdue` when it is not fully paid and its due date
 * (its end date, as in billing) is before the business's today; else its own status.
 */
export const clientAppPeriodStatuses = ['pending', 'partial', 'paid', 'overdue'] as const;
export type ClientAppPeriodStatus = (typeof clientAppPeriodStatuses)[number];
export const clientAppPeriodStatusLabels: Record<ClientAppPeriodStatus, string> = {
  pending: 'Pendiente',
  partial: 'Pago parcial',
  paid: 'Pagado',
  overdue: 'Vencido',
};
/** How many periods GET /api/v1/client-app/subscription answers (the newest). */
export const CLIENT_APP_PERIODS_LIMIT = 12;

/**
 * GET /api/v1/client-app/subscription (client token only): the client's current plan and subscription
 * (null when none, or ended), and its last CLIENT_APP_PERIODS_LIMIT periods, newest first, of any
 * subscription it has had. Amounts are integers of minor units of `currency` (the business's);
 * dates 'YYYY-MM-DD' in the business's time zone. `remaining` is amount − paid − what the trainer forgave.
 * `business`: its name, country, logo and how to pay it ("Mi negocio"), so "Mi plan" says how to pay.
 */
export const clientAppSubscriptionSchema = lazySchema(() => z.object({
  currency: z.string(),
  business: z.object({ name: z.string(), country: z.string(), logo: z.nullable(z.string()), payment: paymentDetailsSchema }),
  plan: z.nullable(
    z.object({ name: z.string(), description: z.nullable(z.string()), recurrence: z.enum(planRecurrences), amount: z.number() }),
  ),
  subscription: z.nullable(
    z.object({
      startDate: z.string(),
      endDate: z.nullable(z.string()),
      /** A change of plan the trainer scheduled: the new plan's name and its first day. */
      scheduledChange: z.nullable(z.object({ planName: z.string(), startDate: z.string() })),
    }),
  ),
  periods: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      status: z.enum(clientAppPeriodStatuses),
      amount: z.number(),
      paid: z.number(),
      remaining: z.number(),
      /** Paid beyond the amount (a period cut short after it was paid): in the client's favour. */
      credit: z.number(),
      payments: z.array(z.object({ date: z.string(), amount: z.number(), method: z.enum(paymentMethods) })),
    }),
  ),
}));
export type ClientAppSubscription = z.infer<typeof clientAppSubscriptionSchema>;

/**
 * POST /auth/app/password-reset (`passwordResetRequestSchema`) and POST /auth/app/password-reset/confirm
 * (`passwordResetConfirmSchema`): the trainer's reset, for clients registered in the app. Same answers
 * (`authMessageResponseSchema`), rules and texts; the mail's link is `${APP_URL}/app/restablecer?token=…&uid=…`.
 */
export const clientAppPasswordResetPaths = {
  request: '/auth/app/password-reset',
  confirm: '/auth/app/password-reset/confirm',
  /** The app's screen the mail links to (under the app's /app/ prefix). */
  screen: '/app/restablecer',
} as const;

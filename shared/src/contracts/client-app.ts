import * as z from 'zod/mini';
import { singleLineText } from './fields';

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
export const clientAppRegistrationPendingSchema = z.object({
  registration: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type ClientAppRegistrationPending = z.infer<typeof clientAppRegistrationPendingSchema>;

/** POST /api/v1/client-app/register/verify: proves the email; answers the client's token pair (201). */
export const clientAppRegistrationVerifySchema = z.object({
  registration: z
    .string()
    .check(z.trim(), z.minLength(1, clientAppVerificationMessages.registrationExpired), singleLineText(), z.maxLength(100)),
  code: z
    .string({ error: clientAppVerificationMessages.codeRequired })
    .check(z.trim(), z.regex(/^\d{6}$/, clientAppVerificationMessages.codeRequired)),
});
export type ClientAppRegistrationVerifyRequest = z.input<typeof clientAppRegistrationVerifySchema>;

import * as z from 'zod/mini';
import { validationMessages as m } from './messages';
import {
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  phoneField,
  requiredPasswordField,
  singleLineText,
  textField,
  tokenField,
} from './fields';

export const roles = ['AD', 'CO'] as const;
export type WebRole = (typeof roles)[number];
export const roleLabels: Record<WebRole, string> = { AD: 'Administrador', CO: 'Entrenador' };

/** POST /auth/web/login: the form's email travels as `username`. */
export const loginRequestSchema = z.object({
  username: emailField,
  password: requiredPasswordField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refresh: tokenField() });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const withMatchingPasswords = <T extends { confirmPassword: string }>(
  data: T,
  password: string,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (password !== data.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch });
  }
};

export const passwordResetConfirmSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
    token: tokenField(),
    /** The user's id as the link carries it; the API turns it into a bounded id (parseIdText). */
    uid: tokenField(64),
  })
  .check(z.superRefine((data, ctx) => withMatchingPasswords(data, data.newPassword, ctx)));
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

export const autonomousUserSchema = z
  .object({
    firstName: nameField(m.firstNameRequired),
    lastName: nameField(m.lastNameRequired),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    /**
     * The browser's IANA zone (Intl). With the phone's country code it proposes the new business's
     * country, zone and currency (proposeBusinessSettings). A zone the API does not know, or 'UTC', is
     * ignored rather than refused: nobody can fix their browser's zone from the sign-up form.
     */
    timeZone: z.optional(z.string().check(singleLineText(), z.maxLength(64))),
  })
  .check(z.superRefine((data, ctx) => withMatchingPasswords(data, data.password, ctx)));
export type AutonomousUserRequest = z.input<typeof autonomousUserSchema>;

export const autonomousUserQuerySchema = z.object({ code: z.optional(textField(64)) });

export const autonomousUserResponseSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  trialDays: z.number(),
});
export type AutonomousUserResponse = z.infer<typeof autonomousUserResponseSchema>;

/** The access token's claims, exactly as SPEC.md section 3 names them. */
export const accessTokenClaimsSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  gym_id: z.number(),
  image: z.nullable(z.string()),
  remainingDays: z.nullable(z.number()),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Answer of POST /auth/password-reset and /auth/password-reset/confirm: a message for the user. */
export const authMessageResponseSchema = z.object({ message: z.string() });
export type AuthMessageResponse = z.infer<typeof authMessageResponseSchema>;

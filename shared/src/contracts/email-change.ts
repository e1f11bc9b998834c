import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { emailField, singleLineText, tokenField } from './fields';
import { validationMessages as m } from './messages';

/** The confirmation link mailed to the new address lives this long; the undo link to the old one, the other. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/**
 * Where the mailed links land in the web app (`paths.confirmEmail`, `paths.undoEmailChange`): the API
 * builds the links from these, the host routes them to the auth remote's screens.
 */
export const emailChangeLinkPaths = {
  confirm: '/confirmar-correo',
  undo: '/deshacer-cambio-de-correo',
} as const;

export const emailChangeMessages = {
  currentPasswordRequired: 'Ingresá tu contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  sameEmail: 'Ese ya es tu correo.',
  useEmailChange: 'Para cambiar tu correo usá «Cambiar correo»: te pedimos tu contraseña y lo confirmás desde el correo nuevo.',
  confirmLinkInvalid: 'El enlace para confirmar el correo no es válido. Revisá que esté completo.',
  confirmLinkExpired: 'El enlace para confirmar el correo venció. Pedí el cambio de nuevo desde tu perfil.',
  confirmLinkUsed: 'Este enlace ya se usó: el cambio de correo ya está hecho.',
  changeCancelled: 'Este cambio de correo se canceló o se reemplazó por un pedido más nuevo.',
  undoLinkInvalid: 'El enlace para deshacer el cambio no es válido o ya venció.',
  undoLinkUsed: 'Este cambio ya se deshizo.',
  oldEmailTaken: 'Tu correo anterior ya lo usa otra cuenta. Escribinos por soporte para recuperar la tuya.',
  confirmed: (email: string) => `Listo: tu correo ahora es ${email}.`,
  undone: (email: string) =>
    `Deshicimos el cambio: tu correo vuelve a ser ${email}. Cerramos todas las sesiones; cambiá tu contraseña.`,
} as const;

/** POST /api/v1/me/email-change. A wrong current password comes back as a field error on currentPassword. */
export const emailChangeRequestSchema = lazySchema(() => z.object({
  newEmail: emailField,
  currentPassword: z
    .string({ error: emailChangeMessages.currentPasswordRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: emailChangeMessages.currentPasswordRequired, abort: true }),
      singleLineText(),
      z.maxLength(128, m.maxLength(128)),
    ),
}));
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** 202 answer: the address waiting for its link, and when that link expires (ISO 8601). */
export const emailChangePendingSchema = lazySchema(() => z.object({ pendingEmail: z.string(), expiresAt: z.string() }));
export type EmailChangePending = z.infer<typeof emailChangePendingSchema>;

/** POST /auth/email-change/confirm and /auth/email-change/undo: the token of the mailed link. */
export const emailChangeTokenSchema = lazySchema(() => z.object({ token: tokenField(256) }));
export type EmailChangeTokenRequest = z.infer<typeof emailChangeTokenSchema>;

/** Their answer: the account's email now, and a sentence for the user. */
export const emailChangeResultSchema = lazySchema(() => z.object({ email: z.string(), message: z.string() }));
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;

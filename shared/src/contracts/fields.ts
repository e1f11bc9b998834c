import * as z from 'zod/mini';
import { validationMessages as m } from './messages';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  isPhone,
  isStrongPassword,
  isValidEmail,
} from './validators';

/** Field schemas reused by every request schema, so API and forms give the same messages. */
export const emailField = z.pipe(
  z
    .string({ error: m.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.emailRequired, abort: true }),
      z.maxLength(MAX_EMAIL_LENGTH, m.maxLength(MAX_EMAIL_LENGTH)),
      z.refine(isValidEmail, m.emailInvalid),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

export const requiredPasswordField = z
  .string({ error: m.passwordRequired })
  .check(z.trim(), z.minLength(1, { error: m.passwordRequired, abort: true }));

export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.passwordRequired, abort: true }),
    z.maxLength(128, m.maxLength(128)),
    z.refine(isStrongPassword, m.passwordTooWeak),
  );

export const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(MAX_NAME_LENGTH, m.maxLength(MAX_NAME_LENGTH)),
    );

export const phoneField = z
  .string({ error: m.phoneRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.phoneRequired, abort: true }),
    z.maxLength(MAX_PHONE_LENGTH, m.maxLength(MAX_PHONE_LENGTH)),
    z.refine(isPhone, m.phoneInvalid),
  );

/**
 * An optional text that a form clears by sending "" or null: both are stored as null. `text` holds
 * the field's own rules (trim, length, characters); null and undefined skip them.
 */
export const clearableField = (text: z.ZodMiniType<string, string>) =>
  z.nullish(z.pipe(text, z.transform((value: string) => value || null)));

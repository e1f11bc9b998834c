import { z } from 'zod';
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
export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .max(MAX_EMAIL_LENGTH, m.maxLength(MAX_EMAIL_LENGTH))
  .refine(isValidEmail, m.emailInvalid)
  .transform((value) => value.toLowerCase());

export const requiredPasswordField = z
  .string({ error: m.passwordRequired })
  .trim()
  .min(1, { error: m.passwordRequired, abort: true });

export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .trim()
  .min(1, { error: m.passwordRequired, abort: true })
  .max(128, m.maxLength(128))
  .refine(isStrongPassword, m.passwordTooWeak);

export const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_NAME_LENGTH, m.maxLength(MAX_NAME_LENGTH));

export const phoneField = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired, abort: true })
  .max(MAX_PHONE_LENGTH, m.maxLength(MAX_PHONE_LENGTH))
  .refine(isPhone, m.phoneInvalid);

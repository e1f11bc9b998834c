import * as z from 'zod/mini';
import { formatDecimal } from '../format/numbers';
import { lazySchema } from './lazy-schema';
import { validationMessages as m } from './messages';
import {
  calendarDate,
  clearableField,
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  phoneDigitsCheck,
  singleLineText,
  tokenField,
} from './fields';
import { genders, meProfileSchema } from './users';
import { MAX_PHONE_LENGTH, isFreeText, isPhone } from './validators';

export const MAX_ADDRESS_LENGTH = 200;
/** Default limit of a profile photo; the API reads its own from UPLOAD_MAX_BYTES. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const profileMessages = {
  birthDateInvalid: 'Ingresá una fecha válida (AAAA-MM-DD)',
  birthDateInFuture: 'La fecha de nacimiento no puede ser futura',
  genderInvalid: 'Elegí Femenino o Masculino',
  currentPasswordRequired: 'Ingresá tu contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  photoRequired: 'Elegí una imagen',
  photoTypeInvalid: 'El archivo debe ser una imagen PNG, GIF o JPEG.',
  photoTooLarge: (maxBytes: number) => `La imagen no puede superar los ${formatMegabytes(maxBytes)} MB.`,
} as const;

/** "2", "1,5" ("1.5" where the business's country writes a decimal point; the API writes es-AR). */
const formatMegabytes = (bytes: number): string => formatDecimal(bytes / (1024 * 1024), { maximumFractionDigits: 1 });

/**
 * Whether a YYYY-MM-DD date has already started somewhere on Earth (UTC+14 is the first place a
 * day begins). A birth date is a calendar date with no time zone, so nobody is told that today is
 * in the future just because the server's clock is in another zone.
 */
export function isNotFutureDate(value: string, now: Date): boolean {
  const latestToday = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return value <= latestToday;
}

/**
 * PATCH /api/v1/me: any subset of the profile fields. Names and email cannot be emptied; phone,
 * birth date, gender and address can: null, or "" as a cleared input sends it, stores null.
 * `now` decides what "future" means, so the API passes its own clock and forms the browser's.
 */
export const profileUpdateSchemaAt = (now: () => Date) =>
  z.object({
    firstName: z.optional(nameField(m.firstNameRequired)),
    lastName: z.optional(nameField(m.lastNameRequired)),
    email: z.optional(emailField),
    phone: clearableField(
      z
        .string({ error: m.phoneInvalid })
        .check(z.trim(), z.maxLength(MAX_PHONE_LENGTH, m.maxLength(MAX_PHONE_LENGTH)), z.refine(isPhone, m.phoneInvalid), phoneDigitsCheck()),
    ),
    birthDate: clearableField(
      z
        .string({ error: profileMessages.birthDateInvalid })
        .check(
          z.trim(),
          ...calendarDate(
            profileMessages.birthDateInvalid,
            z.refine((value) => value === '' || isNotFutureDate(value, now()), { error: profileMessages.birthDateInFuture, abort: true }),
          ),
        ),
    ),
    gender: z.nullish(z.enum(genders, { error: profileMessages.genderInvalid })),
    address: clearableField(
      z
        .string({ error: m.freeTextInvalid })
        .check(z.trim(), z.maxLength(MAX_ADDRESS_LENGTH, m.maxLength(MAX_ADDRESS_LENGTH)), z.refine(isFreeText, m.freeTextInvalid)),
    ),
  });
export const profileUpdateSchema = lazySchema(() => profileUpdateSchemaAt(() => new Date()));
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The settings of the user's business that every screen formats with: money in `currency` (ISO 4217,
 * amounts in its minor units), dates and times in `timeZone` (IANA, e.g.
 * 'America/Argentina/Buenos_Aires'), not in the browser's zone; numbers and dates written as `country` writes them.
 */
export const businessSettingsSchema = lazySchema(() => z.object({
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  /** ISO 3166-1 alpha-2: the locale dates and numbers are written in (`es-<country>`) and the phones' calling code. */
  country: z.string(),
}));
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/**
 * GET and PATCH /api/v1/me: the profile plus the settings of the user's business, and the new email
 * waiting for its confirmation link (null without one).
 */
export const meResponseSchema = lazySchema(() => z.extend(meProfileSchema, {
  business: businessSettingsSchema,
  pendingEmail: z.nullable(z.string()),
}));
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/v1/me/password. A wrong current password comes back as a field error on currentPassword. */
export const passwordChangeSchema = lazySchema(() => z
  .object({
    currentPassword: z
      .string({ error: profileMessages.currentPasswordRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: profileMessages.currentPasswordRequired, abort: true }),
        singleLineText(),
        z.maxLength(128, m.maxLength(128)),
      ),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.newPassword !== data.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch });
      }
    }),
  ));
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;

/** POST and DELETE /api/v1/me/photo: the public path of the photo, or null without one. */
export const profilePhotoResponseSchema = lazySchema(() => z.object({ image: z.nullable(z.string()) }));
export type ProfilePhotoResponse = z.infer<typeof profilePhotoResponseSchema>;

/** POST /auth/logout: the refresh token of the session to end. */
export const logoutRequestSchema = lazySchema(() => z.object({ refresh: tokenField() }));
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

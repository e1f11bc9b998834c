import { z } from 'zod';
import { accessTokenClaimsSchema } from './auth';
import { validationMessages as m } from './messages';
import { emailField, nameField, newPasswordField, phoneField } from './fields';
import { profileMessages, isNotFutureDate } from './profile';
import { genders } from './users';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, isFreeText, isPhone, isValidEmail, normalizeDecimal } from './validators';

export const subscriptionStatuses = ['paid', 'finished', 'pending', 'partial', 'inactive'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  paid: 'Pagado',
  finished: 'Finalizado',
  pending: 'Pendiente',
  partial: 'Pago parcial',
  inactive: 'Sin plan',
};

export const MAX_GOAL_LENGTH = 200;
export const MAX_CLIENT_ADDRESS_LENGTH = 200;

export const clientMessages = {
  weightInvalid: 'Ingresá un peso entre 20 y 400 kg, con hasta dos decimales',
  heightInvalid: 'Ingresá una altura entre 50 y 260 cm',
  invitationUnknown: 'El código de invitación no existe. Revisalo con tu entrenador.',
  invitationUsed: 'Este código de invitación ya fue usado. Pedile uno nuevo a tu entrenador.',
  invitationExpired: 'Este código de invitación venció. Pedile uno nuevo a tu entrenador.',
  clientDisabled: 'Tu entrenador desactivó tu acceso a la app.',
  emailInUse: 'Ya existe un cliente con este correo.',
  invitationEmailMismatch: 'Usá el correo que tu entrenador cargó en tu ficha.',
  memberSinceInvalid: 'Ingresá una fecha válida (AAAA-MM-DD)',
  invitationCodeRequired: 'Ingresá el código de invitación',
} as const;

/**
 * Error codes of the client endpoints, beside the shared ones: INVITATION_UNKNOWN (400),
 * INVITATION_USED (409), INVITATION_EXPIRED (410), CLIENT_DISABLED (403).
 */
export const clientErrorCodes = ['INVITATION_UNKNOWN', 'INVITATION_USED', 'INVITATION_EXPIRED', 'CLIENT_DISABLED'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** The role claim of access tokens issued to clients by the app endpoints (never a web role). */
export const CLIENT_ROLE = 'CL';

/** A client's access token: the web claims plus role CL and the client's id (`id` is the same id). */
export const clientAccessTokenClaimsSchema = accessTokenClaimsSchema.extend({
  role: z.literal(CLIENT_ROLE),
  client_id: z.number(),
});
export type ClientAccessTokenClaims = z.infer<typeof clientAccessTokenClaimsSchema>;

/** An optional text input: "" or null clears it (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.maxLength(max))
    .refine(isFreeText, m.freeTextInvalid)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** Numbers typed with a comma as decimal separator ("72,5") are accepted (SPEC.md section 5). */
const decimalInput = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      if (value === '') return null;
      const text = typeof value === 'number' ? String(value) : normalizeDecimal(value);
      const parsed = /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isNaN(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    })
    .nullable()
    .optional();

const optionalDate = (future: 'allowed' | 'past-only') =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || z.iso.date().safeParse(value).success, { error: profileMessages.birthDateInvalid, abort: true })
    .refine((value) => future === 'allowed' || value === '' || isNotFutureDate(value, new Date()), profileMessages.birthDateInFuture)
    .transform((value) => value || null)
    .nullable()
    .optional();

const optionalPhone = z
  .string()
  .trim()
  .max(MAX_PHONE_LENGTH, m.maxLength(MAX_PHONE_LENGTH))
  .refine(isPhone, m.phoneInvalid)
  .transform((value) => value || null)
  .nullable()
  .optional();

// Not a union with emailField: a union's failure reads "Entrada inválida" instead of the email message.
const optionalEmail = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(MAX_EMAIL_LENGTH, m.maxLength(MAX_EMAIL_LENGTH))
  .refine((value) => value === '' || isValidEmail(value), m.emailInvalid)
  .transform((value) => value.toLowerCase() || null)
  .nullable()
  .optional();

/** POST /api/v1/clients (the trainer's create dialog). Names are required; the rest can wait. */
export const clientCreateSchema = z.object({
  firstName: nameField(m.firstNameRequired),
  lastName: nameField(m.lastNameRequired),
  email: optionalEmail,
  phone: optionalPhone,
  birthdate: optionalDate('past-only'),
  gender: z.enum(genders, { error: profileMessages.genderInvalid }).nullable().optional(),
  address: optionalText(MAX_CLIENT_ADDRESS_LENGTH),
  goal: optionalText(MAX_GOAL_LENGTH),
  weightKg: decimalInput(20, 400, clientMessages.weightInvalid),
  heightCm: decimalInput(50, 260, clientMessages.heightInvalid),
  /** YYYY-MM-DD; today in the gym's time zone when absent. */
  memberSince: optionalDate('allowed'),
});
export type ClientCreateRequest = z.input<typeof clientCreateSchema>;

/**
 * PATCH /api/v1/clients/{id}: any field; `{ "active": false }` disables the client's app access.
 * memberSince can change but not be cleared (every client has one).
 */
export const clientUpdateSchema = clientCreateSchema.partial().extend({
  memberSince: z
    .string({ error: clientMessages.memberSinceInvalid })
    .trim()
    .refine((value) => z.iso.date().safeParse(value).success, clientMessages.memberSinceInvalid)
    .optional(),
  active: z.boolean().optional(),
});
export type ClientUpdateRequest = z.input<typeof clientUpdateSchema>;

export const clientSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  address: z.string().nullable(),
  goal: z.string().nullable(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  memberSince: z.string(),
  active: z.boolean(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  /** The client has registered in the mobile app. */
  hasAppAccess: z.boolean(),
  image: z.string().nullable(),
  /** The sample client every new business gets ("Cliente de prueba"). */
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSorts = ['name', '-name', 'memberSince', '-memberSince', 'createdAt', '-createdAt'] as const;
export const CLIENTS_MAX_PAGE_SIZE = 100;

/** GET /api/v1/clients query. `search` matches name, email and phone, ignoring accents and case. */
export const clientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENTS_MAX_PAGE_SIZE).default(20),
  search: z.string().trim().max(80).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  subscriptionStatus: z.enum(subscriptionStatuses).optional(),
  sort: z.enum(clientSorts).default('name'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListSchema = z.object({ items: z.array(clientSchema), total: z.number().int().nonnegative() });
export type ClientList = z.infer<typeof clientListSchema>;

export const invitationStatuses = ['pending', 'used', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** POST /api/v1/invitations: a code for the client app, optionally bound to an existing client. */
export const invitationCreateSchema = z.object({ clientId: z.number().int().positive().optional() });
export const invitationCreatedSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(invitationStatuses),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** GET /api/v1/invitations query: newest first. */
export const invitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENTS_MAX_PAGE_SIZE).default(20),
});
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema), total: z.number().int().nonnegative() });

/** POST /api/v1/client-app/register (the mobile app's sign-up with a trainer's code). */
export const clientAppRegisterSchema = z
  .object({
    code: z
      .string({ error: clientMessages.invitationCodeRequired })
      .trim()
      .min(1, { error: clientMessages.invitationCodeRequired, abort: true }).max(16).transform((v) => v.toUpperCase()),
    firstName: nameField(m.firstNameRequired),
    lastName: nameField(m.lastNameRequired),
    email: emailField,
    phone: phoneField.optional(),
    password: newPasswordField,
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).trim().min(1, m.confirmPasswordRequired),
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch });
    }
  });
export type ClientAppRegisterRequest = z.input<typeof clientAppRegisterSchema>;

/** GET|PATCH /api/v1/client-app/me: what a client sees and may change of their own profile. */
export const clientAppProfileUpdateSchema = clientCreateSchema
  .pick({ firstName: true, lastName: true, phone: true, birthdate: true, gender: true, address: true, goal: true, weightKg: true, heightCm: true })
  .partial();

/** GET|PATCH /api/v1/client-app/me answer: the client's own record. */
export const clientAppProfileSchema = clientSchema;
export type ClientAppProfile = Client;

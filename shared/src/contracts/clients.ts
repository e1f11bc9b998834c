import * as z from 'zod/mini';
import { accessTokenClaimsSchema } from './auth';
import { lazySchema } from './lazy-schema';
import { validationMessages as m } from './messages';
import {
  calendarDate,
  clearableField,
  confirmPasswordField,
  emailField,
  idField,
  positiveIntQuery,
  nameField,
  newPasswordField,
  pageField,
  pageSizeField,
  phoneDigitsCheck,
  phoneField,
  singleLineText,
  textField,
} from './fields';
import { businessSettingsSchema, profileMessages, isNotFutureDate } from './profile';
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
  adherenceBelowInvalid: 'Indicá un porcentaje de adherencia entre 1 y 100',
  weightInvalid: 'Ingresá un peso entre 20 y 400 kg, con hasta dos decimales',
  heightInvalid: 'Ingresá una altura entre 50 y 260 cm',
  invitationUnknown: 'El código de invitación no existe. Revisalo con tu entrenador.',
  invitationUsed: 'Este código de invitación ya fue usado. Pedile uno nuevo a tu entrenador.',
  invitationExpired: 'Este código de invitación venció. Pedile uno nuevo a tu entrenador.',
  invitationRevoked: 'Tu entrenador anuló este código de invitación. Pedile uno nuevo.',
  invitationAlreadyUsed: 'Este código ya se usó: no se puede anular.',
  clientDisabled: 'Tu entrenador desactivó tu acceso a la app.',
  emailInUse: 'Ya existe un cliente con este correo.',
  appAccountExists: 'Ya tenés una cuenta en la app con este correo. Iniciá sesión (o recuperá tu contraseña desde ahí).',
  invitationEmailMismatch: 'Usá el correo que tu entrenador cargó en tu ficha.',
  memberSinceInvalid: 'Ingresá una fecha válida (AAAA-MM-DD)',
  invitationCodeRequired: 'Ingresá el código de invitación',
} as const;

/**
 * Error codes of the client endpoints, beside the shared ones: INVITATION_UNKNOWN (400),
 * INVITATION_USED (409), INVITATION_EXPIRED (410), INVITATION_REVOKED (410), CLIENT_DISABLED (403), and of the app sign-up's
 * email code: REGISTRATION_EXPIRED (400), TOO_MANY_ATTEMPTS (400).
 */
export const clientErrorCodes = [
  'INVITATION_UNKNOWN',
  'INVITATION_USED',
  'INVITATION_EXPIRED',
  'INVITATION_REVOKED',
  'CLIENT_DISABLED',
  'REGISTRATION_EXPIRED',
  'TOO_MANY_ATTEMPTS',
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** The role claim of access tokens issued to clients by the app endpoints (never a web role). */
export const CLIENT_ROLE = 'CL';

/** A client's access token: the web claims plus role CL and the client's id (`id` is the same id). */
export const clientAccessTokenClaimsSchema = lazySchema(() => z.extend(accessTokenClaimsSchema, {
  role: z.literal(CLIENT_ROLE),
  client_id: z.number(),
}));
export type ClientAccessTokenClaims = z.infer<typeof clientAccessTokenClaimsSchema>;

/** An optional text input: "" or null clears it (stored as null). */
const optionalText = (max: number) =>
  clearableField(z.string().check(z.trim(), z.maxLength(max, m.maxLength(max)), z.refine(isFreeText, m.freeTextInvalid)));

/**
 * Numbers typed with a comma as decimal separator ("72,5") are accepted (SPEC.md section 5); up to two
 * decimals, between min and max; null, undefined or "" is null. Body measurements use it too.
 */
export const decimalInput = (min: number, max: number, message: string) =>
  z.nullish(
    z.pipe(
      z.union([z.number(), z.string().check(z.trim())]),
      z.transform((value: number | string, ctx) => {
        if (value === '') return null;
        const text = typeof value === 'number' ? String(value) : normalizeDecimal(value);
        const parsed = /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
        if (Number.isNaN(parsed) || parsed < min || parsed > max) {
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        }
        return parsed;
      }),
    ),
  );

const optionalDate = (future: 'allowed' | 'past-only') =>
  clearableField(
    z
      .string()
      .check(
        z.trim(),
        ...calendarDate(
          profileMessages.birthDateInvalid,
          z.refine((value) => future === 'allowed' || value === '' || isNotFutureDate(value, new Date()), {
            error: profileMessages.birthDateInFuture,
            abort: true,
          }),
        ),
      ),
  );

const optionalPhone = clearableField(
  z.string().check(z.trim(), z.maxLength(MAX_PHONE_LENGTH, m.maxLength(MAX_PHONE_LENGTH)), z.refine(isPhone, m.phoneInvalid), phoneDigitsCheck()),
);

// Not a union with emailField: a union's failure reads "Entrada inválida" instead of the email message.
const optionalEmail = lazySchema(() => z.nullish(
  z.pipe(
    z
      .string({ error: m.emailInvalid })
      .check(
        z.trim(),
        singleLineText(),
        z.maxLength(MAX_EMAIL_LENGTH, m.maxLength(MAX_EMAIL_LENGTH)),
        z.refine((value) => value === '' || isValidEmail(value), m.emailInvalid),
      ),
    z.transform((value: string) => value.toLowerCase() || null),
  ),
));

/** POST /api/v1/clients (the trainer's create dialog). Names are required; the rest can wait. */
export const clientCreateSchema = lazySchema(() => z.object({
  firstName: nameField(m.firstNameRequired),
  lastName: nameField(m.lastNameRequired),
  email: optionalEmail,
  phone: optionalPhone,
  birthdate: optionalDate('past-only'),
  gender: z.nullish(z.enum(genders, { error: profileMessages.genderInvalid })),
  address: optionalText(MAX_CLIENT_ADDRESS_LENGTH),
  goal: optionalText(MAX_GOAL_LENGTH),
  weightKg: decimalInput(20, 400, clientMessages.weightInvalid),
  heightCm: decimalInput(50, 260, clientMessages.heightInvalid),
  /** YYYY-MM-DD; today in the gym's time zone when absent. */
  memberSince: optionalDate('allowed'),
  /** The responsible trainer (a member of the business); whoever creates the client when absent. Only an administrator may name another. */
  trainerId: z.optional(idField),
}));
export type ClientCreateRequest = z.input<typeof clientCreateSchema>;

/**
 * PATCH /api/v1/clients/{id}: any field; `{ "active": false }` disables the client's app access.
 * memberSince can change but not be cleared (every client has one).
 */
export const clientUpdateSchema = lazySchema(() => z.extend(z.partial(clientCreateSchema), {
  memberSince: z.optional(
    z
      .string({ error: clientMessages.memberSinceInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: clientMessages.memberSinceInvalid, abort: true }),
        ...calendarDate(clientMessages.memberSinceInvalid),
      ),
  ),
  active: z.optional(z.boolean()),
}));
export type ClientUpdateRequest = z.input<typeof clientUpdateSchema>;

export const clientSchema = lazySchema(() => z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  birthdate: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  address: z.nullable(z.string()),
  goal: z.nullable(z.string()),
  weightKg: z.nullable(z.number()),
  heightCm: z.nullable(z.number()),
  memberSince: z.string(),
  active: z.boolean(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  /** The client has registered in the mobile app. */
  hasAppAccess: z.boolean(),
  /** When the client registered in the app (ISO instant), or null. */
  appRegisteredAt: z.nullable(z.string()),
  /**
   * The last time the client signed in to the app or renewed its session (ISO instant), or null. Kept
   * with a few minutes' granularity: it says "active recently", not an exact moment.
   */
  appLastSeenAt: z.nullable(z.string()),
  image: z.nullable(z.string()),
  /** The sample client every new business gets ("Cliente de prueba"). */
  isSample: z.boolean(),
  /** The id of the member responsible for the client (Equipo): whoever created or invited them, unless reassigned. */
  trainerId: z.nullable(z.number()),
  /** That member's name and photo, or null when the member is no longer in the business. */
  trainer: z.nullable(z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), image: z.nullable(z.string()) })),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * In GET /api/v1/clients when the query asks for it (`adherence=true`, an adherence sort or
   * `adherenceBelow`): the share of the tasks due over the last 7 and 30 days (yesterday back) the
   * client registered, a whole percentage; null where nothing was due.
   */
  adherence: z.optional(z.object({ d7: z.nullable(z.number()), d30: z.nullable(z.number()) })),
}));
export type Client = z.infer<typeof clientSchema>;

export const clientSorts = [
  'name',
  '-name',
  'memberSince',
  '-memberSince',
  'createdAt',
  '-createdAt',
  // Adherence over the last 7 or 30 days; clients with nothing due last, in either direction.
  'adherence7',
  '-adherence7',
  'adherence30',
  '-adherence30',
] as const;
/** The sorts by adherence (their lists carry each client's figures). */
export const adherenceSorts = ['adherence7', '-adherence7', 'adherence30', '-adherence30'] as const satisfies readonly (typeof clientSorts)[number][];
export type AdherenceSort = (typeof adherenceSorts)[number];
export const CLIENTS_MAX_PAGE_SIZE = 100;

/** GET /api/v1/clients query. `search` matches name, email and phone, ignoring accents and case. */
export const clientListQuerySchema = lazySchema(() => z.object({
  page: pageField,
  pageSize: pageSizeField(CLIENTS_MAX_PAGE_SIZE, 20),
  search: z.optional(textField(80)),
  status: z.optional(z.enum(['active', 'inactive'])),
  subscriptionStatus: z.optional(z.enum(subscriptionStatuses)),
  /** `sample=true`: only the business's sample client (the assign-activity tour finds it so). */
  sample: z.optional(z.enum(['true'])),
  sort: z._default(z.enum(clientSorts), 'name'),
  /** Only clients whose 30-day adherence is below this percentage (those with nothing due are left out). */
  adherenceBelow: z.optional(
    z.coerce
      .number({ error: clientMessages.adherenceBelowInvalid })
      .check(z.int({ error: clientMessages.adherenceBelowInvalid, abort: true }), z.minimum(1, clientMessages.adherenceBelowInvalid), z.maximum(100, clientMessages.adherenceBelowInvalid)),
  ),
  /** `adherence=true`: each client with its 7- and 30-day adherence. */
  adherence: z.optional(z.enum(['true'])),
  /** Only the clients of this member (an administrator's "Entrenador" filter; a trainer sees only theirs anyway). */
  trainerId: z.optional(positiveIntQuery(2_147_483_647)),
}));
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListSchema = lazySchema(() => z.object({ items: z.array(clientSchema), total: z.number().check(z.int(), z.nonnegative()) }));
export type ClientList = z.infer<typeof clientListSchema>;

/** No 0/O and no 1/I/L: a code read aloud or copied by hand cannot be mistyped into another one. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;
const INVITATION_CODE = new RegExp(`^[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`);
/** Whether a (trimmed, upper-cased) text has the shape of a code: the sign-up asks who invites only then. */
export const isInvitationCode = (value: string): boolean => INVITATION_CODE.test(value);

export const invitationStatuses = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * POST /api/v1/invitations: a code for the client app, optionally bound to an existing client. The
 * business's live code for the same person (general, or that client's) is answered again (200,
 * `reused`) while it has at least INVITATION_REUSE_MIN_HOURS left; otherwise a new one (201).
 */
export const invitationCreateSchema = lazySchema(() => z.object({ clientId: z.optional(idField) }));
export const invitationCreatedSchema = lazySchema(() => z.object({
  id: z.number(),
  code: z.string(),
  expiresAt: z.string(),
  reused: z.boolean(),
}));
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;
/** A pending code closer than this to its end is not handed out again: a new one is made. */
export const INVITATION_REUSE_MIN_HOURS = 2;

/**
 * GET /api/v1/client-app/invitations/:code (public): who invites, shown by the sign-up before the
 * client types anything; a code bound to a client also brings what the trainer recorded of them.
 */
export const invitationPreviewSchema = lazySchema(() => z.object({
  business: z.object({ name: z.string(), logo: z.nullable(z.string()) }),
  trainer: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  client: z.nullable(z.object({ firstName: z.string(), lastName: z.string(), email: z.nullable(z.string()) })),
  expiresAt: z.string(),
}));
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
/** The code in the path, as typed or as the link carries it (any case, spaces around). */
export const invitationCodeParamsSchema = lazySchema(() => z.object({
  code: z.pipe(z.string().check(z.trim(), z.minLength(1), singleLineText(), z.maxLength(16)), z.transform((value: string) => value.toUpperCase())),
}));

export const invitationSchema = lazySchema(() => z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(invitationStatuses),
  clientId: z.nullable(z.number()),
  clientName: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
}));
export type Invitation = z.infer<typeof invitationSchema>;
/** GET /api/v1/invitations query: newest first. */
export const invitationListQuerySchema = lazySchema(() => z.object({
  page: pageField,
  pageSize: pageSizeField(CLIENTS_MAX_PAGE_SIZE, 20),
}));
export type InvitationListQuery = z.input<typeof invitationListQuerySchema>;
export const invitationListSchema = lazySchema(() => z.object({ items: z.array(invitationSchema), total: z.number().check(z.int(), z.nonnegative()) }));

/** POST /api/v1/client-app/register (the mobile app's sign-up with a trainer's code). */
export const clientAppRegisterSchema = z
  .object({
    code: z.pipe(
      z
        .string({ error: clientMessages.invitationCodeRequired })
        .check(
          z.trim(),
          z.minLength(1, { error: clientMessages.invitationCodeRequired, abort: true }),
          singleLineText(),
          z.maxLength(16),
        ),
      z.transform((value: string) => value.toUpperCase()),
    ),
    firstName: nameField(m.firstNameRequired),
    lastName: nameField(m.lastNameRequired),
    email: emailField,
    phone: z.optional(phoneField),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .check(
    z.superRefine((data, ctx) => {
      if (data.password !== data.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDoNotMatch });
      }
    }),
  );
export type ClientAppRegisterRequest = z.input<typeof clientAppRegisterSchema>;

/** GET|PATCH /api/v1/client-app/me: what a client sees and may change of their own profile. */
export const clientAppProfileUpdateSchema = lazySchema(() => z.partial(
  z.pick(clientCreateSchema, {
    firstName: true,
    lastName: true,
    phone: true,
    birthdate: true,
    gender: true,
    address: true,
    goal: true,
    weightKg: true,
    heightCm: true,
  }),
));

export type ClientAppProfileUpdateRequest = z.input<typeof clientAppProfileUpdateSchema>;

/**
 * GET|PATCH /api/v1/client-app/me answer: the client's own record, and the settings of their trainer's
 * business the app writes with (numbers as `country` writes them; `timeZone` and `currency` as on the web).
 */
export const clientAppProfileSchema = lazySchema(() => z.extend(clientSchema, { business: businessSettingsSchema }));
export type ClientAppProfile = z.infer<typeof clientAppProfileSchema>;

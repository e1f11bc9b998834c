import * as z from 'zod/mini';
import { roles, withMatchingPasswords } from './auth';
import { validationMessages as m } from './messages';
import {
  confirmPasswordField,
  emailField,
  idField,
  nameField,
  newPasswordField,
  pageField,
  pageSizeField,
  phoneField,
  positiveIntQuery,
  tokenField,
} from './fields';

/*
 * Equipo (issue 39): the members of a business (Administradores and Entrenadores), the invitations an
 * administrator sends, and who a client belongs to. What each role may call is docs/permissions.md.
 */

/** The trainer's app's public page a member's invitation mail links to (`?token=…`); the API builds the link from APP_URL. */
export const TEAM_JOIN_PATH = '/unirme';

/** How long a member's invitation link leads in. */
export const TEAM_INVITATION_DAYS = 7;

export const teamMessages = {
  roleRequired: 'Elegí un rol',
  lastAdmin: 'El negocio necesita al menos un administrador activo. Nombrá a otra persona administradora antes de cambiar este rol o desactivarla.',
  ownRole: 'No podés cambiar tu propio rol ni desactivarte: pedíselo a otra persona administradora.',
  alreadyMember: 'Esta persona ya es parte de tu equipo.',
  accountElsewhere:
    'Ese correo ya tiene una cuenta de Coach en otro negocio. Cada persona pertenece a un solo negocio: pedile que use otro correo.',
  accountExists: 'Ese correo ya tiene una cuenta de Coach. Cada persona pertenece a un solo negocio: iniciá sesión con ella o pedí la invitación a otro correo.',
  invitationInvalid: 'El enlace de invitación no es válido o ya se usó. Pedile a quien te invitó que te envíe uno nuevo.',
  invitationExpired: 'La invitación venció. Pedile a quien te invitó que te la envíe de nuevo.',
  invitationAccepted: 'Esta invitación ya se usó. Iniciá sesión con tu correo y contraseña.',
  reassignRequired: 'Elegí a quién pasan sus clientes antes de desactivar a esta persona.',
  reassignTarget: 'Elegí un integrante activo del equipo.',
  noPermission: 'No tenés permisos para editar/eliminar',
  memberDisabled: 'Un administrador del negocio desactivó tu acceso. Pedile que lo reactive si lo necesitás.',
  clientIdsRequired: 'Elegí al menos un cliente',
} as const;

export const teamRoleField = z.enum(roles, { error: teamMessages.roleRequired });

/** POST /team/invitations */
export const teamInvitationCreateSchema = z.object({
  email: emailField,
  role: teamRoleField,
  firstName: z.optional(nameField(m.firstNameRequired)),
  lastName: z.optional(nameField(m.lastNameRequired)),
});
export type TeamInvitationCreate = z.input<typeof teamInvitationCreateSchema>;

/** A pending invitation, as Equipo lists it. */
export const teamInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(roles),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  invitedBy: z.nullable(z.string()),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInvitationListSchema = z.object({ results: z.array(teamInvitationSchema) });
export type TeamInvitationList = z.infer<typeof teamInvitationListSchema>;

/** GET /team/invitations/preview?token=…: what the public accept page shows before the form. */
export const teamInvitationTokenQuerySchema = z.object({ token: tokenField(128) });
export const teamInvitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(roles),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  businessName: z.string(),
  businessLogo: z.nullable(z.string()),
  inviterName: z.nullable(z.string()),
  expiresAt: z.string(),
});
export type TeamInvitationPreview = z.infer<typeof teamInvitationPreviewSchema>;

/** POST /team/invitations/accept */
export const teamInvitationAcceptSchema = z
  .object({
    token: tokenField(128),
    firstName: nameField(m.firstNameRequired),
    lastName: nameField(m.lastNameRequired),
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .check(z.superRefine((data, ctx) => withMatchingPasswords(data, data.password, ctx)));
export type TeamInvitationAccept = z.input<typeof teamInvitationAcceptSchema>;

export const teamInvitationAcceptResponseSchema = z.object({ email: z.string(), businessName: z.string() });
export type TeamInvitationAcceptResponse = z.infer<typeof teamInvitationAcceptResponseSchema>;

/** GET /team/members */
export const teamMemberSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  image: z.nullable(z.string()),
  /** Active clients they are responsible for. */
  clientCount: z.number(),
  lastSeenAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberListSchema = z.object({ results: z.array(teamMemberSchema) });
export type TeamMemberList = z.infer<typeof teamMemberListSchema>;

/** PATCH /team/members/{id}: deactivating a member with clients says who takes them (`reassignTo`). */
export const teamMemberUpdateSchema = z.object({
  role: z.optional(teamRoleField),
  active: z.optional(z.boolean()),
  reassignTo: z.optional(idField),
});
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateSchema>;

/** POST /clients/reassign */
export const CLIENT_REASSIGN_MAX = 500;
export const clientReassignSchema = z.object({
  clientIds: z
    .array(idField)
    .check(z.minLength(1, teamMessages.clientIdsRequired), z.maxLength(CLIENT_REASSIGN_MAX, `Elegí hasta ${CLIENT_REASSIGN_MAX} clientes`)),
  trainerId: idField,
});
export type ClientReassign = z.input<typeof clientReassignSchema>;
export const clientReassignResponseSchema = z.object({ reassigned: z.number() });

/** GET /team/activity: who did what, newest first. */
export const teamActivityQuerySchema = z.object({
  userId: z.optional(positiveIntQuery(2_147_483_647)),
  page: pageField,
  pageSize: pageSizeField(100, 30),
});
export const teamActivityItemSchema = z.object({
  id: z.number(),
  userId: z.number(),
  memberName: z.string(),
  action: z.string(),
  label: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TeamActivityItem = z.infer<typeof teamActivityItemSchema>;
export const teamActivityListSchema = z.object({
  count: z.number(),
  page: z.number(),
  pageSize: z.number(),
  results: z.array(teamActivityItemSchema),
});
export type TeamActivityList = z.infer<typeof teamActivityListSchema>;

export const teamErrorCodes = [
  'LAST_ADMIN',
  'OWN_MEMBERSHIP',
  'REASSIGN_REQUIRED',
  'ALREADY_MEMBER',
  'ACCOUNT_EXISTS',
  'TEAM_INVITATION_INVALID',
  'TEAM_INVITATION_EXPIRED',
  'TEAM_INVITATION_ACCEPTED',
] as const;
export type TeamErrorCode = (typeof teamErrorCodes)[number];

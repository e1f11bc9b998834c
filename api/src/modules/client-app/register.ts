import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  APP_SIGN_UP_CODE_ATTEMPTS,
  APP_SIGN_UP_CODE_MINUTES,
  clientAppVerificationMessages as vm,
  clientMessages,
  type ClientAppRegistrationPending,
  type InvitationPreview,
  type TokenPair,
  type clientAppRegisterSchema,
  type clientAppRegistrationVerifySchema,
} from '@coach/shared/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { CLIENTS_APP_EMAIL_UNIQUE, clientAppRegistrations, clients, gyms, invitations, users, type ClientAppRegistration, type ClientRow, type Invitation } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { newClientValues, rethrowEmailConflict } from '../clients/clients';
import { findAppClientByEmail } from '../clients/queries';
import { derivedColumns } from '../clients/search-text';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../sessions/passwords';
import { randomToken, sha256Hex } from '../sessions/secrets';
import { endAllSessions, type SessionEnder } from '../sessions/session-states';
import { issueTokenPair, type TokenIssuer } from '../sessions/token-pair';
import { clientDisabled, clientSessions } from './client-sessions';

type RegisterInput = z.output<typeof clientAppRegisterSchema>;
type VerifyInput = z.output<typeof clientAppRegistrationVerifySchema>;
/** What the verified sign-up writes: the form as the client sent it, the password already hashed. */
type VerifiedSignUp = Omit<RegisterInput, 'password' | 'confirmPassword'> & { passwordHash: string };

const invitationUnknown = () =>
  new ApiError(400, 'INVITATION_UNKNOWN', clientMessages.invitationUnknown, {
    fieldErrors: { code: [clientMessages.invitationUnknown] },
  });
const invitationUsed = () => new ApiError(409, 'INVITATION_USED', clientMessages.invitationUsed);
const invitationExpired = () => new ApiError(410, 'INVITATION_EXPIRED', clientMessages.invitationExpired);
const invitationRevoked = () => new ApiError(410, 'INVITATION_REVOKED', clientMessages.invitationRevoked);
/** The app login is one account per email, across businesses: that person signs in instead. */
const appAccountExists = () =>
  new ApiError(409, 'RESOURCE_ALREADY_EXIST', clientMessages.appAccountExists, { fieldErrors: { email: [clientMessages.appAccountExists] } });

/**
 * The row a code names: its live one (the unique index allows one row with used_at null), else the
 * newest used one (a used code may be drawn again later for another business).
 */
async function findInvitation(db: Db, code: string): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.code, code))
    .orderBy(sql`${invitations.usedAt} is null desc`, desc(invitations.createdAt))
    .limit(1);
  return row;
}

/** Why a code does not lead in, in the order the client can act on it; nothing when it does. */
function assertRedeemable(invitation: Invitation | undefined, now: Date): asserts invitation is Invitation {
  if (!invitation) throw invitationUnknown();
  if (invitation.usedAt) throw invitationUsed();
  if (invitation.revokedAt) throw invitationRevoked();
  if (invitation.expiresAt <= now) throw invitationExpired();
}

/**
 * Takes the code in one conditional UPDATE: of many simultaneous redemptions exactly one gets the
 * row back (the others wait on its row lock, then see used_at set). Only a failed redemption reads
 * the code again, to tell the user why.
 */
async function redeem(tx: Db, code: string, now: Date) {
  const [invitation] = await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.code, code), isNull(invitations.usedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now)))
    .returning();
  if (invitation) return invitation;
  assertRedeemable(await findInvitation(tx, code), now);
  throw invitationUsed();
}

/**
 * A general code used with the email of a client the business already recorded, who has no app
 * account yet, joins that client (the trainer made the client first, then sent "Invitar cliente"):
 * the email is proven by the mailed code like any other sign-up.
 */
async function recordedClient(db: Db, gymId: number, email: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.gymId, gymId), sql`lower(${clients.email}) = lower(${email})`, isNull(clients.appRegisteredAt)))
    .limit(1);
  return row;
}

/** A code bound to a client gives that client app access; the trainer's data stays as it is. */
async function grantAccess(tx: Db, gymId: number, clientId: number, input: VerifiedSignUp, now: Date) {
  const own = and(eq(clients.id, clientId), eq(clients.gymId, gymId));
  const [current] = await tx.select().from(clients).where(own).for('update');
  if (!current) throw invitationUnknown();
  if (!current.active) throw clientDisabled();
  assertSameEmail(current, input.email);
  const email = current.email ?? input.email;
  const phone = current.phone ?? input.phone ?? null;
  // Registering again (a forgotten password) ends the sessions of the old password, access tokens
  // included: the row written below carries the new session version, so the new pair is the only one.
  if (current.appRegisteredAt !== null) await endAllSessions(tx, { kind: 'client', id: clientId }, now);
  const [row] = await tx
    .update(clients)
    .set({
      email,
      phone,
      passwordHash: input.passwordHash,
      appRegisteredAt: current.appRegisteredAt ?? now,
      ...derivedColumns({ ...current, email, phone }),
      updatedAt: now,
    })
    .where(own)
    .returning();
  return row;
}

const invitationEmailMismatch = () =>
  new ApiError(400, 'VALIDATION_ERROR', clientMessages.invitationEmailMismatch, {
    fieldErrors: { email: [clientMessages.invitationEmailMismatch] },
  });

/** The email is the app login: it cannot silently replace the one the trainer recorded. */
function assertSameEmail(client: ClientRow, email: string) {
  if (client.email !== null && client.email.toLowerCase() !== email) throw invitationEmailMismatch();
}

/**
 * Everything the sign-up would refuse, checked before a code is mailed so the client hears it at
 * once; nothing is taken (the code stays live, the email unclaimed). The same checks run again, for
 * real, when the code comes back. Answers the business's name, which the mail speaks of.
 */
async function precheck(db: Db, input: RegisterInput, now: Date): Promise<{ businessName: string }> {
  const invitation = await findInvitation(db, input.code);
  assertRedeemable(invitation, now);
  const target =
    invitation.clientId !== null
      ? (await db.select().from(clients).where(and(eq(clients.id, invitation.clientId), eq(clients.gymId, invitation.gymId))))[0]
      : await recordedClient(db, invitation.gymId, input.email);
  if (invitation.clientId !== null && !target) throw invitationUnknown();
  if (target) {
    if (!target.active) throw clientDisabled();
    assertSameEmail(target, input.email);
  }
  const owner = await findAppClientByEmail(db, input.email);
  // Registering again with the code of the same client (a forgotten password) is fine.
  if (owner && owner.id !== invitation.clientId) throw appAccountExists();
  const [gym] = await db.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, invitation.gymId));
  return { businessName: gym?.name ?? '' };
}

/**
 * GET /api/v1/client-app/invitations/:code: who invites (the business, its logo, the trainer who made
 * the code) and, for a code bound to a client, what the trainer recorded of them, so the sign-up says
 * whose app it is and fills in the form. A code that would not lead in answers why, as the sign-up would.
 */
export async function previewInvitation(db: Db, code: string, now: Date): Promise<InvitationPreview> {
  const invitation = await findInvitation(db, code);
  assertRedeemable(invitation, now);
  const [row] = await db
    .select({ name: gyms.name, logo: gyms.logo, firstName: users.firstName, lastName: users.lastName })
    .from(gyms)
    .leftJoin(users, and(eq(users.id, invitation.createdByUserId ?? 0), eq(users.gymId, gyms.id)))
    .where(eq(gyms.id, invitation.gymId));
  if (!row) throw invitationUnknown();
  let client: InvitationPreview['client'] = null;
  if (invitation.clientId !== null) {
    const [bound] = await db
      .select({ firstName: clients.firstName, lastName: clients.lastName, email: clients.email, active: clients.active })
      .from(clients)
      .where(and(eq(clients.id, invitation.clientId), eq(clients.gymId, invitation.gymId)));
    if (!bound) throw invitationUnknown();
    if (!bound.active) throw clientDisabled();
    client = { firstName: bound.firstName, lastName: bound.lastName ?? '', email: bound.email };
  }
  return {
    business: { name: row.name, logo: row.logo },
    trainer: row.firstName === null ? null : { firstName: row.firstName, lastName: row.lastName ?? '' },
    client,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function verificationMail(to: string, firstName: string, code: string, businessName: string) {
  const lines = [
    `Hola ${firstName}:`,
    '',
    `Tu código para terminar de registrarte en la app de ${businessName || 'tu entrenador'} es ${code}.`,
    `Vence en ${APP_SIGN_UP_CODE_MINUTES} minutos.`,
    '',
    'Si no fuiste vos, ignorá este correo: sin este código nadie puede usar tu dirección.',
  ];
  return {
    to,
    subject: `${code} es tu código de Coach`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${line.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)}</p>` : '')).join('\n'),
  };
}

/**
 * POST /api/v1/client-app/register: the first step. The email must be proven before it becomes an
 * app login (otherwise anyone with an invitation code could claim someone else's address and keep
 * their real trainer from registering them): a 6-digit code goes to it and nothing is claimed yet.
 */
export async function requestRegistration(
  deps: { db: Db; now: () => Date; mailer: Mailer },
  input: RegisterInput,
): Promise<ClientAppRegistrationPending> {
  const now = deps.now();
  const { businessName } = await precheck(deps.db, input, now);
  const passwordHash = await hashPassword(input.password);
  const registration = randomToken();
  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + APP_SIGN_UP_CODE_MINUTES * 60_000);
  // Old unfinished sign-ups are of no use to anyone: each request sweeps the expired ones (indexed).
  await deps.db.delete(clientAppRegistrations).where(lt(clientAppRegistrations.expiresAt, now));
  await deps.db.insert(clientAppRegistrations).values({
    handleHash: sha256Hex(registration),
    invitationCode: input.code,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    passwordHash,
    codeHash: sha256Hex(code),
    expiresAt,
    createdAt: now,
  });
  await deps.mailer.send(verificationMail(input.email, input.firstName, code, businessName));
  return { registration, email: input.email, expiresAt: expiresAt.toISOString() };
}

const registrationExpired = () =>
  new ApiError(400, 'REGISTRATION_EXPIRED', vm.registrationExpired, { fieldErrors: { code: [vm.registrationExpired] } });

/** A wrong code counts; the fifth wrong one ends that sign-up. */
async function checkCode(db: Db, pending: ClientAppRegistration, code: string) {
  if (pending.attempts >= APP_SIGN_UP_CODE_ATTEMPTS) throw new ApiError(400, 'TOO_MANY_ATTEMPTS', vm.tooManyAttempts);
  const matches = timingSafeEqual(Buffer.from(sha256Hex(code)), Buffer.from(pending.codeHash));
  if (matches) return;
  const [row] = await db
    .update(clientAppRegistrations)
    .set({ attempts: sql`${clientAppRegistrations.attempts} + 1` })
    .where(eq(clientAppRegistrations.id, pending.id))
    .returning({ attempts: clientAppRegistrations.attempts });
  if ((row?.attempts ?? APP_SIGN_UP_CODE_ATTEMPTS) >= APP_SIGN_UP_CODE_ATTEMPTS) throw new ApiError(400, 'TOO_MANY_ATTEMPTS', vm.tooManyAttempts);
  throw new ApiError(400, 'VALIDATION_ERROR', vm.codeWrong, { fieldErrors: { code: [vm.codeWrong] } });
}

/**
 * POST /api/v1/client-app/register/verify: the code proves the email, and then, in one transaction,
 * the sign-up is taken (once), the invitation redeemed and the client written. If anything fails
 * after that (the email claimed meanwhile, a disabled client) the rollback gives everything back.
 */
export async function verifyRegistration(deps: TokenIssuer & SessionEnder & { db: Db }, input: VerifyInput): Promise<TokenPair> {
  const now = deps.now();
  const handleHash = sha256Hex(input.registration);
  const live = and(
    eq(clientAppRegistrations.handleHash, handleHash),
    isNull(clientAppRegistrations.verifiedAt),
    gt(clientAppRegistrations.expiresAt, now),
  );
  const [pending] = await deps.db.select().from(clientAppRegistrations).where(live).limit(1);
  if (!pending) throw registrationExpired();
  await checkCode(deps.db, pending, input.code);
  try {
    const { pair, clientId } = await deps.db.transaction(async (tx) => {
      const [taken] = await tx.update(clientAppRegistrations).set({ verifiedAt: now }).where(live).returning();
      if (!taken) throw registrationExpired();
      const signUp: VerifiedSignUp = {
        code: taken.invitationCode,
        email: taken.email,
        firstName: taken.firstName,
        lastName: taken.lastName,
        phone: taken.phone ?? undefined,
        passwordHash: taken.passwordHash,
      };
      const invitation = await redeem(tx, signUp.code, now);
      let client: ClientRow | undefined;
      const joins = invitation.clientId ?? (await recordedClient(tx, invitation.gymId, signUp.email))?.id ?? null;
      if (joins !== null) {
        client = await grantAccess(tx, invitation.gymId, joins, signUp, now);
      } else {
        const values = await newClientValues(tx, invitation.gymId, invitation.createdByUserId, signUp, now);
        [client] = await tx.insert(clients).values({ ...values, passwordHash: signUp.passwordHash, appRegisteredAt: now }).returning();
      }
      if (!client) throw new Error('client write returned no row');
      await tx.update(invitations).set({ usedByClientId: client.id }).where(eq(invitations.id, invitation.id));
      return { pair: await issueTokenPair(tx, deps, clientSessions, client), clientId: client.id };
    });
    // After the commit: this instance stops trusting what it cached of the client's old sessions.
    deps.sessionStates.forget({ kind: 'client', id: clientId });
    return pair;
  } catch (error) {
    if (isUniqueViolation(error, CLIENTS_APP_EMAIL_UNIQUE)) throw appAccountExists();
    rethrowEmailConflict(error);
  }
}

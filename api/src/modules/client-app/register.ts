import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  APP_SIGN_UP_CODE_ATTEMPTS,
  APP_SIGN_UP_CODE_MINUTES,
  clientAppVerificationMessages as vm,
  clientMessages,
  type ClientAppRegistrationPending,
  type TokenPair,
  type clientAppRegisterSchema,
  type clientAppRegistrationVerifySchema,
} from '@coach/shared/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clientAppRegistrations, clients, invitations, type ClientAppRegistration, type ClientRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { emailInUse, newClientValues, rethrowEmailConflict } from '../clients/clients';
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

/**
 * Takes the code in one conditional UPDATE: of many simultaneous redemptions exactly one gets the
 * row back (the others wait on its row lock, then see used_at set). Only a failed redemption reads
 * the code again, to tell the user why.
 */
async function redeem(tx: Db, code: string, now: Date) {
  const [invitation] = await tx
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.code, code), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .returning();
  if (invitation) return invitation;
  const [known] = await tx
    .select({ live: sql<boolean>`bool_or(${invitations.usedAt} is null)` })
    .from(invitations)
    .where(eq(invitations.code, code));
  if (known?.live === null || known?.live === undefined) throw invitationUnknown();
  // A live code that the update did not take has expired; otherwise every row with it was used.
  throw known.live ? invitationExpired() : invitationUsed();
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
 * real, when the code comes back.
 */
async function precheck(db: Db, input: RegisterInput, now: Date) {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.code, input.code)).limit(1);
  if (!invitation) throw invitationUnknown();
  if (invitation.usedAt) throw invitationUsed();
  if (invitation.expiresAt <= now) throw invitationExpired();
  if (invitation.clientId !== null) {
    const [client] = await db.select().from(clients).where(and(eq(clients.id, invitation.clientId), eq(clients.gymId, invitation.gymId)));
    if (!client) throw invitationUnknown();
    if (!client.active) throw clientDisabled();
    assertSameEmail(client, input.email);
  }
  const owner = await findAppClientByEmail(db, input.email);
  // Registering again with the code of the same client (a forgotten password) is fine.
  if (owner && owner.id !== invitation.clientId) throw emailInUse();
}

const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function verificationMail(to: string, firstName: string, code: string) {
  const lines = [
    `Hola ${firstName}:`,
    '',
    `Tu código para terminar de registrarte en la app de tu entrenador es ${code}.`,
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
  await precheck(deps.db, input, now);
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
  await deps.mailer.send(verificationMail(input.email, input.firstName, code));
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
      if (invitation.clientId !== null) {
        client = await grantAccess(tx, invitation.gymId, invitation.clientId, signUp, now);
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
    rethrowEmailConflict(error);
  }
}

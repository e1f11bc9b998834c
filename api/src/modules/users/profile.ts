import { emailChangeMessages, type BusinessSettings, type MeResponse, type ProfileUpdate } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { Scope } from '../team/scope';

/** The profile, the business's settings and the pending email, as GET and PATCH /api/v1/me answer them. */
export const toMeProfile = ({
  user,
  business,
  pendingEmail,
}: {
  user: User;
  business: BusinessSettings;
  pendingEmail: string | null;
}): MeResponse => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  birthDate: user.birthDate,
  gender: user.gender,
  address: user.address,
  role: user.role,
  image: user.image,
  gymId: user.gymId,
  business: { name: business.name, timeZone: business.timeZone, currency: business.currency, country: business.country },
  pendingEmail,
});

const emailChangeRequired = () =>
  new ApiError(400, 'VALIDATION_ERROR', emailChangeMessages.useEmailChange, {
    fieldErrors: { email: [emailChangeMessages.useEmailChange] },
  });

/**
 * Changes only the fields sent, on the caller's own row (id and gym from the token). The new name or
 * photo reach the token claims at the next /auth/login/refresh, which reads the user again. The email
 * is not changed here: a token alone must not be able to move the account to another address (that
 * takes the password and the new address's link, POST /api/v1/me/email-change). Sending the current
 * email (the profile form sends every field) changes nothing.
 */
export async function updateProfile(deps: { db: Db; now: () => Date }, scope: Scope, changes: ProfileUpdate): Promise<User> {
  const { email, ...fields } = changes;
  const own = and(eq(users.id, scope.userId), eq(users.gymId, scope.gymId));
  if (email !== undefined) {
    const [current] = await deps.db.select({ email: users.email }).from(users).where(own).limit(1);
    // A token can outlive its user (deleted account): that session is no longer valid.
    if (!current) throw unauthorized();
    if (email.toLowerCase() !== current.email.toLowerCase()) throw emailChangeRequired();
  }
  const [user] = await deps.db
    .update(users)
    // Drizzle leaves out keys whose value is undefined: fields not sent stay as they are.
    .set({ ...fields, updatedAt: deps.now() })
    .where(own)
    .returning();
  if (!user) throw unauthorized();
  return user;
}

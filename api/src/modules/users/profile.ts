import { apiMessages, type BusinessSettings, type MeResponse, type ProfileUpdate } from '@coach/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { USERS_EMAIL_UNIQUE, users, type User } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { AuthUser } from '../sessions/access-tokens';

/** The profile and the business's settings, as GET and PATCH /api/v1/me answer them. */
export const toMeProfile = (user: User, business: BusinessSettings): MeResponse => ({
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
  business: { name: business.name, timeZone: business.timeZone, currency: business.currency },
});

/**
 * Changes only the fields sent, on the caller's own row (id and gym from the token). The new name,
 * email or photo reach the token claims at the next /auth/login/refresh, which reads the user again.
 */
export async function updateProfile(deps: { db: Db; now: () => Date }, caller: AuthUser, changes: ProfileUpdate): Promise<User> {
  try {
    const [user] = await deps.db
      .update(users)
      // Drizzle leaves out keys whose value is undefined: fields not sent stay as they are.
      .set({ ...changes, updatedAt: deps.now() })
      .where(and(eq(users.id, caller.id), eq(users.gymId, caller.gymId)))
      .returning();
    // A token can outlive its user (deleted account): that session is no longer valid.
    if (!user) throw unauthorized();
    return user;
  } catch (error) {
    // The case-insensitive unique index decides, as at sign-up, so a race cannot duplicate an email.
    if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) {
      throw new ApiError(409, 'EMAIL_ALREADY_EXISTS', apiMessages.emailExists);
    }
    throw error;
  }
}

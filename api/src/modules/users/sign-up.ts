import { apiMessages, proposeBusinessSettings, type AutonomousUserRequest } from '@coach/shared/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { USERS_EMAIL_UNIQUE, type User } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../sessions/passwords';
import { createTrainerWithGym, isEmailReserved } from './queries';
import { TRIAL_DAYS, addDays } from './trial';

const emailExists = () => new ApiError(409, 'EMAIL_ALREADY_EXISTS', apiMessages.emailExists);

type SignUpInput = Pick<AutonomousUserRequest, 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'timeZone'>;

/** Self-service sign-up: a new business on a free trial, with its first administrator (role AD). */
export async function signUpTrainer(
  deps: { db: Db; now: () => Date },
  input: SignUpInput,
  originCode: string | undefined,
): Promise<User> {
  const now = deps.now();
  // An address its owner changed away from stays theirs while the change can be undone.
  if (await isEmailReserved(deps.db, input.email, now)) throw emailExists();
  const passwordHash = await hashPassword(input.password);
  // Proposed from the phone's country code and the browser's zone (docs/decisions.md, "Un negocio fuera
  // de la Argentina empieza bien"): Argentina, Buenos Aires and ARS when neither says where.
  const { country, timeZone, currency } = proposeBusinessSettings({ phone: input.phone, timeZone: input.timeZone });
  try {
    return await createTrainerWithGym(deps.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      passwordHash,
      originCode: originCode || null,
      gymName: `${input.firstName} ${input.lastName}`,
      timeZone,
      country,
      currency,
      trialEndsAt: addDays(now, TRIAL_DAYS),
      now,
    });
  } catch (error) {
    // The unique index decides, so two simultaneous sign-ups with one email cannot both succeed.
    if (isUniqueViolation(error, USERS_EMAIL_UNIQUE)) throw emailExists();
    throw error;
  }
}

import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { derivedColumns } from './search-text';

/**
 * The sample client every business starts with, so a new trainer can try the client screens before
 * inviting anyone. drizzle/0002_sample_clients.sql inserts the same values for businesses created
 * before clients existed; a test keeps both in step.
 */
export const SAMPLE_CLIENT = {
  firstName: 'Cliente',
  lastName: 'de prueba',
  email: null,
  phone: '+5491100000000',
  birthdate: '1995-06-15',
  gender: 'Femenino',
  address: null,
  goal: 'Bajar 5 kg y correr 10 km',
  weightKg: '68.50',
  heightCm: '165.00',
} as const;

// Building a DateTimeFormat costs ~50 times what formatting with it does, and the billing catch-up
// asks for today on every read that shows billing: one per zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone: a member since date is the business's calendar day. */
export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export async function insertSampleClient(db: Db, gym: { id: number; timeZone: string }, trainerUserId: number, now: Date) {
  await db.insert(clients).values({
    ...SAMPLE_CLIENT,
    gymId: gym.id,
    trainerUserId,
    memberSince: todayIn(gym.timeZone, now),
    isSample: true,
    ...derivedColumns(SAMPLE_CLIENT),
    createdAt: now,
    updatedAt: now,
  });
}

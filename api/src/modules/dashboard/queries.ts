import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionLogs, gyms, users } from '../../db/schema';
import { settingsConfirmed } from '../business/confirmation';
import type { Scope } from '../team/scope';

/**
 * The caller's row, their business's trial, zone and currency, whether they finished the initial tour and
 * whether the business's settings were confirmed: one query.
 */
export async function findDashboardFacts(db: Db, { userId, gymId }: Scope) {
  const finishedInitialTour = db
    .select({ one: sql`1` })
    .from(actionLogs)
    .where(
      and(
        // action_logs_user_id_idx
        eq(actionLogs.userId, users.id),
        eq(actionLogs.gymId, gymId),
        eq(actionLogs.action, 'finish_tour'),
        sql`${actionLogs.metadata}->>'tour' = 'initial'`,
      ),
    );
  const [row] = await db
    .select({
      trialEndsAt: gyms.trialEndsAt,
      timeZone: gyms.timeZone,
      currency: gyms.currency,
      phone: users.phone,
      birthDate: users.birthDate,
      gender: users.gender,
      address: users.address,
      image: users.image,
      tourCompleted: sql<boolean>`${exists(finishedInitialTour)}`,
      settingsConfirmed: settingsConfirmed(db, gymId),
    })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(and(eq(users.id, userId), eq(users.gymId, gymId)))
    .limit(1);
  return row;
}

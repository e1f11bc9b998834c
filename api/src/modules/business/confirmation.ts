import { BUSINESS_SETTINGS_CONFIRMED, type BusinessUpdate } from '@coach/shared/contracts';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionLogs, gyms } from '../../db/schema';
import type { Scope } from '../team/scope';

/*
 * "Configurá tu negocio": the country, time zone and currency the sign-up proposed stand until an
 * administrator saves them in "Mi negocio" (PATCH /business with all three, changed or not). That moment
 * is an action log the API writes itself (BUSINESS_SETTINGS_CONFIRMED; POST /actionlogs refuses it), so
 * the business needs no column of its own: action_logs_gym_id_created_at_idx finds it.
 */

/** Whether the business's settings were confirmed, as an expression any query can select. */
export const settingsConfirmed = (db: Db, gymId: number) =>
  sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(actionLogs)
      // action_logs_gym_id_created_at_idx
      .where(and(eq(actionLogs.gymId, gymId), eq(actionLogs.action, BUSINESS_SETTINGS_CONFIRMED))),
  )}`;

export async function isSettingsConfirmed(db: Db, gymId: number): Promise<boolean> {
  const [row] = await db.select({ confirmed: settingsConfirmed(db, gymId) }).from(gyms).where(eq(gyms.id, gymId));
  return row?.confirmed === true;
}

/** A save that says all three (the form always does) confirms them; only the first is logged. */
export const confirmsSettings = (changes: BusinessUpdate): boolean =>
  changes.country !== undefined && changes.timeZone !== undefined && changes.currency !== undefined;

/**
 * Logs the first confirmation of the scope's business, by whom and with what (later ones add nothing),
 * and answers that the settings are confirmed.
 */
export async function recordSettingsConfirmed(
  db: Db,
  scope: Scope,
  settings: { country: string; timeZone: string; currency: string },
  now: Date,
): Promise<true> {
  if (!(await isSettingsConfirmed(db, scope.gymId))) {
    await db.insert(actionLogs).values({ gymId: scope.gymId, userId: scope.userId, action: BUSINESS_SETTINGS_CONFIRMED, metadata: settings, createdAt: now });
  }
  return true;
}

import { businessMessages, type Business, type BusinessUpdate } from '@coach/shared/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gyms } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/api-error';
import type { CaughtUpGyms } from '../billing/catch-up';
import type { Scope } from '../team/scope';
import { confirmsSettings, isSettingsConfirmed, recordSettingsConfirmed } from './confirmation';
import { paymentChanges } from './payment-changes';
import { businessColumns, findBusiness, hasAmounts, toBusiness, transferColumns } from './queries';
import { rescaleAmounts } from './rescale';
import { todayIn } from '../clients/sample-client';

export interface BusinessDeps {
  db: Db;
  now: () => Date;
  /** This instance's memory of each business's zone and currency (billing): forgotten on a change. */
  caughtUp?: Pick<CaughtUpGyms, 'forget'>;
}

const currencyChangeNeedsConfirmation = () =>
  new ApiError(409, 'CURRENCY_CHANGE_NEEDS_CONFIRMATION', businessMessages.currencyChangeNeedsConfirmation);

/** GET /business: the settings of the caller's own business (the token's; 401 if it is gone). */
export async function getBusiness(db: Db, scope: Scope): Promise<Business> {
  const [row, settingsConfirmed] = await Promise.all([findBusiness(db, scope.gymId), isSettingsConfirmed(db, scope.gymId)]);
  if (!row) throw unauthorized();
  return { ...toBusiness(row), settingsConfirmed };
}

/**
 * Changes only the fields sent. A new currency while the business has amounts (plans, periods,
 * payments) needs `confirmCurrencyChange`: amounts are integers of minor units and stay the same
 * numbers. A new time zone moves nothing: events and tasks keep their wall-clock times (columns
 * without zone), so a 10:00 class stays at 10:00 in the new zone. A save with the country, the zone
 * and the currency confirms them (the dashboard's "Configurá tu negocio"). Transfer details are
 * checked as the business's country asks, the new one when it changes (paymentChanges).
 */
export async function updateBusiness(deps: BusinessDeps, scope: Scope, changes: BusinessUpdate): Promise<Business> {
  const { gymId } = scope;
  const { payment, confirmCurrencyChange, ...settings } = changes;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ currency: gyms.currency, timeZone: gyms.timeZone, country: gyms.country, ...transferColumns })
      .from(gyms)
      .where(eq(gyms.id, gymId))
      .for('update');
    if (!current) throw unauthorized();
    const paymentColumns = paymentChanges(current, settings.country ?? current.country, payment);
    if (settings.currency !== undefined && settings.currency !== current.currency) {
      if (confirmCurrencyChange !== true && (await hasAmounts(tx, gymId))) throw currencyChangeNeedsConfirmation();
      const today = todayIn(settings.timeZone ?? current.timeZone, deps.now());
      await rescaleAmounts(tx, gymId, current.currency, settings.currency, today);
    }
    const [updated] = await tx
      .update(gyms)
      // Drizzle leaves out keys whose value is undefined: fields not sent stay as they are.
      .set({ ...settings, ...paymentColumns, updatedAt: deps.now() })
      .where(eq(gyms.id, gymId))
      .returning(businessColumns);
    if (!updated) return undefined;
    const { country, timeZone, currency } = updated;
    const settingsConfirmed = confirmsSettings(changes)
      ? await recordSettingsConfirmed(tx, scope, { country, timeZone, currency }, deps.now())
      : await isSettingsConfirmed(tx, gymId);
    return { ...toBusiness(updated), settingsConfirmed };
  });
  if (!row) throw unauthorized();
  deps.caughtUp?.forget(gymId);
  return row;
}

import type { Page } from '@playwright/test';
import { E2E_JWT_SECRET } from './env';
import { decodeJwt, signJwt } from './jwt';
import { ACCESS_KEY, storedToken } from './session';

/**
 * Replaces the signed-in user's access token by one with other claims (same secret as the e2e
 * server), to show the web app a trial at a given day without waiting for the calendar.
 */
export async function forgeClaims(page: Page, claims: Record<string, unknown>) {
  const access = (await storedToken(page, ACCESS_KEY)) ?? '';
  const forged = signJwt({ ...decodeJwt(access), ...claims }, E2E_JWT_SECRET);
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [ACCESS_KEY, forged]);
}

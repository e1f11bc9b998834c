import { expect, test } from '@playwright/test';
import { DEMO, E2E_JWT_SECRET } from '../support/env';
import { decodeJwt, signJwt } from '../support/jwt';
import { ACCESS_KEY, REFRESH_KEY, signInViaUi, storedToken } from '../support/session';

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const access = (await storedToken(page, ACCESS_KEY)) ?? '';
  const refresh = await storedToken(page, REFRESH_KEY);

  const now = Math.floor(Date.now() / 1000);
  const expired = signJwt({ ...decodeJwt(access), iat: now - 3600, exp: now - 60 }, E2E_JWT_SECRET);
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [ACCESS_KEY, expired]);

  const refreshCalls: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/login/refresh')) refreshCalls.push(Date.now());
  });
  await page.reload();
  // The first steps come from the API: they show only once the refreshed token got through.
  await expect(page.getByRole('list', { name: 'Primeros pasos' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(refreshCalls).toHaveLength(1);
  const renewed = await storedToken(page, ACCESS_KEY);
  expect(renewed).not.toBe(expired);
  expect(await storedToken(page, REFRESH_KEY)).not.toBe(refresh);
});

test('a session whose refresh token is no longer valid ends on the login', async ({ page }) => {
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const access = (await storedToken(page, ACCESS_KEY)) ?? '';
  const now = Math.floor(Date.now() / 1000);
  const expired = signJwt({ ...decodeJwt(access), iat: now - 3600, exp: now - 60 }, E2E_JWT_SECRET);
  await page.evaluate(
    ([accessKey, refreshKey, token]) => {
      localStorage.setItem(accessKey!, token!);
      localStorage.setItem(refreshKey!, 'revocado');
    },
    [ACCESS_KEY, REFRESH_KEY, expired],
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page, ACCESS_KEY)).toBeNull();
});

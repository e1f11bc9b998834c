import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_JWT_SECRET } from '../support/env';
import { decodeJwt, signJwt } from '../support/jwt';
import { ACCESS_KEY, REFRESH_KEY, signIn, signInViaUi, signUpViaApi, storedToken } from '../support/session';

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard has what it asked for: no request of the signed-in page meets the expired token below.
  await expect(page.getByRole('list', { name: 'Primeros pasos' })).toBeVisible();
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

/** Stores an access token that expired a minute ago (same claims, same secret as the server). */
async function expireAccessToken(page: Page) {
  const access = (await storedToken(page, ACCESS_KEY)) ?? '';
  const now = Math.floor(Date.now() / 1000);
  const expired = signJwt({ ...decodeJwt(access), iat: now - 3600, exp: now - 60 }, E2E_JWT_SECRET);
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [ACCESS_KEY, expired]);
}

const firstSteps = (page: Page) => page.getByRole('list', { name: 'Primeros pasos' });

test('"Cerrar sesión en todos los dispositivos" signs out another browser at its next request', async ({ browser }) => {
  const laptopContext = await browser.newContext();
  const phoneContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  const trainer = await signUpViaApi(laptop.request);
  await signIn(laptop, trainer.email, trainer.password);
  await signIn(phone, trainer.email, trainer.password);

  // The phone's access token has not expired, yet its very next request is refused and the refresh too.
  // That request may be its chats' live connection, opened once its page went quiet, as well as the reload below.
  const refused = phone.waitForResponse((response) => response.url().includes('/api/v1/') && response.status() === 401);
  await laptop.goto('/perfil');
  // The profile's data first: a click on the dialog while the page re-rendered with it was once lost (CI, two loaded cores).
  await expect(laptop.getByLabel('Nombre', { exact: true })).toHaveValue(trainer.firstName);
  await laptop.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await laptop.getByRole('dialog').getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
  await expect(laptop).toHaveURL(/\/login$/);
  expect(await storedToken(laptop, ACCESS_KEY)).toBeNull();

  await phone.reload();
  await refused;
  await expect(phone).toHaveURL(/\/login$/);
  expect(await storedToken(phone, REFRESH_KEY)).toBeNull();
  await laptopContext.close();
  await phoneContext.close();
});

test('two tabs refreshing an expired token at once both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  const trainer = await signUpViaApi(first.request);
  await signIn(first, trainer.email, trainer.password);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(firstSteps(second)).toBeVisible();

  // Both tabs share the browser's storage: one expired token for both, then both load at once.
  await expireAccessToken(first);
  await Promise.all([first.reload(), second.reload()]);
  for (const tab of [first, second]) {
    await expect(firstSteps(tab)).toBeVisible();
    await expect(tab).toHaveURL(/\/dashboard$/);
  }
  // The session goes on: the refresh token the tabs ended with still works.
  await expireAccessToken(first);
  await second.reload();
  await expect(firstSteps(second)).toBeVisible();
  await expect(second).toHaveURL(/\/dashboard$/);
});

test('two browsers holding the same tokens (no lock between them) refreshing at once both stay signed in', async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  const trainer = await signUpViaApi(first!.request);
  await signIn(first!, trainer.email, trainer.password);
  await expireAccessToken(first!);
  const tokens = await first!.evaluate(([a, r]) => [localStorage.getItem(a!), localStorage.getItem(r!)], [ACCESS_KEY, REFRESH_KEY]);
  // The same tokens in a browser that shares no Web Lock with the first: the two refreshes race on the server.
  await second!.goto('/login');
  await second!.evaluate(([a, r, access, refresh]) => {
    localStorage.setItem(a!, access!);
    localStorage.setItem(r!, refresh!);
  }, [ACCESS_KEY, REFRESH_KEY, tokens[0], tokens[1]]);

  await Promise.all([first!.goto('/dashboard'), second!.goto('/dashboard')]);
  for (const tab of [first!, second!]) {
    await expect(firstSteps(tab)).toBeVisible();
    await expect(tab).toHaveURL(/\/dashboard$/);
  }
  // And each keeps working on its own rotated token afterwards.
  for (const tab of [first!, second!]) {
    await expireAccessToken(tab);
    await tab.reload();
    await expect(firstSteps(tab)).toBeVisible();
  }
  await Promise.all(contexts.map((context) => context.close()));
});

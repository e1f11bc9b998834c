import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { decodeJwt } from '../support/jwt';
import { ACCESS_KEY, newTrainer, signInViaUi, signUpViaApi, storedToken, uniqueEmail } from '../support/session';

test('a trainer signs up, sees the welcome with confetti and starts onboarding on the dashboard', async ({ page }) => {
  const trainer = newTrainer();
  await page.goto('/crear-cuenta?code=instagram');
  await page.getByLabel('Nombre', { exact: true }).fill(trainer.firstName);
  await page.getByLabel('Apellido').fill(trainer.lastName);
  await page.getByLabel('Correo electrónico').fill(trainer.email);
  await page.getByLabel('Teléfono').fill(trainer.phone);
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await page.getByLabel('Contraseña', { exact: true }).fill(trainer.password);
  await page.getByLabel('Repetir contraseña').fill('Distinta2024');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Repetir contraseña').fill(trainer.password);
  await expect(submit).toBeEnabled();
  await submit.click();

  const welcome = page.getByTestId('welcome-screen');
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('30');
  await expect(page.locator('canvas')).toHaveCount(1, { timeout: 5_000 });

  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hola, ${trainer.firstName}` })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('onboarding-session-key'))).toBe('1');
  const claims = decodeJwt((await storedToken(page, ACCESS_KEY)) ?? '');
  expect(claims.remainingDays).toBe(30);
  // Whoever creates a business is its administrator (Equipo, issue 39).
  expect(claims.role).toBe('AD');
});

test('signing out clears the session and closes the private area', async ({ page, request }) => {
  const trainer = await signUpViaApi(request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page, ACCESS_KEY)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing up twice with one email says the user already exists', async ({ page, request }) => {
  const trainer = await signUpViaApi(request);
  await page.goto('/crear-cuenta');
  await page.getByLabel('Nombre', { exact: true }).fill('Otra');
  await page.getByLabel('Apellido').fill('Persona');
  await page.getByLabel('Correo electrónico').fill(trainer.email.toUpperCase());
  await page.getByLabel('Teléfono').fill('1144443333');
  await page.getByLabel('Contraseña', { exact: true }).fill('Entrena2024');
  await page.getByLabel('Repetir contraseña').fill('Entrena2024');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert').getByText('Ya existe un usuario con este correo.')).toBeVisible();
});

test('a wrong password shows "Algo no coincide" and keeps the user on the login', async ({ page }) => {
  await signInViaUi(page, DEMO.email, 'NoEsLaClave1');
  await expect(page.getByText('Algo no coincide')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page, ACCESS_KEY)).toBeNull();
});

test('the login validates the email before calling the API', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo es requerido')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El formato del correo no es válido')).toBeVisible();
});

test('a forgotten password is reset with the mailed link', async ({ page, request }) => {
  const trainer = await signUpViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: /olvidaste/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Correo electrónico').fill(trainer.email);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(trainer.email)}`);
  const { items } = (await outbox.json()) as { items: { text: string }[] };
  const link = items[0]?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?/);
  const save = page.getByRole('button', { name: 'Cambiar contraseña' });
  await page.getByLabel('Nueva contraseña').fill('NuevaClave2025');
  await expect(save).toBeDisabled();
  await page.getByLabel('Repetir contraseña').fill('NuevaClave2025');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/login$/);

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page.getByText('Algo no coincide')).toBeVisible();
  await signInViaUi(page, trainer.email, 'NuevaClave2025');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the reset page without token or uid goes back to the login', async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await expect(page).toHaveURL(/\/login$/);
});

test('a private page asks to sign in and then opens where the user was going', async ({ page }) => {
  await page.goto('/agenda');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown email still gets the same answer from forgot password', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'));
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

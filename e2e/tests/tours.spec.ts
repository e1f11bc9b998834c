import { expect, test } from '@playwright/test';
import { ACCESS_KEY, newTrainer, signIn, signUpViaApi } from '../support/session';
import { clickThroughTour, recordActionLogs } from '../support/tour';

test('the initial tour runs across areas, logs its start and end, and returns to where it began', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/agenda');
  const logs = recordActionLogs(page);

  await page.getByRole('button', { name: 'Recorridos' }).click();
  await page.getByRole('button', { name: 'Comenzar: Recorrido inicial' }).click();
  const tooltip = page.getByTestId('tour-tooltip');
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeVisible();

  const steps = await clickThroughTour(page, logs);
  await expect(page).toHaveURL(/\/agenda$/);
  await expect.poll(() => logs.map((log) => log.action)).toEqual(['start_tour', 'finish_tour']);
  expect(logs[0]!.metadata).toEqual({ tour: 'initial' });
  expect(logs[1]!.metadata).toEqual({ tour: 'initial', stepIndex: steps - 1 });

  await page.goto('/dashboard');
  await expect(page.getByRole('listitem').filter({ hasText: 'Hacé el recorrido inicial' })).toHaveAttribute('data-done', 'true');
});

test('starting onboarding after sign-up launches the initial tour by itself', async ({ page }) => {
  const trainer = newTrainer();
  await page.goto('/crear-cuenta');
  await page.getByLabel('Nombre', { exact: true }).fill(trainer.firstName);
  await page.getByLabel('Apellido').fill(trainer.lastName);
  await page.getByLabel('Correo electrónico').fill(trainer.email);
  await page.getByLabel('Teléfono').fill(trainer.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(trainer.password);
  await page.getByLabel('Repetir contraseña').fill(trainer.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const logs = recordActionLogs(page);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const tooltip = page.getByTestId('tour-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByRole('button', { name: 'Saltar' })).toHaveCount(0);
  await clickThroughTour(page, logs);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('onboarding-session-key'))).toBeNull();
});

test('the tutorials dialog opens a video in a new tab and logs it', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  const logs = recordActionLogs(page);
  await page.getByRole('button', { name: 'Tutoriales' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Ver video: Clientes' }).click();
  await (await popup).close();
  await expect.poll(() => logs.map((log) => log.action)).toEqual(['view_tutorial']);
  expect(logs[0]!.metadata).toEqual({ tutorial: 'clients' });
});

test('the clients tour shows an invitation code without creating one in the business', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  const logs = recordActionLogs(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/') && !request.url().endsWith('/api/v1/actionlogs')) writes.push(`${request.method()} ${request.url()}`);
  });

  await page.getByRole('button', { name: 'Recorridos' }).click();
  await page.getByRole('button', { name: 'Comenzar: Clientes' }).click();
  await expect(page).toHaveURL(/\/clientes$/);
  await clickThroughTour(page, logs);

  expect(writes).toEqual([]);
  const access = await page.evaluate((key) => localStorage.getItem(key), ACCESS_KEY);
  const invitations = await page.request.get('/api/v1/invitations', { headers: { Authorization: `Bearer ${access}` } });
  expect(invitations.ok()).toBe(true);
  expect((await invitations.json()).total).toBe(0);
});

import { expect, test, type Page } from '@playwright/test';
import { forgeClaims } from '../support/forge';
import { signInViaUi, signUpViaApi } from '../support/session';

async function signInNewTrainer(page: Page) {
  const trainer = await signUpViaApi(page.request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return trainer;
}

test('Ctrl+B collapses the sidebar and the choice survives a reload', async ({ page }) => {
  await signInNewTrainer(page);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
});

test('the active area is highlighted, deep links included', async ({ page }) => {
  await signInNewTrainer(page);
  await page.goto('/clientes/123');
  await expect(page.getByRole('link', { name: 'Clientes', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('on a phone the sidebar is a sheet that opens from the top bar', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInNewTrainer(page);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await context.close();
});

test('the theme choice survives a reload and system mode follows the OS', async ({ page }) => {
  await signInNewTrainer(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('light');

  await page.evaluate(() => localStorage.setItem('ui-theme', 'system'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the trial alert shows in the last week, turns urgent at 2 days and hides on the dashboard', async ({ page }) => {
  await signInNewTrainer(page);
  await forgeClaims(page, { remainingDays: 5 });
  await page.goto('/agenda');
  const alert = page.getByTestId('trial-alert');
  await expect(alert).toContainText('5 días');
  await expect(alert).toHaveAttribute('data-variant', 'warning');

  await forgeClaims(page, { remainingDays: 1 });
  await page.reload();
  await expect(alert).toContainText('1 día.');
  await expect(alert).toHaveAttribute('data-variant', 'error');

  await forgeClaims(page, { remainingDays: 2 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  await expect(page.getByTestId('trial-alert')).toHaveCount(0);

  await forgeClaims(page, { remainingDays: 12 });
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await expect(page.getByTestId('trial-alert')).toHaveCount(0);
});

test('an expired trial shows a dialog that cannot be closed; only contact and logout remain', async ({ page }) => {
  await signInNewTrainer(page);
  await forgeClaims(page, { remainingDays: 0 });
  await page.goto('/clientes');
  const lock = page.getByRole('dialog', { name: 'Tu prueba gratuita terminó' });
  await expect(lock).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(lock).toBeVisible();
  await expect(lock.getByRole('button', { name: 'Contactarnos' })).toBeVisible();
  await lock.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('"¿Necesitás ayuda?" without SUPPORT_PHONE sends the request from the app, with the screen, to SUPPORT_EMAIL', async ({ page }) => {
  const trainer = await signInNewTrainer(page);
  await page.goto('/rutinas');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '¿Necesitás ayuda?' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Necesitás ayuda?' });
  await expect(dialog).toContainText(trainer.email);
  await dialog.getByLabel('Tu consulta').fill('No encuentro cómo duplicar una rutina.');
  await dialog.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('Recibimos tu consulta')).toBeVisible();
  await expect(dialog).toBeHidden();
  const outbox = await page.request.get('/api/dev/outbox?to=soporte%40e2e.test');
  const { items } = (await outbox.json()) as { items: { text: string }[] };
  expect(items.some((mail) => mail.text.includes('No encuentro cómo duplicar una rutina.') && mail.text.includes('/rutinas'))).toBe(true);
});

test('logging out in one tab logs out the other tabs', async ({ page }) => {
  await signInNewTrainer(page);
  const second = await page.context().newPage();
  await second.goto('/agenda');
  await expect(second.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
});

test('screenshots of the shell, dark and light, desktop and phone', async ({ browser }, testInfo) => {
  for (const [theme, width] of [['dark', 1280], ['light', 1280], ['dark', 390], ['light', 390]] as const) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 } });
    await context.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    const page = await context.newPage();
    await signInNewTrainer(page);
    await expect(page.getByRole('list', { name: 'Primeros pasos' })).toBeVisible();
    const file = testInfo.outputPath(`shell-${theme}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`shell-${theme}-${width}`, { path: file, contentType: 'image/png' });
    await context.close();
  }
});

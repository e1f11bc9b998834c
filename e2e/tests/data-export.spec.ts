import { expect, test } from '@playwright/test';
import { paths } from '../../shared/src/paths';
import { signIn, signUpViaApi } from '../support/session';

// "Exportar mis datos" from Mi negocio: the ZIP is prepared, downloaded through its own short link, and
// the same link answers nothing once the person's sessions are ended (issue 40 §1).

test('an administrator exports the business, downloads the ZIP, and the link ends with their sessions', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await signUpViaApi(page.request);
  await signIn(page, owner.email, owner.password);
  await page.goto(paths.business);
  await page.getByRole('button', { name: 'Exportar mis datos' }).click();
  const download = page.getByRole('link', { name: 'Descargar ZIP' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/El archivo se guarda hasta el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('mis-datos.zip');
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/v1\/exports\/\d+\/zip\?/);
  const zip = await page.request.get(href!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['cache-control']).toBe('no-store');
  // A ZIP: "PK".
  expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');

  // "Cerrar sesión en todos los dispositivos": the link the screen gave ends with the sessions.
  await page.goto(paths.profile);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(owner.firstName);
  await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get(href!)).status()).toBe(404);
});

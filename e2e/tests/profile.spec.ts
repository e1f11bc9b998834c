import { expect, test } from '@playwright/test';
import { bearer, trainerAccess } from '../support/agenda';
import { pickerPopup, typeDate } from '../support/dates';
import { signIn, signInViaUi, signUpViaApi } from '../support/session';

// A 1×1 PNG: the API checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('editing the profile and the photo shows at once in the top bar', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);

  await page.getByLabel('Nombre', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('Valentina');
  await page.getByLabel('Teléfono').fill('11 4444 5555');
  await page.getByLabel('Dirección').fill('Av. Siempre Viva 742');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('alert').getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(`Valentina ${trainer.lastName}`);

  await page.getByTestId('photo-input').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('alert').getByText('Foto actualizada')).toBeVisible();
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /\/uploads\//);

  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(`Valentina ${trainer.lastName}`);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expect(page.getByLabel('Dirección')).toHaveValue('Av. Siempre Viva 742');
});

test('a file that is not an image is refused with a clear message', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/perfil');
  await page.getByTestId('photo-input').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByRole('alert').getByText('El archivo debe ser una imagen PNG, GIF o JPEG.')).toBeVisible();
});

test('changing the password keeps this tab signed in and the new password works', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/perfil');
  await page.getByLabel('Contraseña actual').fill(trainer.password);
  await page.getByLabel('Nueva contraseña').fill('OtraClave2026');
  await page.getByLabel('Repetir contraseña').fill('OtraClave2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('alert').getByText('Contraseña actualizada')).toBeVisible();
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await signInViaUi(page, trainer.email, 'OtraClave2026');
  await expect(page).toHaveURL(/\/(dashboard|agenda)$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('the birth date is typed and picked in Spanish, dd/mm/aaaa, and stored as YYYY-MM-DD', async ({ page }) => {
    const trainer = await signUpViaApi(page.request);
    await signInViaUi(page, trainer.email, trainer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/perfil');
    const birth = page.getByLabel('Fecha de nacimiento');
    await typeDate(birth, '05/03/1990');
    await birth.click();
    const calendar = pickerPopup(birth);
    await expect(calendar).toBeVisible();
    // Weeks start on Monday ('lu') and the shortcut reads 'Hoy', not 'Today'.
    await expect(calendar.locator('thead th').first()).toHaveText(/^lu/i);
    await expect(calendar.getByText('Hoy', { exact: true })).toBeVisible();
    await calendar.locator('td[title="1990-03-12"] .ant-picker-cell-inner').click();
    await expect(birth).toHaveValue('12/03/1990');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('alert').getByText('Perfil actualizado')).toBeVisible();

    const access = await trainerAccess(page.request, trainer);
    const me = await page.request.get('/api/v1/me', { headers: bearer(access) });
    expect(((await me.json()) as { birthDate: string | null }).birthDate).toBe('1990-03-12');
    await page.reload();
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('12/03/1990');
  });
});

import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with its way back', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/esto-no-existe');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('No pudimos encontrar la página')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/otra/ruta/inexistente');
  await expect(page.getByText('No pudimos encontrar la página')).toBeVisible();
  await page.getByRole('button', { name: 'Ir al Dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

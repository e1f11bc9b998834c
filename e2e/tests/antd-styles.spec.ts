import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpViaApi } from '../support/session';

// antd's component styles for the first screens come in a stylesheet made at build time
// (shared/build/antd-static-styles.cjs): the browser must use it instead of generating them again.

/** The <style> elements antd generated in the browser for components (not its CSS variables). */
const generatedComponentStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.includes(':where(.css-'))
      .map((css) => css.slice(0, 120)),
  );

for (const theme of ['light', 'dark'] as const) {
  test(`the sign-in screen uses antd's build-time stylesheet, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('ui-theme', mode), theme);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await expect(submit).toBeVisible();

    await expect(page.locator('link[data-antd-styles]')).toHaveAttribute('media', 'all');
    expect(await generatedComponentStyles(page)).toEqual([]);
    // Styled by the stylesheet with the theme's colours: the primary button is filled, the input framed.
    const background = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    const border = await page.getByLabel('Correo electrónico').evaluate((input) => getComputedStyle(input).borderTopStyle);
    expect(border).toBe('solid');
  });
}

test('the dashboard is drawn without generating antd styles in the browser', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hola, ${trainer.firstName}` })).toBeVisible();
  expect(await generatedComponentStyles(page)).toEqual([]);
});

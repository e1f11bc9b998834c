import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickerPopup } from '../support/dates';
import { signIn, signUpViaApi } from '../support/session';

// Date and time fields are antd pickers (dd/mm/aaaa, HH:mm): their popups must fit a 390 px phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const WIDTH = 390;

/** The open popup of a picker lies inside the screen, and nothing made the page scroll sideways. */
async function expectPopupFits(page: Page, popup: Locator, what: string) {
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  expect({ what, left: box!.x >= 0, right: box!.x + box!.width <= WIDTH }).toEqual({ what, left: true, right: true });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ what, scrollWidth }).toEqual({ what, scrollWidth: WIDTH });
}

test('the calendars and the time lists fit a 390 px phone, full width fields included', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/perfil');
  const birth = page.getByLabel('Fecha de nacimiento');
  const popup = pickerPopup(birth);
  await birth.click();
  await expectPopupFits(page, popup, 'perfil: fecha de nacimiento');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  // The field takes the form's whole width, as the other inputs do.
  const field = await page.locator('.ant-picker', { has: birth }).boundingBox();
  const address = await page.getByLabel('Dirección').boundingBox();
  expect(Math.round(field!.width)).toBe(Math.round(address!.width));
  // A birth date after today is not taken, and the field says why (the message fits the phone too).
  await birth.fill('01/01/2999');
  await birth.press('Tab');
  await expect(page.getByRole('alert').filter({ hasText: /^La fecha no puede ser posterior al \d{2}\/\d{2}\/\d{4}\.$/ })).toBeVisible();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH);

  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const event = page.getByRole('dialog', { name: 'Nuevo evento' });
  await event.getByLabel('Hasta el día').click();
  await expectPopupFits(page, popup, 'evento: hasta el día');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await event.getByLabel('Hora de fin').click();
  await expectPopupFits(page, popup, 'evento: hora de fin');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { bearer, businessToday, trainerAccess } from '../support/agenda';
import { signInViaUi, signUpViaApi } from '../support/session';

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').getByText(text).first();

/** Picks an option of an antd Select with search: types, then clicks the option that shows. */
async function choose(page: Page, label: string, search: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

test('a business set to Madrid and euros: amounts follow everywhere, a reminder goes by WhatsApp, a payment gets its PDF receipt', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const today = businessToday();
  const client = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Marta', lastName: 'Quiroga', phone: '+5491155551234' } });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const plan = await page.request.post('/api/v1/plans', { headers: bearer(access), data: { name: 'Mensual', recurrence: 'monthly', amount: 2_500_000 } });
  const planId = ((await plan.json()) as { id: number }).id;
  expect((await page.request.post(`/api/v1/clients/${clientId}/subscriptions`, { headers: bearer(access), data: { planId, startDate: today } })).status()).toBe(201);
  expect((await page.request.post('/api/v1/events', { headers: bearer(access), data: { title: 'Funcional', start: `${today}T19:00`, end: `${today}T20:00` } })).status()).toBe(201);

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Mi negocio, from the user menu.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mi negocio' }).click();
  await expect(page).toHaveURL(/\/perfil\/negocio$/);
  // Typed without its ñ; España proposes its zone and its currency.
  await choose(page, 'País', 'Espana', 'España');
  await expect(page.getByTestId('business-proposal')).toHaveText(
    'Para España te propusimos la zona horaria de Madrid y la moneda EUR. Los datos para transferir son los que se usan en España.',
  );
  await choose(page, 'Zona horaria', 'Canarias', /^Islas Canarias/);
  await choose(page, 'Zona horaria', 'Madrid', /^Madrid/);
  // Spain's transfer details: an IBAN (no alias), written back in groups of four once left.
  await expect(page.getByLabel('Alias', { exact: true })).toHaveCount(0);
  const iban = page.getByLabel('IBAN', { exact: true });
  await iban.fill('es9121000418450200051332');
  await iban.blur();
  await expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1332');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // Amounts exist in pesos: the change says they keep their numbers, and asks.
  const confirm = page.getByRole('dialog', { name: '¿Cambiar la moneda de ARS a EUR?' });
  await expect(confirm).toContainText('se mantienen con los mismos números');
  await confirm.getByRole('button', { name: 'Cambiar la moneda' }).click();
  await expect(toast(page, 'Datos del negocio guardados')).toBeVisible();
  const me = (await (await page.request.get('/api/v1/business', { headers: bearer(access) })).json()) as { timeZone: string; currency: string; country: string };
  expect(me).toMatchObject({ timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' });

  // The agenda keeps the class at 19:00 (wall clock), and Cobros writes euros as Spain does.
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Lista', exact: true }).click();
  await expect(page.locator('.fc-list-event', { hasText: 'Funcional' }).first()).toContainText('19:00');
  await page.goto('/planes?vista=cobros');
  const period = page.getByRole('list', { name: 'Períodos por cobrar' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Marta Quiroga' }) }).first();
  await expect(period).toContainText('25.000,00 €');

  // "Recordar por WhatsApp": wa.me with the client's number and the reminder already written.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const popup = page.waitForEvent('popup');
  await period.getByRole('button', { name: 'Recordar por WhatsApp' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/wa\.me/);
  const link = new URL(whatsapp.url());
  expect(link.pathname).toBe('/5491155551234');
  const text = link.searchParams.get('text') ?? '';
  expect(text).toContain('Marta');
  expect(text).toContain('25.000,00 €');
  expect(text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
  await whatsapp.close();

  // A payment, then its receipt: a PDF, not a fiscal invoice.
  await period.getByRole('button', { name: /^Registrar pago/ }).click();
  const pay = page.getByRole('dialog', { name: 'Registrar pago' });
  await pay.getByRole('button', { name: 'Registrar pago' }).click();
  const done = page.getByTestId('send-receipt');
  await expect(done).toContainText('25.000,00 €');
  // The business's first receipt is N.º 1 (not the platform's payment id).
  await expect(done).toContainText('comprobante N.º 1');
  // The PDF is asked for as the panel opens; its buttons wait for it (a loading antd button takes no click).
  const downloadButton = done.getByRole('button', { name: 'Descargar comprobante' });
  await expect(downloadButton).not.toHaveClass(/ant-btn-loading/);
  const download = page.waitForEvent('download');
  await downloadButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('comprobante-1.pdf');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

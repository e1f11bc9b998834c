import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, signInViaUi, signUpViaApi, uniqueEmail } from '../support/session';

/** The newest mail to an address (the e2e server keeps every mail in its outbox), and its link. */
async function mailTo(request: APIRequestContext, to: string) {
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    found = (await response.json()).items[0];
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const link = /https?:\/\/\S+/.exec(found!.text)?.[0] ?? '';
  return { ...found!, path: link ? new URL(link).pathname + new URL(link).search : '' };
}

test('the email changes from the profile: password asked, pending until the mailed link is opened, then it signs in', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const newEmail = uniqueEmail('nuevo');
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/perfil');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(trainer.email);

  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar correo' });
  await dialog.getByLabel('Correo nuevo').fill(newEmail);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByText('Ingresá tu contraseña actual')).toBeVisible();
  await dialog.getByLabel('Contraseña actual').fill('NoEsLaMia1');
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByText('La contraseña actual no es correcta')).toBeVisible();
  await dialog.getByLabel('Contraseña actual').fill(trainer.password);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();

  await expect(page.getByRole('alert').getByText('Revisá tu correo nuevo')).toBeVisible();
  await expect(page.getByTestId('pending-email')).toContainText(`Pendiente de confirmación: ${newEmail}`);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(trainer.email);

  const notice = await mailTo(page.request, trainer.email);
  expect(notice.subject).toBe('Pidieron cambiar el correo de tu cuenta');
  expect(notice.path).toMatch(/^\/deshacer-cambio-de-correo\?token=/);
  const confirmation = await mailTo(page.request, newEmail);
  expect(confirmation.path).toMatch(/^\/confirmar-correo\?token=/);

  // Opened in this browser, still signed in: the change ends every session, this one too.
  await page.goto(confirmation.path);
  await expect(page.getByText(`Listo: tu correo ahora es ${newEmail}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page.getByRole('alert').getByText('Algo no coincide')).toBeVisible();
  await signIn(page, newEmail, trainer.password);
  await page.goto('/perfil');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(newEmail);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});

test("the old address's notice undoes the change, signed out, in another browser", async ({ page, browser }) => {
  const trainer = await signUpViaApi(page.request);
  const newEmail = uniqueEmail('nuevo');
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar correo' });
  await dialog.getByLabel('Correo nuevo').fill(newEmail);
  await dialog.getByLabel('Contraseña actual').fill(trainer.password);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByTestId('pending-email')).toBeVisible();

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto((await mailTo(page.request, trainer.email)).path);
  await expect(elsewhere.getByText(/^Deshicimos el cambio: tu correo vuelve a ser/)).toBeVisible();
  await expect(elsewhere.getByRole('button', { name: 'Elegir una contraseña nueva' })).toBeVisible();
  await other.close();

  // Every session ended: this tab is signed out at its next request.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, trainer.email, trainer.password);
});

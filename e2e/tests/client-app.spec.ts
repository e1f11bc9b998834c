import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { signUpViaApi, uniqueEmail } from '../support/session';

// The clients' app on a phone: 390 × 844, touch.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface TrainerTask {
  id: number;
  completion: { durationMin: number | null; distanceKm: number | null } | null;
}

async function assignActivityToday(request: APIRequestContext, access: string, clientId: number): Promise<string> {
  const activities = (await (await request.get('/api/v1/activities?source=all&pageSize=1', { headers: bearer(access) })).json()) as {
    items: { id: number; name: string }[];
  };
  const activity = activities.items[0]!;
  const assigned = await request.post(`/api/v1/clients/${clientId}/tasks`, {
    headers: bearer(access),
    data: { type: 'activity', itemId: activity.id, date: businessToday(), durationMin: 30, distanceKm: 5 },
  });
  expect(assigned.status()).toBe(201);
  return activity.name;
}

async function trainerSees(request: APIRequestContext, access: string, clientId: number): Promise<TrainerTask[]> {
  const today = businessToday();
  const response = await request.get(`/api/v1/clients/${clientId}/tasks?from=${today}&to=${today}`, { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: TrainerTask[] }).items;
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the link of an invitation opens the sign-up with its code; the mailed code signs the client in; an activity is registered', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const invitation = await page.request.post('/api/v1/invitations', { headers: bearer(access), data: {} });
  expect(invitation.status()).toBe(201);
  const { code } = (await invitation.json()) as { code: string };
  const email = uniqueEmail('sofia');

  await page.goto(`/app/registro?codigo=${code}`);
  await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
  await expect(page.getByLabel('Código de invitación')).toHaveValue(code);
  expect(await sidewaysScroll(page)).toBe(false);
  await noSeriousViolations(page);
  await page.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await page.getByLabel('Apellido').fill('Ríos');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByLabel('Repetir contraseña').fill('Corre2026x');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { items } = (await outbox.json()) as { items: { subject: string }[] };
  const mailed = /\b(\d{6})\b/.exec(items[0]?.subject ?? '')?.[1] ?? '';
  expect(mailed).toMatch(/^\d{6}$/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(mailed);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  await expect(page.getByText('Hoy no tenés tareas. ¡Disfrutá el descanso!')).toBeVisible();

  // The trainer plans an activity for today; the client finds it and registers what was done.
  const clients = (await (await page.request.get(`/api/v1/clients?search=${encodeURIComponent(email)}`, { headers: bearer(access) })).json()) as {
    items: { id: number }[];
  };
  const clientId = clients.items[0]!.id;
  const activityName = await assignActivityToday(page.request, access, clientId);
  await page.reload();
  const card = page.getByRole('article', { name: activityName });
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await noSeriousViolations(page);
  await card.getByRole('button', { name: 'Registrar' }).click();
  await expect(card.getByLabel('Duración (min)')).toHaveValue('30');
  await card.getByLabel('Duración (min)').fill('35');
  await card.getByRole('button', { name: 'Guardar como hecha' }).click();
  await expect(card.getByText('Hecha', { exact: true })).toBeVisible();
  await expect(card.getByText('Hiciste: 35 min · 5 km')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(false);

  const tasks = await trainerSees(page.request, access, clientId);
  expect(tasks.map((task) => task.completion)).toEqual([expect.objectContaining({ durationMin: 35, distanceKm: 5 })]);
});

test('offline: a registration waits on the phone, survives a reload and reaches the trainer exactly once', async ({ page, context }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Tomás', lastName: 'Vera' });
  const activityName = await assignActivityToday(page.request, access, client.clientId);

  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const card = page.getByRole('article', { name: activityName });
  await expect(card).toBeVisible();
  // The service worker took over (first visit) and kept the app and today's tasks.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Registrar' }).click();
  await card.getByRole('button', { name: 'Guardar como hecha' }).click();
  await expect(card.getByText('Pendiente de enviar')).toBeVisible();
  await expect(page.getByRole('status').getByText('Sin conexión · 1 pendiente de enviar')).toBeVisible();

  // Opened again with no network (a new navigation, as when the app is reopened: the service worker serves it).
  await page.goto('/app/');
  await expect(page.getByRole('article', { name: activityName }).getByText('Pendiente de enviar')).toBeVisible();
  expect((await trainerSees(page.request, access, client.clientId))[0]!.completion).toBeNull();

  await context.setOffline(false);
  await expect(page.getByRole('article', { name: activityName }).getByText('Hecha', { exact: true })).toBeVisible({ timeout: 40_000 });
  const tasks = await trainerSees(page.request, access, client.clientId);
  expect(tasks.map((task) => task.completion)).toEqual([expect.objectContaining({ durationMin: 30, distanceKm: 5 })]);
});

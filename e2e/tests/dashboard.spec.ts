import { expect, test, type Locator, type Page } from '@playwright/test';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { appSends } from '../support/chats';
import { signInViaUi, signUpViaApi } from '../support/session';

/** The same day of the month `months` earlier (the last day when that month is shorter), 'YYYY-MM-DD'. */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const monthLong = (date: string) => new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(atNoon(date));
const dayLong = (date: string) => new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(atNoon(date));

/** A table's rows as the text of their cells (the charts' tables are visually hidden, not hidden from assistive technology). */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' '))),
  );
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a business with plans, payments, tasks and a message sees its cards, what needs attention today and the three charts with their figures', async ({ page }, testInfo) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const headers = bearer(access);
  const today = businessToday();
  const carla = await appClient(page.request, access, { firstName: 'Carla', lastName: 'Núñez' });
  const bruno = await page.request.post('/api/v1/clients', { headers, data: { firstName: 'Bruno', lastName: 'Díaz' } });
  expect(bruno.status()).toBe(201);
  const brunoId = ((await bruno.json()) as { id: number }).id;

  // Mensual $ 20.000: Carla from today (paid $ 15.000 today); Bruno from a month ago (last month's period unpaid: overdue).
  const plan = await page.request.post('/api/v1/plans', { headers, data: { name: 'Mensual', recurrence: 'monthly', amount: 2_000_000 } });
  expect(plan.status()).toBe(201);
  const planId = ((await plan.json()) as { id: number }).id;
  const carlaPlan = await page.request.post(`/api/v1/clients/${carla.clientId}/subscriptions`, { headers, data: { planId, startDate: today } });
  expect(carlaPlan.status()).toBe(201);
  const [carlaPeriod] = ((await carlaPlan.json()) as { periods: { id: number }[] }).periods;
  expect((await page.request.post(`/api/v1/periods/${carlaPeriod!.id}/payments`, { headers, data: { date: today, method: 'cash', amount: 1_500_000 } })).status()).toBe(201);
  expect((await page.request.post(`/api/v1/clients/${brunoId}/subscriptions`, { headers, data: { planId, startDate: monthsBefore(today, 1) } })).status()).toBe(201);

  // A task for Carla today, registered in the app; and a message from her.
  const activities = (await (await page.request.get('/api/v1/activities?source=all&pageSize=1', { headers })).json()) as { items: { id: number }[] };
  const task = await page.request.post(`/api/v1/clients/${carla.clientId}/tasks`, { headers, data: { type: 'activity', itemId: activities.items[0]!.id, date: today } });
  expect(task.status()).toBe(201);
  const taskId = ((await task.json()) as { id: number }).id;
  expect((await page.request.post(`/api/v1/client-app/tasks/${taskId}/completions`, { headers: bearer(carla.access), data: { date: today } })).status()).toBe(201);
  await appSends(page.request, carla.access, '¿Mañana entrenamos a la misma hora?');

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(card(page, 'Ingresos del mes').getByTestId('metric-income-value')).toHaveText('$ 15.000');
  await expect(card(page, 'Ingresos del mes')).toContainText('Sin cobros a esta altura del mes pasado');
  await expect(card(page, 'Clientes activos').getByTestId('metric-clients-value')).toHaveText('2');
  await expect(card(page, 'Por cobrar').getByTestId('metric-pending-value')).toHaveText('$ 45.000');
  await expect(card(page, 'Por cobrar')).toContainText('3 períodos pendientes');
  await expect(card(page, 'Por cobrar')).toContainText('1 vencido: $ 20.000');
  await expect(card(page, 'Tareas de la semana').getByTestId('metric-tasks-value')).toHaveText('1 de 1');

  const attention = page.getByRole('list', { name: 'Para hoy' });
  await expect(attention).toContainText('1 cobro vencido por $ 20.000');
  await expect(attention).toContainText('1 mensaje sin leer');
  await expect(attention.getByRole('link', { name: 'Ver cobros' })).toHaveAttribute('href', '/planes?vista=cobros&estado=vencidos');

  // The three charts: drawn once the page is quiet, their figures in their tables.
  await expect(page.getByTestId('chart-canvas')).toHaveCount(3);
  const revenue = await rowsOf(page.getByRole('table', { name: 'Ingresos de los últimos 12 meses' }));
  expect(revenue).toHaveLength(12);
  expect(revenue.at(-1)).toEqual([monthLong(today), '$ 15.000', '$ 40.000']);
  expect(revenue.at(-2)).toEqual([monthLong(monthsBefore(today, 1)), '$ 0', '$ 20.000']);
  const activity = await rowsOf(page.getByRole('table', { name: 'Tareas registradas por día, últimos 7 días' }));
  expect(activity).toHaveLength(7);
  expect(activity.at(-1)).toEqual([dayLong(today), '1']);
  expect(await rowsOf(page.getByRole('table', { name: 'Clientes activos por plan' }))).toEqual([['Mensual', '2', '100 %']]);

  const shot = testInfo.outputPath('dashboard-dark-1280.png');
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.screenshot({ path: shot });
  await testInfo.attach('dashboard-dark-1280', { path: shot, contentType: 'image/png' });

  // "Ver cobros" opens Cobros on its overdue periods.
  await attention.getByRole('link', { name: 'Ver cobros' }).click();
  await expect(page).toHaveURL(/\/planes\?vista=cobros&estado=vencidos$/);
  await expect(page.getByText('Bruno Díaz').first()).toBeVisible();
});

test('a new business sees its first steps and empty states that say how to start, on a phone without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trainer = await signUpViaApi(page.request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('list', { name: 'Primeros pasos' })).toBeVisible();
  await expect(card(page, 'Clientes activos').getByRole('link', { name: 'Sumá tu primer cliente' })).toBeVisible();
  await expect(card(page, 'Ingresos del mes').getByRole('link', { name: 'Creá un plan y registrá tus cobros' })).toBeVisible();
  await expect(page.getByText('Todavía no hay cobros')).toBeVisible();
  await expect(page.getByText('Todavía no hay actividad')).toBeVisible();
  await expect(page.getByText('Todavía no tenés clientes activos')).toBeVisible();
  await expect(page.getByTestId('attention-empty')).toBeVisible();
  await expect(page.getByText(/No pudimos/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

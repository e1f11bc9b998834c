import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { publicRoutes, signedInRoutes } from '../support/routes';
import { bearer, businessToday, trainerAccess } from '../support/agenda';
import { signIn, signUpViaApi } from '../support/session';
import { settle } from '../support/settle';
import { paths } from '../../shared/src/paths';

// Every screen works on a 390 px phone: nothing makes the page scroll sideways.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * What scrolls sideways: the page itself, or any scroll box (the main area is one) whose content is
 * wider than the box. Boxes made to scroll sideways on a phone (a wide table, the tab bar, a row of filter chips) don't count.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const allowed = ['ant-table-content', 'ant-table-body', 'ant-tabs-nav-wrap', 'client-tabs-list', 'ant-segmented'];
    const boxes = [document.documentElement, ...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (allowed.some((name) => element.classList.contains(name))) return false;
        const style = getComputedStyle(element);
        const scrolls = element === document.documentElement || ['auto', 'scroll'].includes(style.overflowX);
        return scrolls && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${element.scrollWidth} > ${element.clientWidth}`);
    return boxes;
  });

test('public screens fit a 390 px phone', async ({ page }) => {
  for (const path of [...publicRoutes(), '/no-existe']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect({ path, scrolls: await overflow(page) }).toEqual({ path, scrolls: [] });
  }
});

test('every signed-in route fits a 390 px phone', async ({ page }) => {
  // Every route of the product's route table (support/routes.ts), in a business of its own: about thirty screens.
  test.setTimeout(240_000);
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  for (const path of [...(await signedInRoutes(page)), `${paths.plans}?vista=cobros`]) {
    await page.goto(path);
    await settle(page);
    expect({ path, scrolls: await overflow(page) }).toEqual({ path, scrolls: [] });
  }
});

test('screens with content (a product exercise, a workout, the sample client) fit a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.email, DEMO.password);
  // A product exercise's page (cover, instructions, muscle groups) and a product workout in the editor.
  for (const [list, card] of [['/ejercicios', /Abducciones en máquina/], ['/rutinas', /Full body principiante/]] as const) {
    await page.goto(list);
    await page.getByRole('link', { name: card }).first().click();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await settle(page);
    expect({ path: page.url(), scrolls: await overflow(page) }).toEqual({ path: page.url(), scrolls: [] });
  }
  await page.goto('/clientes');
  await page.getByRole('link', { name: /Cliente de prueba/ }).first().click();
  await expect(page.getByRole('tab', { name: 'Información' })).toBeVisible();
  for (const tab of ['Información', 'Planificación', 'Progreso', 'Plan y pagos', 'Formularios']) {
    await page.getByRole('tab', { name: tab }).click();
    await settle(page);
    expect({ tab, scrolls: await overflow(page) }).toEqual({ tab, scrolls: [] });
  }
});

test('the agenda and its dialogs fit a 390 px phone', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
  for (const view of ['Lista', 'Mes', 'Semana', 'Día']) {
    await page.getByRole('button', { name: view, exact: true }).click();
    await settle(page);
    expect({ view, scrolls: await overflow(page) }).toEqual({ view, scrolls: [] });
  }
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const event = page.getByRole('dialog', { name: 'Nuevo evento' });
  await event.getByRole('radiogroup', { name: '¿Se repite?' }).getByText('Sí', { exact: true }).click();
  expect({ dialog: 'evento', scrolls: await overflow(page) }).toEqual({ dialog: 'evento', scrolls: [] });
  await event.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/clientes');
  await page.getByRole('link', { name: /Cliente de prueba/ }).first().click();
  await page.getByRole('tab', { name: 'Planificación' }).click();
  await page.getByRole('button', { name: 'Asignar tarea', exact: true }).click();
  const assign = page.getByRole('dialog', { name: /Asignar tarea/ });
  await assign.getByRole('radio', { name: /^Actividad/ }).click();
  for (const step of ['Qué asignar', 'Detalles', 'Repetición']) {
    await assign.getByRole('button', { name: 'Continuar' }).click();
    if (step === 'Qué asignar') await assign.getByRole('radiogroup', { name: /Elegí/ }).getByRole('radio').first().click();
    await expect(assign.getByText(new RegExp(`Paso \\d de 4: ${step}`))).toBeVisible();
    expect({ step, scrolls: await overflow(page) }).toEqual({ step, scrolls: [] });
  }
});

/** Elements drawn past the right edge of a 390 px screen, outside the boxes made to scroll sideways. */
const pastTheEdge = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(element.getBoundingClientRect().right)}`),
    selector,
  );

test('long names, the week view, the list filters, a month of tasks and the dashboard stay on a 390 px screen (issue 29 §4)', async ({ page }) => {
  test.setTimeout(120_000);
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const today = businessToday();
  const long = 'Entrenamiento funcional de alta intensidad para corredores de montaña';
  const event = await page.request.post('/api/v1/events', { headers: bearer(access), data: { title: long, start: `${today}T19:00`, end: `${today}T20:00` } });
  expect(event.status()).toBe(201);
  const created = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Carolina', lastName: 'Espósito' } });
  const clientId = ((await created.json()) as { id: number }).id;
  const activities = (await (await page.request.get('/api/v1/activities?source=all&pageSize=1', { headers: bearer(access) })).json()) as { items: { id: number; name: string }[] };
  const activity = activities.items[0]!;
  const task = await page.request.post(`/api/v1/clients/${clientId}/tasks`, { headers: bearer(access), data: { type: 'activity', itemId: activity.id, date: today } });
  expect(task.status()).toBe(201);
  await signIn(page, trainer.email, trainer.password);

  // The agenda opens in its list on a phone: the long title is cut inside the row, the table stays in its box.
  await page.goto('/agenda');
  await expect(page.getByRole('row', { name: new RegExp(long.slice(0, 30)) }).or(page.locator('.fc-list-event', { hasText: long.slice(0, 20) })).first()).toBeVisible();
  expect(await pastTheEdge(page, '.fc-list-table, .fc-list-table *')).toEqual([]);
  // The week opens on the working day: 07:00 at the top of its hours, midnight scrolled away.
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  const hours = page.locator('.fc-timegrid-body').locator('xpath=ancestor::div[contains(@class,"fc-scroller")][1]');
  await expect.poll(() => hours.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(page.locator('.fc-timegrid-slot-label', { hasText: '07:00' }).first()).toBeInViewport();
  await expect(page.locator('.fc-timegrid-slot-label', { hasText: '00:00' }).first()).not.toBeInViewport();

  // Every option of the list's filters is whole on screen (they wrap instead of being cut).
  await page.goto('/clientes');
  await expect(page.getByRole('radiogroup', { name: 'Suscripción' }).or(page.getByLabel('Suscripción')).first()).toBeVisible();
  expect(await pastTheEdge(page, '.ant-segmented-item')).toEqual([]);

  // The client's month shows each task as its icon (named, with the item in the Lista view), not "C…".
  await page.getByRole('link', { name: /Carolina Espósito/ }).first().click();
  await page.getByRole('tab', { name: 'Planificación' }).click();
  const inMonth = page.getByRole('button', { name: `Actividad: ${activity.name}` });
  await expect(inMonth).toBeVisible();
  expect(await inMonth.evaluate((element) => element.textContent?.trim() ?? '')).not.toContain(activity.name.slice(0, 1) + '…');
  expect(await inMonth.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  await page.getByRole('button', { name: 'Lista', exact: true }).click();
  await expect(page.locator('.fc-list-event', { hasText: activity.name })).toBeVisible();

  // The dashboard's charts read as tables to a screen reader, and those tables take no width on screen.
  await page.goto('/dashboard');
  await settle(page);
  expect(await pastTheEdge(page, 'main *')).toEqual([]);
});

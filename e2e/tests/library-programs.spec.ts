import { expect, test, type APIRequestContext } from '@playwright/test';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { typeDate } from '../support/dates';
import { openLibrary } from '../support/library';
import { signInViaUi, signUpViaApi } from '../support/session';

/** 'YYYY-MM-DD' plus days. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The Monday after today (a week ahead when today is a Monday). */
function nextMonday(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

async function appTaskNames(request: APIRequestContext, access: string, day: string): Promise<string[]> {
  const response = await request.get(`/api/v1/client-app/tasks?from=${day}&to=${day}`, { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { itemName: string }[] }).items.map((task) => task.itemName);
}

test('a trainer builds a 2-week program, assigns it to two clients from next Monday, sees it in their planning and app, and pauses one', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const carla = await appClient(page.request, access, { firstName: 'Carla', lastName: 'Núñez' });
  const diego = await appClient(page.request, access, { firstName: 'Diego', lastName: 'Paz' });
  const monday = nextMonday(businessToday());

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openLibrary(page, 'Programas');
  await page.getByRole('link', { name: 'Crear programa' }).first().click();
  await expect(page).toHaveURL(/\/programas\/nuevo$/);

  await page.getByLabel('Nombre').fill('Base 2 semanas');
  await page.getByLabel('Semanas').fill('2');
  await page.getByRole('button', { name: 'Agregar a la semana 1, día 1' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar a la semana 1, día 1' });
  const firstWorkout = add.getByRole('radiogroup', { name: 'Elegí: Rutina' }).getByRole('radio').first();
  const workoutName = ((await firstWorkout.locator('strong').first().textContent()) ?? '').trim();
  await firstWorkout.click();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('group', { name: 'Semana 1, día 1' }).getByText(workoutName)).toBeVisible();

  await page.getByRole('button', { name: 'Copiar semana 1' }).click();
  const copy = page.getByRole('dialog', { name: 'Copiar la semana 1' });
  await copy.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByRole('group', { name: 'Semana 2, día 1' }).getByText(workoutName)).toBeVisible();

  await page.getByRole('button', { name: 'Crear programa' }).click();
  await expect(page.getByRole('alert').getByText('Programa creado')).toBeVisible();
  await expect(page).toHaveURL(/\/programas\/\d+$/);

  await page.getByRole('button', { name: 'Asignar', exact: true }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar Base 2 semanas' });
  await assign.getByRole('checkbox', { name: 'Carla Núñez' }).check();
  await assign.getByRole('checkbox', { name: 'Diego Paz' }).check();
  await typeDate(assign.getByLabel('Empieza el'), monday);
  await assign.getByRole('radio', { name: /Es un lunes/ }).check();
  await expect(assign.getByText(/Va a crear 4 tareas/)).toBeVisible();
  await assign.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByRole('alert').getByText('Programa asignado a 2 clientes')).toBeVisible();
  await expect(assign).toBeHidden();

  // Both clients have the program's tasks in the app, on the program's days.
  for (const client of [carla, diego]) {
    expect(await appTaskNames(page.request, client.access, monday)).toContain(workoutName);
    expect(await appTaskNames(page.request, client.access, addDays(monday, 7))).toContain(workoutName);
  }

  await page.goto(`/clientes/${carla.clientId}?tab=planificacion`);
  const card = page.getByRole('article', { name: /^Programa Base 2 semanas/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 de 0 tareas hechas')).toBeVisible();

  await card.getByRole('button', { name: 'Pausar Base 2 semanas' }).click();
  const pause = page.getByRole('dialog', { name: '¿Pausar Base 2 semanas?' });
  await pause.getByLabel('Días de pausa').fill('7');
  await pause.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByRole('alert').getByText('Pausamos el programa 7 días')).toBeVisible();
  await expect(card.getByText(/pausado 7 días/)).toBeVisible();

  // Carla's days moved a week; Diego's did not.
  expect(await appTaskNames(page.request, carla.access, monday)).not.toContain(workoutName);
  expect(await appTaskNames(page.request, carla.access, addDays(monday, 14))).toContain(workoutName);
  expect(await appTaskNames(page.request, diego.access, monday)).toContain(workoutName);
});

test('on a phone the program editor shows one week at a time, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trainer = await signUpViaApi(page.request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/programas/nuevo');
  await page.getByLabel('Semanas').fill('3');
  const week = page.getByRole('combobox', { name: 'Semana que se muestra' });
  await expect(week).toBeVisible();
  await expect(page.getByRole('group', { name: 'Semana 1, día 7' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Semana 2, día 1' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await expect(page.getByRole('group', { name: 'Semana 2, día 1' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

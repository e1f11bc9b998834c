import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { signIn, signUpViaApi } from '../support/session';
import { settle } from '../support/settle';

// Progress seen from both sides: the trainer's Progreso tab (desktop and phone) and the client's app (phone).

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/Argentina/Buenos_Aires' } as const;

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function closeToasts(page: Page) {
  for (const close of await page.getByRole('alert').getByRole('button', { name: 'Cerrar' }).all()) await close.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** The client's phone, signed in to the app. */
async function clientPhone(browser: Browser, email: string) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a measurement the trainer adds shows in the client’s app, and one the client adds shows in the trainer’s Progreso', async ({ page, browser }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Ana', lastName: 'Gil' });

  await signIn(page, trainer.email, trainer.password);
  await page.goto(`/clientes/${client.clientId}?tab=progreso`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText('Todavía no hay mediciones')).toBeVisible();
  await expect(tab.getByText('Todavía no hay tareas para medir')).toBeVisible();

  await tab.getByRole('button', { name: 'Agregar medición' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar medición' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingresá al menos una medida: peso, grasa corporal o un contorno')).toBeVisible();
  await dialog.getByLabel('Peso (kg)').fill('80,5');
  await dialog.getByLabel('Cintura (cm)').fill('91');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await closeToasts(page);
  await expect(tab.getByTestId('latest-weightKg')).toContainText('80,5 kg');
  await expect(tab.getByRole('list', { name: 'Mediciones' }).getByRole('listitem')).toHaveCount(1);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => localStorage.setItem('ui-theme', mode), theme);
    await page.reload();
    await expect(tab.getByTestId('measurement-chart')).toBeVisible();
    await noSeriousViolations(page);
  }

  // The client's phone: the trainer's measurement is there, marked as theirs; the client adds one.
  const app = await clientPhone(browser, client.email);
  await app.page.getByRole('link', { name: 'Progreso' }).click();
  await expect(app.page.getByRole('heading', { name: 'Progreso', level: 1 })).toBeVisible();
  await expect(app.page.getByTestId('latest-weightKg')).toContainText('80,5 kg');
  await expect(app.page.getByRole('list', { name: 'Mediciones' })).toContainText('Cargada por tu entrenador');
  await app.page.getByRole('button', { name: 'Agregar medición' }).click();
  const mine = app.page.getByRole('dialog', { name: 'Agregar medición' });
  await mine.getByLabel('Peso (kg)').fill('79,8');
  await mine.getByRole('button', { name: 'Guardar' }).click();
  await expect(mine).toBeHidden();
  await expect(app.page.getByTestId('latest-weightKg')).toContainText('79,8 kg');
  await expect(app.page.getByRole('list', { name: 'Mediciones sin enviar' })).toHaveCount(0);
  expect(await sidewaysScroll(app.page)).toBe(false);
  await noSeriousViolations(app.page);
  await app.close();

  // Back on the trainer's tab: the client's measurement, the weight's change, and the client's weight follows.
  await page.reload();
  await expect(tab.getByTestId('latest-weightKg')).toContainText('79,8 kg');
  await expect(tab.getByTestId('latest-weightKg')).toContainText('−0,7 kg');
  await expect(tab.getByRole('list', { name: 'Mediciones' }).getByRole('listitem').first()).toContainText('Cargada por Ana Gil');
});

test('the Progreso tab on a phone: no sideways scroll, the chart and the list fit', async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Luz', lastName: 'Paz' });
  for (const [date, weightKg] of [['2026-08-01', '70'], ['2026-09-01', '69,2'], ['2026-10-01', '68,4']] as const) {
    const response = await page.request.post(`/api/v1/clients/${client.clientId}/measurements`, { headers: { Authorization: `Bearer ${access}` }, data: { date, weightKg, armCm: '30' } });
    expect(response.status()).toBe(201);
  }
  await signIn(page, trainer.email, trainer.password);
  await page.goto(`/clientes/${client.clientId}?tab=progreso`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByTestId('measurement-chart')).toBeVisible();
  await tab.getByRole('combobox').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Brazo' }).click();
  await expect(tab.getByTestId('measurement-chart-summary')).toContainText('Brazo: 30 cm');
  // The list closed (its fade-out would be read by axe) and every section loaded.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await settle(page);
  expect(await sidewaysScroll(page)).toBe(false);
  await noSeriousViolations(page);
  await context.close();
});

test('a heavier series logged in the app is "¡Nuevo récord!" there, and the trainer’s Progreso shows the record and the new point', async ({ page, browser }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Teo', lastName: 'Ruiz' });
  const exercises = (await (await page.request.get('/api/v1/exercises?source=all&pageSize=1', { headers: bearer(access) })).json()) as { items: { id: number; name: string }[] };
  const exercise = exercises.items[0]!;
  const workout = async (name: string, weightKg: number) => {
    const created = await page.request.post('/api/v1/workouts', {
      headers: bearer(access),
      data: { name, mode: 'advanced', groups: [{ name: 'Bloque principal', exercises: [{ exerciseId: exercise.id, series: [{ reps: 5, weightKg, restSeconds: 0 }] }] }] },
    });
    expect(created.status()).toBe(201);
    const task = await page.request.post(`/api/v1/clients/${client.clientId}/tasks`, {
      headers: bearer(access),
      data: { type: 'workout', itemId: ((await created.json()) as { id: number }).id, date: businessToday() },
    });
    expect(task.status()).toBe(201);
    return ((await task.json()) as { id: number }).id;
  };
  // A first session at 40 kg, registered as the app does.
  const first = await workout('Fuerza A', 40);
  const logged = await page.request.post(`/api/v1/client-app/tasks/${first}/completions`, {
    headers: bearer(client.access),
    data: { date: businessToday(), results: [{ groupIndex: 0, exerciseIndex: 0, seriesIndex: 0, reps: 5, weightKg: 40 }] },
  });
  expect(logged.status()).toBe(201);
  await workout('Fuerza B', 45);

  // In the app: Fuerza B at 45 kg, done and saved.
  const app = await clientPhone(browser, client.email);
  await app.page.getByRole('article', { name: 'Fuerza B' }).getByRole('button', { name: 'Entrenar' }).click();
  await expect(app.page.getByRole('heading', { name: 'Fuerza B', level: 1 })).toBeVisible();
  await app.page.getByRole('button', { name: `Hecha, serie 1 de ${exercise.name}` }).click();
  await app.page.getByRole('button', { name: 'Terminar' }).click();
  const finish = app.page.getByRole('dialog', { name: '¡Terminaste!' });
  await finish.getByText('Increíble').click();
  await finish.getByText('Mucho', { exact: true }).click();
  await finish.getByRole('button', { name: 'Guardar entrenamiento' }).click();
  const toast = app.page.getByRole('alert').filter({ hasText: '¡Nuevo récord!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${exercise.name}: 45 kg × 5`);
  await app.page.getByRole('link', { name: 'Progreso' }).click();
  await expect(app.page.getByRole('list', { name: 'Mis récords' })).toContainText('Más peso para 5 repeticiones: 45 kg × 5');
  await app.close();

  // The trainer: the exercise with two sessions, the chart, the record.
  await signIn(page, trainer.email, trainer.password);
  await page.goto(`/clientes/${client.clientId}?tab=progreso`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByTestId('exercise-summary')).toContainText('2 sesiones');
  await expect(tab.getByTestId('exercise-chart')).toBeVisible();
  await expect(tab.getByRole('table', { name: new RegExp(`${exercise.name}: 1RM estimado`) }).getByRole('row')).toHaveCount(3);
  await expect(tab.getByRole('list', { name: `Récords de ${exercise.name}` })).toContainText('Más peso para 5 repeticiones: 45 kg × 5');
});

test('a business in Mexico: weights read with a decimal point in the trainer’s Progreso and in the app, and one typed with a comma is kept', async ({ page, browser }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  expect((await page.request.patch('/api/v1/business', { headers: bearer(access), data: { country: 'MX' } })).status()).toBe(200);
  const client = await appClient(page.request, access, { firstName: 'Lupe', lastName: 'Ramos' });
  const added = await page.request.post(`/api/v1/clients/${client.clientId}/measurements`, { headers: bearer(access), data: { date: businessToday(), weightKg: 71.8 } });
  expect(added.status()).toBe(201);

  await signIn(page, trainer.email, trainer.password);
  await page.goto(`/clientes/${client.clientId}?tab=progreso`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByTestId('latest-weightKg')).toContainText('71.8 kg');
  await expect(tab.getByRole('list', { name: 'Mediciones' })).toContainText('Peso 71.8 kg');

  const app = await clientPhone(browser, client.email);
  await app.page.goto('/app/progreso');
  await expect(app.page.getByTestId('latest-weightKg')).toContainText('71.8 kg');
  await app.page.getByRole('button', { name: 'Agregar medición' }).click();
  const mine = app.page.getByRole('dialog', { name: 'Agregar medición' });
  await expect(mine.getByLabel('Peso (kg)')).toHaveAttribute('placeholder', /72\.5/);
  await mine.getByLabel('Peso (kg)').fill('70,5');
  await mine.getByRole('button', { name: 'Guardar' }).click();
  await expect(mine).toBeHidden();
  await expect(app.page.getByTestId('latest-weightKg')).toContainText('70.5 kg');
  await app.close();

  await page.reload();
  await expect(tab.getByTestId('latest-weightKg')).toContainText('70.5 kg');
});

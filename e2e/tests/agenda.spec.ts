import { expect, test, type Page } from '@playwright/test';
import { bearer, trainerAccess } from '../support/agenda';
import { typeDate, typeTime } from '../support/dates';
import { ACCESS_KEY, signInViaUi, signUpViaApi, storedToken, uniqueEmail } from '../support/session';

interface EventItem {
  kind: 'event' | 'task';
  id: number;
  occurrence: string;
  title?: string;
  start?: string;
}

/** The first Monday of the month after the business's current one, and that month's first day. */
function nextMonth(): { first: string; monday: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month, 1));
  const monday = new Date(first);
  monday.setUTCDate(1 + ((8 - first.getUTCDay()) % 7));
  return { first: first.toISOString().slice(0, 10), monday: monday.toISOString().slice(0, 10) };
}
const plusDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

async function agendaItems(page: Page, from: string, to: string): Promise<EventItem[]> {
  const access = (await storedToken(page, ACCESS_KEY)) ?? '';
  const response = await page.request.get(`/api/v1/agenda?from=${from}&to=${to}`, { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: EventItem[] }).items;
}

/** Drags a calendar item onto another day's cell of the month grid, the way a mouse does. */
async function dragToDay(page: Page, item: ReturnType<Page['locator']>, day: string) {
  const from = await item.boundingBox();
  const to = await page.locator(`td.fc-daygrid-day[data-date="${day}"]`).boundingBox();
  if (!from || !to) throw new Error('no box to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test('a trainer creates a weekly event, moves one occurrence, and deletes this and the following ones', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();

  const { first, monday } = nextMonth();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(dialog.getByText('El título es requerido')).toBeVisible();
  await dialog.getByLabel('Título').fill('Funcional en la plaza');
  await typeDate(dialog.getByLabel('Desde el día'), monday);
  await typeTime(dialog.getByLabel('Hora de inicio'), '07:00');
  await typeDate(dialog.getByLabel('Hasta el día'), monday);
  await typeTime(dialog.getByLabel('Hora de fin'), '08:00');
  await dialog.getByRole('radiogroup', { name: '¿Se repite?' }).getByText('Sí', { exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Termina' }).getByText('Después de unas repeticiones').click();
  await dialog.getByLabel('Cantidad de repeticiones').fill('3');
  await expect(dialog.getByText(/Cada semana: lunes, 3 veces/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page.getByRole('alert').getByText('Evento creado')).toBeVisible();
  await expect(dialog).toBeHidden();

  const range = { from: first, to: plusDays(first, 41) };
  const occurrences = [monday, plusDays(monday, 7), plusDays(monday, 14)];
  await expect.poll(async () => (await agendaItems(page, range.from, range.to)).map((item) => item.occurrence)).toEqual(occurrences);
  const items = page.locator('.fc-event', { hasText: 'Funcional en la plaza' });
  await expect(items).toHaveCount(3);

  // Drag the second Monday to the Tuesday: only that occurrence moves (a repeating event's time is the series').
  await dragToDay(page, page.locator(`td.fc-daygrid-day[data-date="${occurrences[1]}"] .fc-event`), plusDays(occurrences[1]!, 1));
  await expect(page.getByRole('alert').getByText(/Solo se mueve este evento|Evento movido/).first()).toBeVisible();
  await expect
    .poll(async () => (await agendaItems(page, range.from, range.to)).map((item) => `${item.occurrence} ${item.start}`))
    .toEqual([`${occurrences[0]} ${occurrences[0]}T07:00`, `${occurrences[1]} ${plusDays(occurrences[1]!, 1)}T07:00`, `${occurrences[2]} ${occurrences[2]}T07:00`]);

  // Delete from the moved one on: the first stays.
  await page.locator(`td.fc-daygrid-day[data-date="${plusDays(occurrences[1]!, 1)}"] .fc-event`).click();
  const edit = page.getByRole('dialog', { name: 'Editar evento' });
  await expect(edit.getByLabel('Hora de inicio')).toBeDisabled();
  await edit.getByRole('button', { name: 'Eliminar' }).click();
  const scope = page.getByRole('dialog', { name: '¿Qué eventos querés eliminar?' });
  await scope.getByText('Este y los siguientes').click();
  await scope.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alert').getByText('Evento eliminado')).toBeVisible();
  await expect.poll(async () => (await agendaItems(page, range.from, range.to)).map((item) => item.occurrence)).toEqual([occurrences[0]]);
  await expect(items).toHaveCount(1);
});

test("a big business's month counts tasks per day; opening a day lists them one by one", async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const created = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Bruno', lastName: 'Sosa', email: uniqueEmail('bruno') } });
  const clientId = ((await created.json()) as { id: number }).id;
  const activities = await page.request.get('/api/v1/activities', { headers: bearer(access) });
  const activityId = ((await activities.json()) as { items: { id: number }[] }).items[0]!.id;
  // 40 daily series from the first of next month: 1,200 occurrences in its first 30 days, over the 1,000 the agenda lists.
  const { first } = nextMonth();
  for (let i = 0; i < 40; i += 1) {
    const task = await page.request.post(`/api/v1/clients/${clientId}/tasks`, { headers: bearer(access), data: { type: 'activity', itemId: activityId, date: first, recurrence: 'FREQ=DAILY' } });
    expect(task.status()).toBe(201);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaUi(page, trainer.email, trainer.password);
  await page.getByRole('link', { name: 'Agenda', exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(/se muestran contadas por día/)).toBeVisible();
  const day = plusDays(first, 2);
  await page.locator(`td.fc-daygrid-day[data-date="${day}"]`).getByRole('button', { name: 'Tareas de clientes: 40 tareas. Abrir el día' }).click();

  await expect(page.getByRole('button', { name: /Tarea de Bruno Sosa/ })).toHaveCount(40);
  await expect(page.getByText(/se muestran contadas por día/)).toBeHidden();
});

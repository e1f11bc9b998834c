import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { signInViaUi, signUpViaApi } from '../support/session';
import { clickThroughTour, recordActionLogs } from '../support/tour';

interface Question {
  type: 'text' | 'number' | 'date' | 'select' | 'boolean' | 'rating';
  title: string;
  minLength?: number | null;
  min?: number | null;
  max?: number | null;
  minDate?: string | null;
  maxDate?: string | null;
  multiple?: boolean;
  options?: string[];
}
interface AppTask {
  id: number;
  occurrence: string;
  type: 'activity' | 'workout' | 'form';
  itemName: string;
  form: { questions: Question[] } | null;
}

/** An answer each question accepts, whatever the form (product forms change with releases). */
function answerFor(question: Question): unknown {
  switch (question.type) {
    case 'text':
      return 'Me siento con mucha energía esta semana'.padEnd(Math.max(question.minLength ?? 0, 10), '.');
    case 'number':
      return question.min ?? question.max ?? 70;
    case 'date':
      return question.minDate ?? question.maxDate ?? '2026-01-15';
    case 'select':
      return question.multiple ? [question.options![0]] : question.options![0];
    case 'boolean':
      return true;
    case 'rating':
      return 4;
  }
}

/** Picks the day in the planning month and assigns through the four steps of the dialog. */
async function assignFromPlanning(page: Page, day: string, type: 'Actividad' | 'Formulario', customise: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, repeat?: number) {
  await page.locator(`[data-tour="select-day-${Number(day.slice(8))}"]`).first().click();
  const dialog = page.getByRole('dialog', { name: /Asignar tarea/ });
  await dialog.getByRole('radio', { name: new RegExp(`^${type}`) }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const items = dialog.getByRole('radiogroup', { name: new RegExp(`Elegí: ${type}`) }).getByRole('radio');
  await items.first().click();
  const itemName = (await items.first().locator('strong').first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await customise(dialog);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  if (repeat) {
    await dialog.getByRole('radiogroup', { name: '¿Se repite?' }).getByText('Sí', { exact: true }).click();
    await dialog.getByRole('radiogroup', { name: 'Termina' }).getByText('Después de unas repeticiones').click();
    await dialog.getByLabel('Cantidad de repeticiones').fill(String(repeat));
  }
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByRole('alert').getByText('Tarea asignada').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  return itemName;
}

async function appTasks(request: APIRequestContext, access: string, day: string): Promise<AppTask[]> {
  const response = await request.get(`/api/v1/client-app/tasks?from=${day}&to=${day}`, { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: AppTask[] }).items;
}

test('a trainer plans a repeating activity, a workout and a form; the client completes them in the app; the trainer sees it all', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const carla = await appClient(page.request, access, { firstName: 'Carla', lastName: 'Núñez' });
  const today = businessToday();
  // A workout assigned through the API (the dialog's path is the same as for the activity).
  const workouts = (await (await page.request.get('/api/v1/workouts?source=all&pageSize=1', { headers: bearer(access) })).json()) as { items: { id: number; name: string }[] };
  const workout = workouts.items[0]!;
  const assigned = await page.request.post(`/api/v1/clients/${carla.clientId}/tasks`, {
    headers: bearer(access),
    data: { type: 'workout', itemId: workout.id, date: today },
  });
  expect(assigned.status()).toBe(201);

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/clientes/${carla.clientId}?tab=planificacion`);
  await expect(page.getByText(workout.name).first()).toBeVisible();

  const activityName = await assignFromPlanning(
    page,
    today,
    'Actividad',
    async (dialog) => {
      await dialog.getByLabel('Objetivo').fill('Sumar kilómetros suaves');
      await dialog.getByLabel('Duración sugerida (min)').fill('30');
      await dialog.getByLabel('Distancia sugerida (km)').fill('5,5');
    },
    3,
  );
  const formName = await assignFromPlanning(page, today, 'Formulario', async () => {});

  // The client, in the app: today's three tasks, done.
  const tasks = await appTasks(page.request, carla.access, today);
  expect(tasks.map((task) => task.type).sort()).toEqual(['activity', 'form', 'workout']);
  const byType = Object.fromEntries(tasks.map((task) => [task.type, task])) as Record<AppTask['type'], AppTask>;
  const complete = (task: AppTask, data: object) =>
    page.request.post(`/api/v1/client-app/tasks/${task.id}/completions`, { headers: bearer(carla.access), data: { date: task.occurrence, ...data } });

  expect((await complete(byType.activity, { durationMin: 32, distanceKm: 5.2 })).status()).toBe(201);
  expect((await complete(byType.workout, { durationMin: 50, feedback: { mood: 'very_good', enjoyment: 'a_lot', comment: 'Las sentadillas costaron' } })).status()).toBe(201);
  const questions = byType.form.form!.questions;
  const refused = await complete(byType.form, { answers: questions.map(() => null) });
  expect(refused.status()).toBe(400);
  expect((await complete(byType.form, { answers: questions.map(answerFor) })).status()).toBe(201);
  const again = await complete(byType.activity, { durationMin: 10 });
  expect([again.status(), ((await again.json()) as { message: string }).message]).toEqual([409, 'Ya estaba registrado']);

  // The trainer sees the completion and the feedback in Planificación…
  await page.reload();
  await page.getByRole('button', { name: `Actividad: ${activityName}, hecha` }).click();
  const activityDialog = page.getByRole('dialog');
  await expect(activityDialog.getByText('32 min')).toBeVisible();
  await expect(activityDialog.getByText('5,2 km')).toBeVisible();
  await activityDialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByRole('button', { name: `Rutina: ${workout.name}, hecha` }).click();
  const workoutDialog = page.getByRole('dialog');
  await expect(workoutDialog.getByText('Muy bien')).toBeVisible();
  await expect(workoutDialog.getByText('Mucho', { exact: true })).toBeVisible();
  await expect(workoutDialog.getByText('Las sentadillas costaron')).toBeVisible();
  await workoutDialog.getByRole('button', { name: 'Cerrar' }).first().click();

  // …and the answers in Formularios.
  await page.getByRole('tab', { name: 'Formularios' }).click();
  const forms = page.getByRole('tabpanel', { name: 'Formularios' });
  await expect(forms.getByText(formName).first()).toBeVisible();
  await expect(forms.getByText('Completado').first()).toBeVisible();
  await forms.getByRole('button', { name: 'Ver respuestas' }).click();
  await expect(forms.getByText(questions[0]!.title).first()).toBeVisible();
  // A rating answers with stars, read out as a number of five.
  if (questions.some((question) => question.type === 'rating')) await expect(forms.getByLabel('4 de 5').first()).toBeVisible();

  // The next occurrences of the activity are in the trainer's agenda too.
  const agenda = await page.request.get(`/api/v1/agenda?from=${today}&to=${today}&clientId=${carla.clientId}`, { headers: bearer(access) });
  expect(((await agenda.json()) as { items: { itemName: string; completion: unknown }[] }).items.every((item) => item.completion !== null)).toBe(true);
});

test('the assign-activity tour runs to the end on a business created today', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const logs = recordActionLogs(page);
  await page.getByRole('button', { name: 'Recorridos' }).click();
  await page.getByRole('button', { name: 'Comenzar: Asignar actividad' }).click();
  await expect(page).toHaveURL(/\/clientes\/\d+\?tab=planificacion/);
  const steps = await clickThroughTour(page, logs);
  expect(steps).toBeGreaterThanOrEqual(7);
  expect(logs.find((log) => log.action === 'finish_tour')?.metadata).toMatchObject({ tour: 'assignActivity' });
  // The tour assigned nothing: it showed how.
  await expect(page.getByRole('dialog', { name: /Asignar tarea/ })).toHaveCount(0);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { signIn, signUpViaApi, uniqueEmail } from '../support/session';

// The clients' app on a phone: 390 × 844, touch.
// The client's phone is in the business's zone (Buenos Aires, as the tests' businesses): "Hoy" in the app is
// the phone's day, and the tasks are assigned for the business's day. Without it the two differ from 00:00
// to 03:00 UTC and the day's tasks are not on "Hoy".
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/Argentina/Buenos_Aires' });

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

test('created, then invited: the general link says who invites, the sign-up with the recorded email joins that client, the sixth digit signs in', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const email = uniqueEmail('sofia');
  // The natural order: "Nuevo cliente" first (with the client's email), then "Invitar cliente".
  const recorded = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Sofía', lastName: 'Ríos', email } });
  expect(recorded.status()).toBe(201);
  const clientId = ((await recorded.json()) as { id: number }).id;
  // The trainer's "Invitar cliente" gives the link beside the code, and a WhatsApp message in the trainer's voice.
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/clientes');
  await page.getByRole('button', { name: 'Invitar cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invitar cliente' });
  const code = (await dialog.locator('[data-tour="invite-client-code"]').textContent())?.replace(/\s/g, '') ?? '';
  const link = (await dialog.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toBe(`${new URL(page.url()).origin}/app/registro?codigo=${code}`);
  const whatsapp = await dialog.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(whatsapp!.split('text=')[1]!);
  expect(text).toContain(link);
  expect(text).toMatch(new RegExp(`^¡Hola! Soy ${trainer.firstName}`));
  // Opened again, it is the same code: one code out, not one per opening.
  await dialog.locator('[data-tour="invite-client-close"]').click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Invitar cliente' }).first().click();
  await expect(dialog.locator('[data-tour="invite-client-code"]')).toHaveText(code);
  await expect(dialog.getByText(/Es el código que ya generaste/)).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
  await expect(page.getByLabel('Código de invitación')).toHaveValue(code);
  await expect(page.getByTestId('inviter')).toContainText(`${trainer.firstName} ${trainer.lastName} te invita a entrenar`);
  expect(await sidewaysScroll(page)).toBe(false);
  await noSeriousViolations(page);
  await page.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await page.getByLabel('Apellido').fill('Ríos');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByLabel('Repetir contraseña').fill('Corre2026x');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
  await noSeriousViolations(page);
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { items } = (await outbox.json()) as { items: { subject: string }[] };
  const mailed = /\b(\d{6})\b/.exec(items[0]?.subject ?? '')?.[1] ?? '';
  expect(mailed).toMatch(/^\d{6}$/);
  const field = page.getByLabel('Código de 6 dígitos');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.click();
  // The sixth digit sends it.
  await page.keyboard.type(mailed);

  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  await expect(page.getByText('Hoy no tenés tareas. ¡Disfrutá el descanso!')).toBeVisible();

  // The client the trainer recorded now has the app: no second Sofía.
  const clients = (await (await page.request.get(`/api/v1/clients?search=${encodeURIComponent(email)}`, { headers: bearer(access) })).json()) as {
    items: { id: number; hasAppAccess: boolean }[];
  };
  expect(clients.items).toEqual([expect.objectContaining({ id: clientId, hasAppAccess: true })]);
  // The trainer plans an activity for today; the client finds it and registers what was done.
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
  // The app prepares itself for offline use 15 s after its first load.
  test.setTimeout(120_000);
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Tomás', lastName: 'Vera' });
  const activityName = await assignActivityToday(page.request, access, client.clientId);
  const form = await page.request.post('/api/v1/forms', {
    headers: bearer(access),
    data: { name: 'Cómo dormiste', questions: [{ type: 'rating', title: 'Tu descanso', required: true }] },
  });
  const formId = ((await form.json()) as { id: number }).id;
  expect((await page.request.post(`/api/v1/clients/${client.clientId}/tasks`, { headers: bearer(access), data: { type: 'form', itemId: formId, date: businessToday() } })).status()).toBe(201);

  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const card = page.getByRole('article', { name: activityName });
  await expect(card).toBeVisible();
  // The service worker took over (first visit) and kept the app and today's tasks.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForLoadState('networkidle');

  // One visit is enough: the app keeps every screen's module (the form and the chat included, never opened
  // here) and what they load on demand (Hoy's activity form, opened below with no network). It starts 15 s
  // after the page loaded.
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 45_000 });

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Registrar' }).click();
  await card.getByRole('button', { name: 'Guardar como hecha' }).click();
  await expect(card.getByText('Pendiente de enviar')).toBeVisible();
  await page.getByRole('article', { name: 'Cómo dormiste' }).getByRole('button', { name: 'Responder' }).click();
  await page.getByRole('group', { name: /Tu descanso/ }).locator('.ant-rate-star').nth(2).locator('div').first().click();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('article', { name: 'Cómo dormiste' }).getByText('Pendiente de enviar')).toBeVisible();
  await page.getByRole('link', { name: /^Chat/ }).click();
  await page.getByLabel('Mensaje para tu entrenador').fill('Hoy entrené sin señal');
  await page.getByLabel('Mensaje para tu entrenador').press('Enter');
  await expect(page.getByText('Hoy entrené sin señal')).toBeVisible();
  await expect(page.getByRole('status').getByText('Sin conexión · 3 pendientes de enviar')).toBeVisible();

  // Opened again with no network (a new navigation, as when the app is reopened: the service worker serves it).
  await page.goto('/app/');
  await expect(page.getByRole('article', { name: activityName }).getByText('Pendiente de enviar')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cómo dormiste' }).getByText('Pendiente de enviar')).toBeVisible();
  await page.goto('/app/chat');
  await expect(page.getByText('Hoy entrené sin señal')).toBeVisible();
  expect((await trainerSees(page.request, access, client.clientId)).map((task) => task.completion)).toEqual([null, null]);

  await context.setOffline(false);
  await expect(page.getByRole('status').getByText(/pendiente/)).toHaveCount(0, { timeout: 40_000 });
  const tasks = await trainerSees(page.request, access, client.clientId);
  expect(tasks.map((task) => task.completion)).toEqual([
    expect.objectContaining({ durationMin: 30, distanceKm: 5 }),
    expect.objectContaining({ answers: [3] }),
  ]);
  const messages = (await (await page.request.get(`/api/v1/chats/${client.clientId}/messages`, { headers: bearer(access) })).json()) as { items: { text: string }[] };
  expect(messages.items.map((message) => message.text)).toEqual(['Hoy entrené sin señal']);
});

test('Hoy shows new work by itself: a task the trainer assigns appears on the open app without a reload', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Rita', lastName: 'Sol' });
  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Hoy no tenés tareas. ¡Disfrutá el descanso!')).toBeVisible();
  // "Hoy" is the app's one address.
  expect(new URL(page.url()).pathname).toBe('/app/');
  const activityName = await assignActivityToday(page.request, access, client.clientId);
  await expect(page.getByRole('article', { name: activityName })).toBeVisible();
});

test('chat with the trainer, live both ways, and Mi plan', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Lola', lastName: 'Paz' });
  const plan = await page.request.post('/api/v1/plans', { headers: bearer(access), data: { name: 'Personalizado', recurrence: 'monthly', amount: 2_500_000 } });
  const planId = ((await plan.json()) as { id: number }).id;
  expect((await page.request.post(`/api/v1/clients/${client.clientId}/subscriptions`, { headers: bearer(access), data: { planId, startDate: businessToday() } })).status()).toBe(201);

  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();

  // The trainer writes: the Chat tab shows it without a reload, and the conversation too.
  const sent = await page.request.post(`/api/v1/chats/${client.clientId}/messages`, { headers: bearer(access), data: { id: randomUUID(), text: '¿Cómo vas con la rutina?' } });
  expect(sent.status()).toBe(201);
  await expect(page.getByRole('link', { name: /^Chat/ })).toContainText('1');
  await page.getByRole('link', { name: /^Chat/ }).click();
  await expect(page.getByText('¿Cómo vas con la rutina?')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(false);
  await noSeriousViolations(page);
  await page.getByLabel('Mensaje para tu entrenador').fill('¡Muy bien! Subí el peso');
  await page.getByLabel('Mensaje para tu entrenador').press('Enter');
  await expect.poll(async () => {
    const answer = (await (await page.request.get(`/api/v1/chats/${client.clientId}/messages`, { headers: bearer(access) })).json()) as { items: { text: string }[] };
    return answer.items.map((message) => message.text);
  }).toEqual(['¿Cómo vas con la rutina?', '¡Muy bien! Subí el peso']);
  await page.request.post(`/api/v1/chats/${client.clientId}/messages`, { headers: bearer(access), data: { id: randomUUID(), text: 'Genial, seguí así' } });
  await expect(page.getByText('Genial, seguí así')).toBeVisible();

  await page.getByRole('link', { name: /^Mi plan/ }).click();
  await expect(page.getByText('Personalizado').first()).toBeVisible();
  await expect(page.getByText(/25\.000/).first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(false);
  await noSeriousViolations(page);
});

// Eight screens in each theme, each checked by axe once loaded: one test per theme and side of the
// sign-in, so each has its own budget and the two workers share them.
for (const theme of ['light', 'dark'] as const) {
  test(`the screens before signing in, ${theme} theme: no serious axe finding, no sideways scroll`, async ({ page }) => {
    await page.goto('/app/ingresar');
    await page.evaluate((mode) => localStorage.setItem('ui-theme', mode), theme);
    for (const path of ['/app/ingresar', '/app/registro?codigo=ABCD2345', '/app/olvide-mi-contrasena']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect({ theme, path, scrolls: await sidewaysScroll(page) }).toEqual({ theme, path, scrolls: false });
      await noSeriousViolations(page);
    }
  });

  test(`every screen of the signed-in app, ${theme} theme: no serious axe finding, no sideways scroll`, async ({ page }) => {
    test.setTimeout(90_000);
    const trainer = await signUpViaApi(page.request);
    const access = await trainerAccess(page.request, trainer);
    const client = await appClient(page.request, access, { firstName: 'Ana', lastName: 'Gil' });
    await assignActivityToday(page.request, access, client.clientId);
    await page.goto('/app/ingresar');
    await page.evaluate((mode) => localStorage.setItem('ui-theme', mode), theme);
    await page.goto('/app/olvide-mi-contrasena');
    await page.getByRole('link', { name: /Volver a iniciar sesión/ }).click();
    // The page it leaves has a "Correo electrónico" field too: type only once the sign-in is there.
    await expect(page.getByRole('heading', { name: 'Iniciá sesión', level: 1 })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(client.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    for (const [path, heading] of [['/app/', 'Hoy'], ['/app/progreso', 'Progreso'], ['/app/chat', null], ['/app/plan', null], ['/app/perfil', 'Perfil']] as const) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ theme, path, scrolls: await sidewaysScroll(page) }).toEqual({ theme, path, scrolls: false });
      await noSeriousViolations(page);
    }
  });
}

test('a workout is trained in the app: three series logged (one changed), feedback, and the trainer sees done beside prescribed', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Vera', lastName: 'Luna' });
  const exercises = (await (await page.request.get('/api/v1/exercises?source=all&pageSize=1', { headers: bearer(access) })).json()) as {
    items: { id: number; name: string }[];
  };
  const exercise = exercises.items[0]!;
  const series = { reps: 10, weightKg: 20, restSeconds: 0 };
  const created = await page.request.post('/api/v1/workouts', {
    headers: bearer(access),
    data: { name: 'Piernas de la app', mode: 'advanced', groups: [{ name: 'Bloque principal', exercises: [{ exerciseId: exercise.id, series: [series, series, series] }] }] },
  });
  expect(created.status()).toBe(201);
  const workoutId = ((await created.json()) as { id: number }).id;
  const assigned = await page.request.post(`/api/v1/clients/${client.clientId}/tasks`, {
    headers: bearer(access),
    data: { type: 'workout', itemId: workoutId, date: businessToday() },
  });
  expect(assigned.status()).toBe(201);

  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('article', { name: 'Piernas de la app' }).getByRole('button', { name: 'Entrenar' }).click();

  await expect(page.getByRole('heading', { name: 'Piernas de la app', level: 1 })).toBeVisible();
  const name = (n: number) => `serie ${n} de ${exercise.name}`;
  await expect(page.getByLabel(`Repeticiones hechas, ${name(1)}`)).toHaveValue('10');
  // As it is written: 20, not 20,00 (12,5 stays 12,5).
  await expect(page.getByLabel(`Peso en kilos, ${name(1)}`)).toHaveValue('20');
  await noSeriousViolations(page);
  await page.getByRole('button', { name: `Hecha, ${name(1)}` }).click();
  await page.getByLabel(`Repeticiones hechas, ${name(2)}`).fill('8');
  await page.getByRole('button', { name: `Hecha, ${name(2)}` }).click();
  await page.getByRole('button', { name: `Hecha, ${name(3)}` }).click();
  await expect(page.getByText('3 de 3 series hechas')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(false);

  // A reload in the middle keeps what was logged.
  await page.reload();
  await expect(page.getByText('3 de 3 series hechas')).toBeVisible();
  await expect(page.getByLabel(`Repeticiones hechas, ${name(2)}`)).toHaveValue('8');

  await page.getByRole('button', { name: 'Terminar' }).click();
  const dialog = page.getByRole('dialog', { name: '¡Terminaste!' });
  await dialog.getByText('Increíble').click();
  await dialog.getByText('Mucho', { exact: true }).click();
  await dialog.getByLabel('Comentario para tu entrenador (opcional)').fill('La segunda serie costó');
  await dialog.getByRole('button', { name: 'Guardar entrenamiento' }).click();
  await expect(page.getByRole('article', { name: 'Piernas de la app' }).getByText('Hecha', { exact: true })).toBeVisible();

  const today = businessToday();
  const tasks = (await (await page.request.get(`/api/v1/clients/${client.clientId}/tasks?from=${today}&to=${today}`, { headers: bearer(access) })).json()) as {
    items: { completion: { feedback: unknown; results: Array<{ seriesIndex: number; done: { reps: number }; prescribed: { reps: number } }> } | null }[];
  };
  const completion = tasks.items[0]!.completion!;
  expect(completion.feedback).toEqual({ mood: 'amazing', enjoyment: 'a_lot', comment: 'La segunda serie costó' });
  expect(completion.results.map((result) => [result.seriesIndex, result.done.reps, result.prescribed.reps])).toEqual([
    [0, 10, 10],
    [1, 8, 10],
    [2, 10, 10],
  ]);

  // The trainer, in the client's Planificación: the series done beside the prescription, and the feedback.
  await signIn(page, trainer.email, trainer.password);
  await page.goto(`/clientes/${client.clientId}?tab=planificacion`);
  await page.getByRole('button', { name: 'Rutina: Piernas de la app, hecha' }).click();
  const log = page.getByRole('dialog');
  await expect(log.getByText('Cambió 1 de 3 series.')).toBeVisible();
  await expect(log.getByText('(indicado 10 × 20 kg)').first()).toBeVisible();
  await expect(log.getByText('La segunda serie costó')).toBeVisible();
});

test('a form with the six kinds of question is answered in the app, with the builder’s rules said in Spanish', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Inés', lastName: 'Sosa' });
  const created = await page.request.post('/api/v1/forms', {
    headers: bearer(access),
    data: {
      name: 'Check-in semanal',
      questions: [
        { type: 'text', title: '¿Cómo te sentiste?', required: true, minLength: 5, maxLength: 200 },
        { type: 'number', title: 'Peso de hoy (kg)', min: 30, max: 250 },
        { type: 'date', title: 'Último control médico' },
        { type: 'select', title: '¿Qué días entrenaste?', multiple: true, options: ['Lunes', 'Miércoles', 'Viernes'] },
        { type: 'boolean', title: '¿Dormiste bien?' },
        { type: 'rating', title: 'Tu energía', required: true },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const formId = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`/api/v1/clients/${client.clientId}/tasks`, { headers: bearer(access), data: { type: 'form', itemId: formId, date: businessToday() } })).status()).toBe(201);

  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('article', { name: 'Check-in semanal' }).getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in semanal', level: 1 })).toBeVisible();

  // Sent empty: each required question says why, in the API's words.
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Respondé esta pregunta' })).toHaveCount(2);
  await page.getByLabel(/¿Cómo te sentiste\?/).fill('Bien');
  await page.getByLabel(/Peso de hoy/).fill('300');
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText('Escribí al menos 5 caracteres')).toBeVisible();
  await expect(page.getByText('Ingresá un número menor o igual a 250')).toBeVisible();
  await noSeriousViolations(page);

  await page.getByLabel(/¿Cómo te sentiste\?/).fill('Muy bien, con energía');
  await page.getByLabel(/Peso de hoy/).fill('72,5');
  await page.getByLabel(/Último control médico/).fill('15/03/2026');
  await page.getByLabel(/Último control médico/).press('Enter');
  await page.getByRole('group', { name: /¿Qué días entrenaste\?/ }).getByText('Lunes').click();
  await page.getByRole('group', { name: /¿Qué días entrenaste\?/ }).getByText('Viernes').click();
  await page.getByRole('radiogroup', { name: /¿Dormiste bien\?/ }).getByText('Sí').click();
  await page.getByRole('group', { name: /Tu energía/ }).locator('.ant-rate-star').nth(3).locator('div').first().click();
  await expect(page.getByText('4 de 5')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(false);
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('article', { name: 'Check-in semanal' }).getByText('Hecha', { exact: true })).toBeVisible();

  const today = businessToday();
  const tasks = (await (await page.request.get(`/api/v1/clients/${client.clientId}/tasks?from=${today}&to=${today}`, { headers: bearer(access) })).json()) as {
    items: { completion: { answers: unknown[] } | null }[];
  };
  expect(tasks.items[0]!.completion!.answers).toEqual(['Muy bien, con energía', 72.5, '2026-03-15', ['Lunes', 'Viernes'], true, 4]);
});

/** On a phone the toasts stack over the lower half of the screen: closed, as a person would, before going on. */
async function closeToasts(page: Page) {
  for (const close of await page.getByRole('alert').getByRole('button', { name: 'Cerrar' }).all()) await close.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

// A 1×1 PNG: the API decodes the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('Perfil: the client sets a photo the trainer sees, and changes the password, staying signed in on this phone only', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const client = await appClient(page.request, access, { firstName: 'Rita', lastName: 'Sosa' });

  await page.goto('/app/ingresar');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Corre2026x');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Perfil/ }).click();
  await expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();

  await page.getByTestId('photo-input').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByRole('alert').getByText('El archivo debe ser una imagen PNG, GIF o JPEG.')).toBeVisible();
  await closeToasts(page);
  await page.getByTestId('photo-input').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('alert').getByText('Foto actualizada')).toBeVisible();
  await closeToasts(page);
  await expect(page.getByRole('img', { name: 'Rita Sosa' })).toHaveAttribute('src', /\/uploads\/avatars\//);
  const seen = (await (await page.request.get(`/api/v1/clients/${client.clientId}`, { headers: bearer(access) })).json()) as { image: string | null };
  expect(seen.image).toMatch(/\/uploads\/avatars\//);

  // The client's other session (another phone) ends with the change; this one goes on.
  const otherPhone = (await (await page.request.post('/auth/app/login', { data: { username: client.email, password: 'Corre2026x' } })).json()) as { access: string };
  await page.getByLabel('Contraseña actual').fill('Corre2026y');
  await page.getByLabel('Nueva contraseña').fill('Nueva2026x');
  await page.getByLabel('Repetir contraseña').fill('Nueva2026x');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta').first()).toBeVisible();
  await closeToasts(page);
  await page.getByLabel('Contraseña actual').fill('Corre2026x');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('alert').getByText('Contraseña actualizada')).toBeVisible();
  expect((await page.request.get('/api/v1/client-app/me', { headers: bearer(otherPhone.access) })).status()).toBe(401);

  await page.goto('/app/');
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  const oldPassword = await page.request.post('/auth/app/login', { data: { username: client.email, password: 'Corre2026x' } });
  expect(oldPassword.status()).toBe(401);
  const newPassword = await page.request.post('/auth/app/login', { data: { username: client.email, password: 'Nueva2026x' } });
  expect(newPassword.status()).toBe(200);
});

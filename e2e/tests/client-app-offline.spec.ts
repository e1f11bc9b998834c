import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appClient, bearer, businessToday, trainerAccess } from '../support/agenda';
import { signUpViaApi } from '../support/session';

// "After one online visit, every screen of the app opens offline", whatever screen the client opened first:
// which area supplies a shared module (antd's form, the shared package…) depends on the order the screens were
// opened in, and the service worker keeps every copy any screen can need (shared/build/offline-files.cjs).
// Each test starts on another screen, on a phone that never saw the app, then goes offline and walks them all.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'America/Argentina/Buenos_Aires' });

interface Day {
  today: string;
  workoutTaskId: number;
  workoutName: string;
  exerciseName: string;
  formTaskId: number;
}

/** A client with today's workout (a product exercise, with its picture) and a form, signed in on this phone. */
async function clientWithADay(page: Page, request: APIRequestContext): Promise<Day> {
  const trainer = await signUpViaApi(request);
  const access = await trainerAccess(request, trainer);
  const client = await appClient(request, access, { firstName: 'Luz', lastName: 'Mar' });
  const today = businessToday();
  const exercises = (await (await request.get('/api/v1/exercises?source=product&pageSize=50', { headers: bearer(access) })).json()) as {
    items: { id: number; name: string; thumbnailUrl: string | null }[];
  };
  const exercise = exercises.items.find((item) => item.thumbnailUrl !== null)!;
  const workout = await request.post('/api/v1/workouts', {
    headers: bearer(access),
    data: { name: 'Fuerza sin señal', mode: 'advanced', groups: [{ name: 'Bloque', exercises: [{ exerciseId: exercise.id, series: [{ reps: 10, weightKg: 20, restSeconds: 0 }] }] }] },
  });
  const form = await request.post('/api/v1/forms', {
    headers: bearer(access),
    data: { name: 'Cómo dormiste', questions: [{ type: 'rating', title: 'Tu descanso', required: true }] },
  });
  const assign = async (type: 'workout' | 'form', itemId: number) => {
    const assigned = await request.post(`/api/v1/clients/${client.clientId}/tasks`, { headers: bearer(access), data: { type, itemId, date: today } });
    expect(assigned.status()).toBe(201);
    return ((await assigned.json()) as { id: number }).id;
  };
  const workoutTaskId = await assign('workout', ((await workout.json()) as { id: number }).id);
  const formTaskId = await assign('form', ((await form.json()) as { id: number }).id);
  // Signed in as the app leaves it after "Iniciar sesión", without opening "Hoy" first.
  const login = await request.post('/auth/app/login', { data: { username: client.email, password: 'Corre2026x' } });
  const tokens = (await login.json()) as { access: string; refresh: string };
  await page.goto('/app/manifest.webmanifest');
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('coach.app.access-token', access);
    localStorage.setItem('coach.app.refresh-token', refresh);
  }, tokens);
  return { today, workoutTaskId, workoutName: 'Fuerza sin señal', exerciseName: exercise.name, formTaskId };
}

/** Every screen of the app, each with what says it is drawn (its data included: offline, from the phone). */
const screens = (day: Day): Array<{ name: string; path: string; shows: (page: Page) => Promise<void> }> => [
  {
    name: 'Hoy',
    path: '/app/',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
      await expect(page.getByRole('article', { name: day.workoutName })).toBeVisible();
    },
  },
  {
    name: 'el entrenamiento',
    path: `/app/rutina/${day.workoutTaskId}/${day.today}`,
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: day.workoutName, level: 1 })).toBeVisible();
      // The exercise's picture, kept with the day's data even if it was never on screen before.
      const picture = page.locator('main img').first();
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    },
  },
  {
    name: 'el formulario',
    path: `/app/formulario/${day.formTaskId}/${day.today}`,
    shows: async (page) => {
      await expect(page.getByRole('group', { name: /Tu descanso/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar respuestas' })).toBeVisible();
    },
  },
  { name: 'Progreso', path: '/app/progreso', shows: (page) => expect(page.getByRole('heading', { name: 'Progreso', level: 1 })).toBeVisible() },
  { name: 'el chat', path: '/app/chat', shows: (page) => expect(page.getByLabel('Mensaje para tu entrenador')).toBeVisible() },
  { name: 'Mi plan', path: '/app/plan', shows: (page) => expect(page.getByRole('heading', { name: 'Mi plan', level: 1 })).toBeVisible() },
  { name: 'Perfil', path: '/app/perfil', shows: (page) => expect(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible() },
];

const noPanel = (page: Page) => expect(page.getByText(/No pudimos cargar/)).toHaveCount(0);

for (const first of ['el entrenamiento', 'el chat', 'Mi plan', 'Perfil']) {
  test(`after one visit that started on ${first}, every screen opens offline, and so do /app and /app?dia=`, async ({ page, context }) => {
    // The app prepares itself for offline use 15 s after its first load.
    test.setTimeout(120_000);
    const day = await clientWithADay(page, page.request);
    const all = screens(day);
    const start = all.find((screen) => screen.name === first)!;
    await page.goto(start.path);
    await start.shows(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 45_000 });

    await context.setOffline(true);
    await page.reload();
    await start.shows(page);
    for (const screen of all) {
      await test.step(`offline: ${screen.name}`, async () => {
        await page.goto(screen.path);
        await screen.shows(page);
        await noPanel(page);
      });
    }
    // "Hoy" without the folder's slash, and a day of the week strip: the worker answers, the app moves to /app/.
    for (const path of ['/app', `/app?dia=${day.today}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/app/');
    }
    expect(new URL(page.url()).search).toBe(`?dia=${day.today}`);
    await context.setOffline(false);
  });
}

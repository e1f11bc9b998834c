import { expect, test, type Page } from '@playwright/test';
import { ACCESS_KEY, newTrainer, signIn, signUpViaApi } from '../support/session';
import { clickThroughTour, recordActionLogs } from '../support/tour';

test('the initial tour runs across areas, logs its start and end, and returns to where it began', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  await page.goto('/agenda');
  const logs = recordActionLogs(page);

  await page.getByRole('button', { name: 'Recorridos' }).click();
  await page.getByRole('button', { name: 'Comenzar: Recorrido inicial' }).click();
  const tooltip = page.getByTestId('tour-tooltip');
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeVisible();

  const steps = await clickThroughTour(page, logs);
  await expect(page).toHaveURL(/\/agenda$/);
  await expect.poll(() => logs.map((log) => log.action)).toEqual(['start_tour', 'finish_tour']);
  expect(logs[0]!.metadata).toEqual({ tour: 'initial' });
  expect(logs[1]!.metadata).toEqual({ tour: 'initial', stepIndex: steps - 1 });

  await page.goto('/dashboard');
  await expect(page.getByRole('listitem').filter({ hasText: 'Hacé el recorrido inicial' })).toHaveAttribute('data-done', 'true');
});

test('starting onboarding after sign-up launches the initial tour by itself', async ({ page }) => {
  const trainer = newTrainer();
  await page.goto('/crear-cuenta');
  await page.getByLabel('Nombre', { exact: true }).fill(trainer.firstName);
  await page.getByLabel('Apellido').fill(trainer.lastName);
  await page.getByLabel('Correo electrónico').fill(trainer.email);
  await page.getByLabel('Teléfono').fill(trainer.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(trainer.password);
  await page.getByLabel('Repetir contraseña').fill(trainer.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const logs = recordActionLogs(page);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const tooltip = page.getByTestId('tour-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByRole('button', { name: 'Saltar' })).toHaveCount(0);
  await clickThroughTour(page, logs);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('onboarding-session-key'))).toBeNull();
});

test('the tutorials dialog opens a video in a new tab and logs it', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  const logs = recordActionLogs(page);
  await page.getByRole('button', { name: 'Tutoriales' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Ver video: Clientes' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/tutoriales\/clients$/);
  // The product's own film, with its Spanish captions showing.
  await expect(tab.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  const video = tab.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(10);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => ({ mode: element.textTracks[0]?.mode, cues: element.textTracks[0]?.cues?.length ?? 0 })))
    .toEqual({ mode: 'showing', cues: 7 });
  expect(await video.evaluate((element: HTMLVideoElement) => (element.textTracks[0]!.cues![0] as VTTCue).text)).toBe('En Clientes ves a todos tus clientes, su estado y su suscripción.');
  await tab.close();
  await expect.poll(() => logs.map((log) => log.action)).toEqual(['view_tutorial']);
  expect(logs[0]!.metadata).toEqual({ tutorial: 'clients' });
});

test('the clients tour shows an invitation code without creating one in the business', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  await signIn(page, trainer.email, trainer.password);
  const logs = recordActionLogs(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/v1/') && !request.url().endsWith('/api/v1/actionlogs')) writes.push(`${request.method()} ${request.url()}`);
  });

  await page.getByRole('button', { name: 'Recorridos' }).click();
  await page.getByRole('button', { name: 'Comenzar: Clientes' }).click();
  await expect(page).toHaveURL(/\/clientes$/);
  await clickThroughTour(page, logs);

  expect(writes).toEqual([]);
  const access = await page.evaluate((key) => localStorage.getItem(key), ACCESS_KEY);
  const invitations = await page.request.get('/api/v1/invitations', { headers: { Authorization: `Bearer ${access}` } });
  expect(invitations.ok()).toBe(true);
  expect((await invitations.json()).total).toBe(0);
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /**
   * What the phone shows at a step: the tooltip and its buttons inside the screen, the step's target
   * on screen and mostly not under the tooltip, and the menu sheet only when the target is in it.
   */
  async function stepOnScreen(page: Page) {
    const tooltip = page.getByTestId('tour-tooltip');
    await expect(tooltip).toBeVisible();
    // Joyride moves the tooltip into place after it appears.
    await page.waitForTimeout(400);
    const step = (await tooltip.getAttribute('data-tour-step')) ?? '';
    return page.evaluate((target) => {
      const view = { width: window.innerWidth, height: window.innerHeight };
      const inside = (box: DOMRect) => box.left >= -1 && box.top >= -1 && box.right <= view.width + 1 && box.bottom <= view.height + 1;
      const tip = document.querySelector('[data-testid="tour-tooltip"]')!.getBoundingClientRect();
      const buttons = [...document.querySelectorAll('[data-testid="tour-tooltip"] button')].map((button) => button.getBoundingClientRect());
      const element = [...document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`)].find((candidate) => candidate.getClientRects().length > 0);
      const box = element?.getBoundingClientRect();
      const visible = box ? { width: Math.min(box.right, view.width) - Math.max(box.left, 0), height: Math.min(box.bottom, view.height) - Math.max(box.top, 0) } : null;
      const onScreen = box && visible ? visible.width > 0 && visible.height > 0 : false;
      const overlap = box
        ? Math.max(0, Math.min(box.right, tip.right) - Math.max(box.left, tip.left)) * Math.max(0, Math.min(box.bottom, tip.bottom) - Math.max(box.top, tip.top))
        : 0;
      const area = visible && visible.width > 0 && visible.height > 0 ? visible.width * visible.height : 1;
      const sheet = document.querySelector('.ant-drawer-open');
      return {
        target,
        tooltipInside: inside(tip),
        buttonsInside: buttons.every(inside),
        targetOnScreen: onScreen,
        targetMostlyUncovered: overlap / area < 0.5,
        sheetOnlyForItsTargets: !sheet || Boolean(element && sheet.contains(element)),
      };
    }, step);
  }

  const fine = (target: string) => ({ target, tooltipInside: true, buttonsInside: true, targetOnScreen: true, targetMostlyUncovered: true, sheetOnlyForItsTargets: true });

  for (const tour of ['Recorrido inicial', 'Clientes', 'Asignar actividad']) {
    test(`the "${tour}" tour runs start to end with each step's target and buttons on screen`, async ({ page }) => {
      test.setTimeout(120_000);
      const trainer = await signUpViaApi(page.request);
      await signIn(page, trainer.email, trainer.password);
      const logs = recordActionLogs(page);
      await page.getByRole('button', { name: 'Mostrar menú' }).click();
      await page.getByRole('button', { name: 'Recorridos' }).click();
      await page.getByRole('button', { name: `Comenzar: ${tour}` }).click();
      const tooltip = page.getByTestId('tour-tooltip');
      await expect(tooltip).toBeVisible({ timeout: 15_000 });
      const steps = Number((await tooltip.getByText(/\d+ de \d+/).textContent())?.split(' de ')[1]);
      for (let step = 1; step <= steps; step += 1) {
        await expect(tooltip.getByText(`${step} de ${steps}`)).toBeVisible({ timeout: 15_000 });
        const seen = await stepOnScreen(page);
        expect({ step, ...seen }).toEqual({ step, ...fine(seen.target) });
        if (step === steps) break;
        // Joyride drops a click while it scrolls the next target into view: repeated until it moves on.
        await expect(async () => {
          if (await tooltip.getByText(`${step} de ${steps}`).isVisible()) await tooltip.getByRole('button', { name: 'Siguiente' }).click({ timeout: 1_000 });
          await expect(tooltip.getByText(`${step + 1} de ${steps}`)).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
      }
      await expect(async () => {
        if (!logs.some((log) => log.action === 'finish_tour')) await tooltip.getByRole('button', { name: 'Finalizar' }).click({ timeout: 1_000 });
        expect(logs.map((log) => log.action)).toContain('finish_tour');
      }).toPass({ timeout: 15_000 });
      await expect(tooltip).toHaveCount(0);
    });
  }
});

import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/env';
import { publicRoutes, signedInRoutes } from '../support/routes';
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

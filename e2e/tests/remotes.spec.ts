import { expect, test } from '@playwright/test';
import registry from '../../shared/registry.cjs';
import { DEMO } from '../support/env';
import { signInViaUi } from '../support/session';

test('an unreachable remote shows its error panel while the other areas keep working', async ({ page }) => {
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  let blocked = true;
  await page.route('**/remotes/clients/**', (route) => (blocked ? route.abort('failed') : route.fallback()));

  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText('No pudimos cargar los clientes');

  await page.getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await page.getByRole('link', { name: 'Ejercicios', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ejercicios' })).toBeVisible();

  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page.getByTestId('remote-error')).toBeVisible({ timeout: 30_000 });
  blocked = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible({ timeout: 30_000 });
});

test("a client tab whose area can't load shows that area's panel; the rest of the client's page works", async ({ page }) => {
  await signInViaUi(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The agenda's files answer 404 (as after a broken deploy) until the test lets them through.
  let broken = true;
  await page.route('**/remotes/agenda/**', (route) => (broken ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()));

  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByRole('link', { name: /Cliente de prueba/ }).first().click();
  await expect(page.getByRole('tab', { name: 'Información', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();

  await page.getByRole('tab', { name: 'Planificación' }).click();
  const planning = page.getByRole('tabpanel', { name: 'Planificación' });
  await expect(planning.getByTestId('remote-error')).toContainText('No pudimos cargar la planificación', { timeout: 30_000 });

  // Formularios is the agenda's too: its own panel. Another area's tab and Información still work.
  await page.getByRole('tab', { name: 'Formularios' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Formularios' }).getByTestId('remote-error')).toContainText('No pudimos cargar los formularios', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Plan y pagos' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Plan y pagos' })).toContainText('Asigná un plan');
  await page.getByRole('tab', { name: 'Información' }).click();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();

  broken = false;
  await page.getByRole('tab', { name: 'Planificación' }).click();
  await planning.getByRole('button', { name: 'Reintentar' }).click();
  await expect(planning).toContainText('para asignarle a Cliente de prueba una actividad', { timeout: 30_000 });
  await expect(planning.getByTestId('remote-error')).toHaveCount(0);
});

test('react, antd and the other shared libraries run as one copy, from the host', async ({ page }) => {
  await page.addInitScript(() => {
    // React registers each renderer copy with the devtools hook: two copies would register twice.
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: { renderers: new Map(), supportsFiber: true, inject: (r: unknown) => renderers.push(r) ?? renderers.length, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} },
    });
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
  });
  await signInViaUi(page, DEMO.email, DEMO.password);
  for (const area of ['Clientes', 'Agenda', 'Ejercicios', 'Planes de pago']) {
    await page.getByRole('link', { name: area, exact: true }).click();
    await expect(page.getByRole('heading', { name: area })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByText('Cliente de prueba').first().click();
  await expect(page.getByRole('tab', { name: 'Información' })).toBeVisible();

  const renderers = await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length);
  expect(renderers).toBe(1);

  // Each remote carries its own copy (fallback) of every shared library for when it runs alone; the
  // browser must never have downloaded one: every shared module, antd's components included, came
  // from the host's build.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  const sharedNames = new Set<string>();
  for (const { name: remote } of registry.remotes) {
    const manifest = (await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const copies = manifest.shared.flatMap(({ name, assets }) =>
      [...assets.js.sync, ...assets.js.async].filter((file) => loaded.includes(`/remotes/${remote}/${file}`)).map(() => name),
    );
    for (const { name } of manifest.shared) sharedNames.add(name);
    expect({ remote, copies }).toEqual({ remote, copies: [] });
  }
  expect([...sharedNames]).toEqual(
    expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'zustand', '@coach/shared', 'antd/es/table']),
  );
});

test("a remote's antd components follow the host's theme", async ({ page }) => {
  await signInViaUi(page, DEMO.email, DEMO.password);
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  const header = page.locator('.ant-table-thead th').first();
  await expect(header).toBeVisible();
  // Dark is the default theme: the remote's Table takes its colours from the host's ConfigProvider
  // (a second copy of antd would draw it with the light defaults: near-black text on a light header).
  const color = await header.evaluate((element) => getComputedStyle(element).color);
  const [red] = color.match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(200);
});

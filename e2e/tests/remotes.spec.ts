import { expect, test } from '@playwright/test';
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

test('react, antd and the other shared libraries run as one copy across host and remotes', async ({ page }) => {
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
  const report = await page.evaluate(() => {
    type Loadable = { loaded?: boolean; lib?: unknown };
    // A tree-shaken provider keeps its module under `treeShaking`.
    type Version = Loadable & { from: string; treeShaking?: Loadable };
    const isLoaded = (v?: Loadable) => Boolean(v && (v.loaded || typeof v.lib === 'function'));
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__;
    const scope = Object.values(federation.__SHARE__)[0]?.default ?? {};
    const loaded = Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => [
        name,
        Object.values(versions).filter((v) => isLoaded(v) || isLoaded(v.treeShaking)).map((v) => v.from),
      ]),
    );
    return { renderers: (window as unknown as { __renderers: unknown[] }).__renderers.length, loaded };
  });
  expect(report.renderers).toBe(1);
  for (const name of ['react', 'react-dom', 'antd', 'react-router-dom', '@tanstack/react-query', 'zustand', '@coach/shared']) {
    expect({ name, providers: report.loaded[name] }).toEqual({ name, providers: ['host'] });
  }
});

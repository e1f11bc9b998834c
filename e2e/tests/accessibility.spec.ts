import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bearer, businessToday, trainerAccess } from '../support/agenda';
import { publicRoutes, signedInRoutes } from '../support/routes';
import { signIn, signUpViaApi } from '../support/session';
import { settle } from '../support/settle';

// axe over every route of the product, in the light and the dark theme: no serious or critical
// violation (colour contrast included). The routes come from the product's route table
// (support/routes.ts), so a new screen is swept as soon as it has a path.

type Theme = 'light' | 'dark';

async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((mode) => localStorage.setItem('ui-theme', mode), theme);
}

async function seriousViolations(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // Experimental in axe, so off unless asked for: a control's name must contain its visible text (WCAG
  // 2.5.3). Not on a calendar's day cells and column headers: they are named by their full date
  // ("27 de noviembre de 2026") and hold the day's items, which a name cannot repeat.
  const experimental = await new AxeBuilder({ page })
    // options() replaces the whole option object: before withRules.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withRules(['label-content-name-mismatch'])
    .exclude('.fc-daygrid-day')
    .exclude('.fc-col-header-cell')
    .analyze();
  return [...violations, ...experimental.violations]
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(' | ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`public screens have no serious accessibility violation (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    for (const url of publicRoutes()) {
      expect.soft({ url, violations: await seriousViolations(page, url) }).toEqual({ url, violations: [] });
    }
  });

  // In three parts, so each stays well inside its time even on a loaded machine.
  for (const part of [0, 1, 2]) {
    test(`signed-in screens have no serious accessibility violation (${theme}, part ${part + 1} of 3)`, async ({ page }) => {
      test.setTimeout(180_000);
      const trainer = await signUpViaApi(page.request);
      await useTheme(page, theme);
      await signIn(page, trainer.email, trainer.password);
      const routes = await signedInRoutes(page);
      for (const url of routes.filter((_, index) => index % 3 === part)) {
        expect.soft({ url, violations: await seriousViolations(page, url) }).toEqual({ url, violations: [] });
      }
    });
  }
}

// The agenda's month view with items in it (an empty month has none of them): events and a client's
// task named with what they show, a day with more items than fit ("+2 más"), the dates' cells.
for (const theme of ['light', 'dark'] as const) {
  test(`the agenda's month view with a busy day has no serious accessibility violation (${theme})`, async ({ page }) => {
    const trainer = await signUpViaApi(page.request);
    const access = await trainerAccess(page.request, trainer);
    const today = businessToday();
    const at = (hour: number, minutes: number) => `${today}T${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    for (let hour = 7; hour < 14; hour++) {
      const created = await page.request.post('/api/v1/events', { headers: bearer(access), data: { title: `Clase ${hour}`, start: at(hour, 0), end: at(hour, 45) } });
      expect(created.status()).toBe(201);
    }
    await useTheme(page, theme);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, trainer.email, trainer.password);
    expect(await seriousViolations(page, '/agenda')).toEqual([]);
    await expect(page.getByRole('button', { name: '+2 más' })).toBeVisible();
  });
}

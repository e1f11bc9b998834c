import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
  return violations
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

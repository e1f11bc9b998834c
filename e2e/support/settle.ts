import { expect, type Page } from '@playwright/test';

/**
 * A screen has settled: its skeleton is gone and late requests (images, a second query) have had time
 * to finish. A screen that keeps a connection open (the chats' live stream, media) never reaches
 * "network idle", so that wait is bounded and the screen is checked anyway.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

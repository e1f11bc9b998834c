import { expect, type Page, type Request } from '@playwright/test';

export interface ActionLog {
  action: string;
  metadata: Record<string, unknown>;
}

/** The action logs the page sends, in order. */
export function recordActionLogs(page: Page): ActionLog[] {
  const logs: ActionLog[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/actionlogs')) logs.push(request.postDataJSON() as ActionLog);
  });
  return logs;
}

/**
 * Clicks "Siguiente" through every step and "Finalizar" on the last one. Joyride ignores clicks while it
 * scrolls a step into view (and hides the tooltip meanwhile), so each click is repeated until the tour
 * reacts: the next counter, or the finish_tour log. Returns how many steps the tour had.
 */
export async function clickThroughTour(page: Page, logs: ActionLog[]): Promise<number> {
  const tooltip = page.getByTestId('tour-tooltip');
  await expect(tooltip).toBeVisible();
  const steps = Number((await tooltip.getByText(/\d+ de \d+/).textContent())?.split(' de ')[1]);
  for (let step = 1; step < steps; step += 1) {
    await expect(async () => {
      if (await tooltip.getByText(`${step} de ${steps}`).isVisible()) {
        await tooltip.getByRole('button', { name: 'Siguiente' }).click({ timeout: 1_000 });
      }
      await expect(tooltip.getByText(`${step + 1} de ${steps}`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(async () => {
    if (!logs.some((log) => log.action === 'finish_tour')) {
      await tooltip.getByRole('button', { name: 'Finalizar' }).click({ timeout: 1_000 });
    }
    expect(logs.map((log) => log.action)).toContain('finish_tour');
  }).toPass({ timeout: 15_000 });
  await expect(tooltip).toHaveCount(0);
  return steps;
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A 390 px phone, as the phone specs use it (phone.spec.ts, progress.spec.ts). */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export type Theme = 'light' | 'dark';

/**
 * Opens a URL in a theme: the choice goes in localStorage['ui-theme'] (where the theme toggle keeps it)
 * before the page loads, checked on <html data-theme>. The page must already be on the app's origin.
 */
export async function openInTheme(page: Page, theme: Theme, url: string): Promise<void> {
  await page.evaluate((mode) => localStorage.setItem('ui-theme', mode), theme);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * axe's serious and critical findings on the page as it is, with the checks of accessibility.spec.ts:
 * WCAG 2.1 A and AA (colour contrast included), plus the experimental "a control's name contains its
 * visible text" (WCAG 2.5.3). Each finding as "rule: the first nodes".
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const experimental = await new AxeBuilder({ page })
    // options() replaces the whole option object: before withRules.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  return [...violations, ...experimental.violations]
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(' | ')}`);
}

/**
 * What scrolls sideways, as phone.spec.ts checks it: the page itself, or any scroll box whose content is
 * wider than the box. Boxes made to scroll sideways on a phone (a wide table, the tab bar, a row of filter
 * chips) don't count.
 */
export const sidewaysScroll = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const allowed = ['ant-table-content', 'ant-table-body', 'ant-tabs-nav-wrap', 'client-tabs-list', 'ant-segmented'];
    return [document.documentElement, ...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (allowed.some((name) => element.classList.contains(name))) return false;
        const style = getComputedStyle(element);
        const scrolls = element === document.documentElement || ['auto', 'scroll'].includes(style.overflowX);
        return scrolls && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${element.scrollWidth} > ${element.clientWidth}`);
  });

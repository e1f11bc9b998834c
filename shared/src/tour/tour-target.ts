import { TOUR_TARGET_POLL_MS } from './tour-constants';

/** The CSS selector of a `data-tour` target. */
export const tourSelector = (target: string): string => `[data-tour="${target.replace(/["\\]/g, '\\$&')}"]`;

/** Mounted and not hidden by `display: none` or `visibility: hidden` on itself or an ancestor. */
export function isTourTargetVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const { display, visibility } = getComputedStyle(node);
    if (display === 'none' || visibility === 'hidden') return false;
  }
  return true;
}

/**
 * The first visible element carrying the target: a name can be on a hidden copy too (the desktop
 * sidebar and the mobile sheet both render the menu), and the tour must point at the one on screen.
 */
export function findTourTarget(target: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(tourSelector(target))) {
    if (isTourTargetVisible(element)) return element;
  }
  return null;
}

/** Resolves with the target once it is on screen, or null after `timeoutMs` (or when aborted). */
export function waitForTourTarget(target: string, timeoutMs: number, signal?: AbortSignal): Promise<HTMLElement | null> {
  const found = findTourTarget(target);
  if (found || timeoutMs <= 0 || signal?.aborted) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      clearInterval(poll);
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      resolve(element);
    };
    const onAbort = () => finish(null);
    const poll = setInterval(() => {
      const element = findTourTarget(target);
      if (element) finish(element);
    }, TOUR_TARGET_POLL_MS);
    const deadline = setTimeout(() => finish(findTourTarget(target)), timeoutMs);
    signal?.addEventListener('abort', onAbort);
  });
}

/** Pauses a step's action for one of TOUR_DELAYS, so the screen can react before the next step. */
export const tourDelay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Clicks a target from a step's action (open a dialog, choose an option); false when it is not on screen. */
export function clickTourTarget(target: string): boolean {
  const element = findTourTarget(target);
  element?.click();
  return element !== null;
}

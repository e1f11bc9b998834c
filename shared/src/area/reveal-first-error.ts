import { useCallback, useEffect, useState } from 'react';

/** What marks a field in error: antd's Form.Item (with rules or validateStatus), an invalid control, or a message of our own. */
const ERROR_SELECTOR = '.ant-form-item-has-error, [aria-invalid="true"], [data-field-error]';
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
/** Frames to wait for the errors of a failed save to render (antd's Form sets them after onFinishFailed). */
const MAX_FRAMES = 5;

/**
 * Brings the first error under `root` into view (centred: a sticky header would cover the top) and
 * puts the keyboard on its control, so a save that failed says where and why instead of leaving the
 * message below the fold. Returns false when there is no error to show.
 */
export function revealFirstError(root: ParentNode = document): boolean {
  const target = root.querySelector<HTMLElement>(ERROR_SELECTOR);
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : (target.querySelector<HTMLElement>(FOCUSABLE) ?? (target.tabIndex === -1 ? target : null));
  // jsdom has no scrollIntoView; browsers all do.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  control?.focus({ preventScroll: true });
  return true;
}

/**
 * For every editor: call the returned function when a save is refused by validation (an antd Form's
 * `onFinishFailed`, or an editor's own check); once the errors render, the first one is scrolled to
 * and focused.
 */
export function useRevealFirstError(): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return undefined;
    let frames = 0;
    let handle = 0;
    const tryReveal = () => {
      if (revealFirstError()) return;
      if (++frames < MAX_FRAMES) handle = requestAnimationFrame(tryReveal);
    };
    tryReveal();
    return () => cancelAnimationFrame(handle);
  }, [attempt]);
  return useCallback(() => setAttempt((count) => count + 1), []);
}

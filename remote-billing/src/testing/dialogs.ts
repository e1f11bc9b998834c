import { screen } from '@testing-library/react';

/**
 * An antd Modal found by its title. Its accessible name is not computed in jsdom (the test setup gives
 * antd's elements one shared id), so tests find the dialog around its title instead.
 */
export async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }, { timeout: 10_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** The confirmation antd's `modal.confirm` shows, found by its title. */
export async function confirmTitled(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title, .ant-modal-confirm-title *' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

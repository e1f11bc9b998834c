import { expect, type Locator } from '@playwright/test';

/** The open popup of a date or time field (while one closes it can still be on screen a moment). */
export const pickerPopup = (field: Locator) => field.page().locator('.ant-picker-dropdown:visible');

/** '1990-03-05' (the API's form) → '05/03/1990' (what a date field shows and takes). */
export const dmy = (date: string) => date.split('-').reverse().join('/');

/**
 * Types a date into a DateField (antd's DatePicker, dd/mm/aaaa) as a trainer does: key by key, day
 * first, then Enter, which takes it and closes the calendar. `date` is 'YYYY-MM-DD' or already 'dd/mm/aaaa'.
 */
export async function typeDate(field: Locator, date: string) {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(date) ? dmy(date) : date;
  await field.click();
  await field.fill('');
  await field.pressSequentially(text);
  await field.press('Enter');
  await expect(pickerPopup(field)).toHaveCount(0);
}

/** Types a time ('07:00') into a TimeField (antd's TimePicker, HH:mm) and takes it with Enter. */
export async function typeTime(field: Locator, time: string) {
  await field.click();
  await field.fill('');
  await field.pressSequentially(time);
  await field.press('Enter');
  await expect(pickerPopup(field)).toHaveCount(0);
}

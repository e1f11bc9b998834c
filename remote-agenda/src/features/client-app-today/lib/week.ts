import { mondayOf, shiftDate } from '@coach/shared/client-app';

const weekdayFormat = new Intl.DateTimeFormat('es-AR', { weekday: 'short', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The seven days (Monday first) of the week of `date`. */
export const weekOf = (date: string): string[] => Array.from({ length: 7 }, (_, index) => shiftDate(mondayOf(date), index));

/** "lun", "mar"… */
export const shortWeekday = (date: string) => weekdayFormat.format(utcNoon(date)).replace('.', '');

/** "jueves 26 de noviembre" */
export const longDate = (date: string) => longFormat.format(utcNoon(date));

export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** "Jueves 26 de noviembre": only the first letter. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

import type { Client } from '@coach/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** "2024-03-05" → "05/03/2024" (a calendar date: no time zone involved). */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

/** An instant in the user's local time: "Vence el 05/03 a las 14:30". */
export function formatExpiry(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  return `Vence el ${pad(date.getDate())}/${pad(date.getMonth() + 1)} a las ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Today as YYYY-MM-DD in the user's local time (the default "cliente desde"). */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const fullName = (client: Pick<Client, 'firstName' | 'lastName'>) => `${client.firstName} ${client.lastName}`.trim();


/** 72.5 → "72,5", as an Argentine user writes it. */
export const formatDecimal = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

import { calendarDateIn, formatInstantDate, formatInstantTime, todayIn, type Instant } from '@coach/shared';

/** "Ana Pérez", or the email when the invitation carries no name. */
export const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');

/** The day before a 'YYYY-MM-DD' date. */
function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * When a member was last seen, as a person says it, in the business's zone: "Hace un momento",
 * "Hace 25 min", "Hoy 09:15", "Ayer 18:40", then the date ("05/03/2025"). Never signed in: "Nunca entró".
 */
export function lastSeenLabel(lastSeenAt: Instant | null, timeZone: string, now: Date = new Date()): string {
  if (lastSeenAt === null) return 'Nunca entró';
  const seen = new Date(lastSeenAt);
  if (Number.isNaN(seen.getTime())) return '';
  const minutes = Math.floor((now.getTime() - seen.getTime()) / 60_000);
  if (minutes < 1) return 'Hace un momento';
  if (minutes < 60) return `Hace ${minutes} min`;
  const day = calendarDateIn(seen, timeZone);
  const today = todayIn(timeZone, now);
  const time = formatInstantTime(seen, timeZone);
  if (day === today) return `Hoy ${time}`;
  if (today && day === dayBefore(today)) return `Ayer ${time}`;
  return formatInstantDate(seen, timeZone);
}

/** "1 cliente", "12 clientes", "Sin clientes". */
export const clientCountLabel = (count: number) => (count === 0 ? 'Sin clientes' : count === 1 ? '1 cliente' : `${count} clientes`);

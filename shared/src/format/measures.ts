// Durations and distances of activities and tasks (SPEC.md: durations in minutes, distances in km).
import { formatDecimal } from './numbers';

const isNonNegative = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A duration in minutes, rounded to the minute: 45 → '45 min', 60 → '1 h', 90 → '1 h 30 min',
 * 0 → '0 min'. '' for negative or unreadable values.
 */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!isNonNegative(minutes)) return '';
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  const hoursText = `${formatDecimal(hours, { maximumFractionDigits: 0 })} h`;
  return rest === 0 ? hoursText : `${hoursText} ${rest} min`;
}

/**
 * A stopwatch time in seconds, rounded to the second, as a series or lap time reads: 45 → '0:45',
 * 90 → '1:30', 3725 → '1:02:05'. '' for negative or unreadable values.
 */
export function formatSeconds(seconds: number | null | undefined): string {
  if (!isNonNegative(seconds)) return '';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/**
 * A distance given in kilometres, to the metre: 5.2 → '5,2 km', 42.195 → '42,195 km', 0.8 → '800 m'
 * (under 1 km it reads in metres), 0 → '0 km'. '' for negative or unreadable values.
 */
export function formatDistance(kilometres: number | null | undefined): string {
  if (!isNonNegative(kilometres)) return '';
  const metres = Math.round(kilometres * 1000);
  if (metres === 0) return '0 km';
  if (metres < 1000) return `${metres} m`;
  return `${formatDecimal(metres / 1000, { maximumFractionDigits: 3 })} km`;
}

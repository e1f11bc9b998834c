import { normalizeDecimal } from '@coach/shared';
import { agendaMessages, AGENDA_LIMITS } from '@coach/shared/contracts';
import type { ItemDetailErrors, ItemDetails } from '../components/item-details-fields';

/** Blank is "not given"; anything else is read as a number (a comma is the decimal separator). */
export const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(normalizeDecimal(text.trim())));

/** The agenda's own rules for a task's suggested duration and distance, with its messages. */
export function checkItemDetails(details: ItemDetails): ItemDetailErrors {
  const errors: ItemDetailErrors = {};
  const duration = numberOf(details.duration);
  if (duration !== null && !(Number.isInteger(duration) && duration >= 1 && duration <= AGENDA_LIMITS.durationMin)) errors.duration = agendaMessages.durationInvalid;
  const distance = numberOf(details.distance);
  if (distance !== null && !(Number.isFinite(distance) && distance > 0 && distance <= AGENDA_LIMITS.distanceKm && Math.round(distance * 100) === distance * 100)) {
    errors.distance = agendaMessages.distanceInvalid;
  }
  return errors;
}

export const hasDetailErrors = (errors: ItemDetailErrors): boolean => Object.values(errors).some(Boolean);

/** "Objetivo · 30 min · 5,5 km", what a chip says under the item's name. */
export function itemDetailLine(item: ItemDetails): string {
  const parts: string[] = [];
  if (item.duration.trim()) parts.push(`${item.duration.trim()} min`);
  if (item.distance.trim()) parts.push(`${item.distance.trim()} km`);
  if (item.goal.trim()) parts.push(item.goal.trim());
  return parts.join(' · ');
}

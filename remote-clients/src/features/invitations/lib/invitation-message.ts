import { formatInstantDayMonth, formatInstantTime } from '@coach/shared';

/**
 * When a code expires, on the business's clock: "Vence el 05/03 a las 14:30" ('' if unreadable). A code
 * lasts 24 hours, so day and month are enough.
 */
export function expiryLabel(expiresAt: string, timeZone: string): string {
  const day = formatInstantDayMonth(expiresAt, timeZone);
  const time = formatInstantTime(expiresAt, timeZone);
  return day && time ? `Vence el ${day} a las ${time}` : '';
}

/** The friendly text a trainer sends with the code (the expiry reads "vence el 05/03 a las 14:30"). */
export function invitationText(code: string, expiresAt: string, timeZone: string): string {
  const expiry = expiryLabel(expiresAt, timeZone);
  const until = expiry ? ` El código ${expiry.charAt(0).toLowerCase()}${expiry.slice(1)}.` : '';
  return `¡Hola! Te invito a entrenar conmigo desde la app. Descargala, registrate y usá este código de invitación: ${code}.${until} ¡Te espero!`;
}

/** A WhatsApp link that opens a chat with the text already written (the trainer picks the contact). */
export const whatsappLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

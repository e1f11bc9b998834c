import { formatInstantDayMonth, formatInstantTime } from '@coach/shared';
import { whatsappLink, whatsappShareLink } from '@coach/shared/contracts';

/**
 * When a code expires, on the business's clock: "Vence el 05/03 a las 14:30" ('' if unreadable). A code
 * lasts 24 hours, so day and month are enough.
 */
export function expiryLabel(expiresAt: string, timeZone: string): string {
  const day = formatInstantDayMonth(expiresAt, timeZone);
  const time = formatInstantTime(expiresAt, timeZone);
  return day && time ? `Vence el ${day} a las ${time}` : '';
}

/** Who sends the invitation and to whom: the message says it instead of "tu entrenador". */
export interface InvitationVoice {
  /** The trainer's first name ("Laura"). */
  trainer?: string;
  /** The business's name ("Estudio Fuerte"). */
  business?: string;
  /** The client's first name, for a code bound to them ("Ana"). */
  client?: string;
}

/** "¡Hola Ana! Soy Laura, de Estudio Fuerte." with whatever of it is known. */
function greeting({ trainer, business, client }: InvitationVoice): string {
  const hello = client ? `¡Hola ${client}!` : '¡Hola!';
  if (trainer && business && trainer !== business) return `${hello} Soy ${trainer}, de ${business}.`;
  if (trainer || business) return `${hello} Soy ${trainer || business}.`;
  return hello;
}

/**
 * The friendly text a trainer sends with the code (the expiry reads "vence el 05/03 a las 14:30"), in
 * the trainer's voice; with the sign-up link (`clientAppSignUpUrl`), which opens the app's sign-up with
 * the code filled in and says who invites.
 */
export function invitationText(code: string, expiresAt: string, timeZone: string, link?: string, voice: InvitationVoice = {}): string {
  const expiry = expiryLabel(expiresAt, timeZone);
  const until = expiry ? ` El código ${expiry.charAt(0).toLowerCase()}${expiry.slice(1)}.` : '';
  const hello = greeting(voice);
  if (link) {
    return `${hello} Te invito a entrenar conmigo desde la app. Registrate con este enlace: ${link} (tu código de invitación es ${code}).${until} ¡Te espero!`;
  }
  return `${hello} Te invito a entrenar conmigo desde la app. Descargala, registrate y usá este código de invitación: ${code}.${until} ¡Te espero!`;
}

/**
 * A WhatsApp link that opens a chat with the text already written: to the client's phone when it is known
 * and usable (normalised with the business's country: "55 8765 4321" in Mexico is 525587654321),
 * otherwise the trainer picks the contact.
 */
export const invitationWhatsappLink = (text: string, phone: string | null | undefined, country: string): string =>
  whatsappLink(phone, country, text) ?? whatsappShareLink(text);

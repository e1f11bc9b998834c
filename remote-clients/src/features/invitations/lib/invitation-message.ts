import { formatExpiry } from '../../../lib/format';

/** The friendly text a trainer sends with the code (the expiry reads "vence el 05/03 a las 14:30"). */
export function invitationText(code: string, expiresAt: string): string {
  const expiry = formatExpiry(expiresAt);
  const until = expiry ? ` El código ${expiry.charAt(0).toLowerCase()}${expiry.slice(1)}.` : '';
  return `¡Hola! Te invito a entrenar conmigo desde la app. Descargala, registrate y usá este código de invitación: ${code}.${until} ¡Te espero!`;
}

/** A WhatsApp link that opens a chat with the text already written (the trainer picks the contact). */
export const whatsappLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

import { toast } from './ui/use-toast';

/*
 * Support is reached through a messaging link with prefilled help text (SPEC.md section 1). Where it
 * goes is configuration, set when the web apps are built (like API_URL): SUPPORT_PHONE (WhatsApp,
 * digits with the country code, e.g. 5491123456789) or else SUPPORT_EMAIL. With neither, the help
 * actions say how to get help instead of opening a made-up number.
 */

// Replaced at build time by webpack's DefinePlugin (shared/build/webpack-app.cjs); in tests, Node's.
declare const process: { env: { SUPPORT_PHONE?: string; SUPPORT_EMAIL?: string } };

export const SUPPORT_HELP_TEXT = 'Hola, necesito ayuda con la plataforma.';
export const SUPPORT_TRIAL_TEXT = 'Hola, terminó mi prueba gratuita y quiero seguir usando la plataforma.';
export const SUPPORT_UNSET_TITLE = 'No hay un contacto de soporte configurado';
export const SUPPORT_UNSET_TEXT = 'Pedí ayuda a quien administra esta instalación de la plataforma (la persona o empresa que te dio acceso).';

/** The configured WhatsApp number (8 to 15 digits), or null. */
export function supportPhone(): string | null {
  const digits = (process.env.SUPPORT_PHONE ?? '').replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** The configured support address, or null. */
export function supportEmail(): string | null {
  const email = (process.env.SUPPORT_EMAIL ?? '').trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** Where support is: WhatsApp with the text, else an e-mail with it, else null (nothing configured). */
export function supportLink(text: string = SUPPORT_HELP_TEXT): string | null {
  const phone = supportPhone();
  if (phone) return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
  const email = supportEmail();
  if (email) return `mailto:${email}?subject=${encodeURIComponent('Ayuda con la plataforma')}&body=${encodeURIComponent(text)}`;
  return null;
}

/** Opens support with the text; when none is configured, a toast says how to get help. */
export function openSupport(text?: string): void {
  const link = supportLink(text);
  if (link) window.open(link, '_blank', 'noopener,noreferrer');
  else toast.warning(SUPPORT_UNSET_TITLE, SUPPORT_UNSET_TEXT);
}

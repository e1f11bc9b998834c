import { create } from 'zustand';
import { useSession } from './session/session-store';
import { toast } from './ui/use-toast';

/*
 * Support is reached through a messaging link with prefilled help text (SPEC.md section 1) when the
 * installation has a WhatsApp number, set when the web apps are built (like API_URL): SUPPORT_PHONE
 * (digits with the country code, e.g. 5491123456789). Without one, a signed-in trainer writes to
 * support in the app: the host's help form sends it to the API, which keeps it and mails it to the
 * API's SUPPORT_EMAIL (docs/decisions.md, "Soporte").
 */

// Replaced at build time by webpack's DefinePlugin (shared/build/webpack-app.cjs); in tests, Node's.
declare const process: { env: { SUPPORT_PHONE?: string } };

export const SUPPORT_HELP_TEXT = 'Hola, necesito ayuda con la plataforma.';
export const SUPPORT_TRIAL_TEXT = 'Hola, terminó mi prueba gratuita y quiero seguir usando la plataforma.';
export const SUPPORT_SIGNED_OUT_TITLE = 'Iniciá sesión para pedir ayuda';
export const SUPPORT_SIGNED_OUT_TEXT =
  'Con tu sesión iniciada, "¿Necesitás ayuda?" en el menú de tu cuenta nos manda tu consulta. Si no podés entrar, usá "¿Olvidaste tu contraseña?".';

/** The configured WhatsApp number (8 to 15 digits), or null. */
export function supportPhone(): string | null {
  const digits = (process.env.SUPPORT_PHONE ?? '').replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** The WhatsApp link with the text, or null when no number is configured. */
export function supportLink(text: string = SUPPORT_HELP_TEXT): string | null {
  const phone = supportPhone();
  return phone ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}` : null;
}

interface SupportFormState {
  /** Whether the in-app help form is open, and the text it starts with ("" for a blank one). */
  open: boolean;
  text: string;
  show: (text: string) => void;
  hide: () => void;
}

/** The in-app help form (mounted once by the host's layout), opened from anywhere by openSupport(). */
export const useSupportForm = create<SupportFormState>()((set) => ({
  open: false,
  text: '',
  show: (text) => set({ open: true, text }),
  hide: () => set({ open: false }),
}));

/**
 * "¿Necesitás ayuda?" and "Contactarnos": WhatsApp with the text when configured; otherwise the
 * in-app form for a signed-in trainer, and for someone not signed in, how to reach it.
 */
export function openSupport(text?: string): void {
  const link = supportLink(text);
  if (link) window.open(link, '_blank', 'noopener,noreferrer');
  else if (useSession.getState().user) useSupportForm.getState().show(text ?? '');
  else toast.warning(SUPPORT_SIGNED_OUT_TITLE, SUPPORT_SIGNED_OUT_TEXT);
}

import { create } from 'zustand';
import { DEFAULT_COUNTRY } from './contracts/countries';
import { whatsappLink, whatsappNumber } from './contracts/whatsapp';

/*
 * Support is reached through a messaging link with prefilled help text (SPEC.md section 1) when the
 * installation has a WhatsApp number, set when the web apps are built (like API_URL): SUPPORT_PHONE
 * (digits with the country code, e.g. 5491123456789). Without one, "¿Necesitás ayuda?" opens a form
 * in the app: the host's for a signed-in trainer (with their account), the sign-in screens' otherwise
 * (with an address to answer to); the API keeps it and mails it to its SUPPORT_EMAIL
 * (docs/decisions.md, "Soporte").
 */

// Replaced at build time by webpack's DefinePlugin (shared/build/webpack-app.cjs); in tests, Node's.
declare const process: { env: { SUPPORT_PHONE?: string } };

export const SUPPORT_HELP_TEXT = 'Hola, necesito ayuda con la plataforma.';
export const SUPPORT_TRIAL_TEXT = 'Hola, terminó mi prueba gratuita y quiero seguir usando la plataforma.';

/** The configured WhatsApp number (international: it comes with its country code, "+" or not), or null. */
const configuredPhone = (): string | null => {
  const configured = (process.env.SUPPORT_PHONE ?? '').trim();
  return configured ? `+${configured.replace(/^\+/, '')}` : null;
};

/** The configured WhatsApp number as wa.me takes it (whatsappNumber: 8 to 15 digits), or null. */
export function supportPhone(): string | null {
  return whatsappNumber(configuredPhone(), DEFAULT_COUNTRY);
}

/** The WhatsApp link with the text, or null when no number is configured. */
export function supportLink(text: string = SUPPORT_HELP_TEXT): string | null {
  return whatsappLink(configuredPhone(), DEFAULT_COUNTRY, text);
}

interface SupportFormState {
  /** Whether the in-app help form is open, and the text it starts with ("" for a blank one). */
  open: boolean;
  text: string;
  show: (text: string) => void;
  hide: () => void;
}

/** The in-app help form (the layout on screen mounts its own), opened from anywhere by openSupport(). */
export const useSupportForm = create<SupportFormState>()((set) => ({
  open: false,
  text: '',
  show: (text) => set({ open: true, text }),
  hide: () => set({ open: false }),
}));

/** "¿Necesitás ayuda?" and "Contactarnos": WhatsApp with the text when configured, else the in-app form. */
export function openSupport(text?: string): void {
  const link = supportLink(text);
  if (link) window.open(link, '_blank', 'noopener,noreferrer');
  else useSupportForm.getState().show(text ?? '');
}

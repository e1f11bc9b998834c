/** Support is reached through a messaging link with prefilled help text (SPEC.md section 1). */
export const SUPPORT_PHONE = '5491100000000';
export const SUPPORT_HELP_TEXT = 'Hola, necesito ayuda con la plataforma.';
export const SUPPORT_TRIAL_TEXT = 'Hola, terminó mi prueba gratuita y quiero seguir usando la plataforma.';

export const supportLink = (text: string = SUPPORT_HELP_TEXT): string =>
  `https://wa.me/${SUPPORT_PHONE}?text=${encodeURIComponent(text)}`;

export function openSupport(text?: string): void {
  window.open(supportLink(text), '_blank', 'noopener,noreferrer');
}

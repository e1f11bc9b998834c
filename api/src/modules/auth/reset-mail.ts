import type { OutgoingMail } from '../mail/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The reset screen's address (APP_URL and its path) with the token and the account's id. */
export function resetPasswordLink(screenUrl: string, token: string, id: number): string {
  const query = new URLSearchParams({ token, uid: String(id) });
  return `${screenUrl}?${query.toString()}`;
}

export function resetPasswordMail(to: string, firstName: string, link: string): OutgoingMail {
  const subject = 'Restablecé tu contraseña';
  const text = [
    `Hola ${firstName}:`,
    '',
    'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
    `Para elegir una nueva, abrí este enlace (vence en 1 hora y se puede usar una sola vez):`,
    link,
    '',
    'Si no fuiste vos, ignorá este correo: tu contraseña no cambia.',
  ].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(firstName)}:</p>`,
    '<p>Recibimos un pedido para restablecer la contraseña de tu cuenta.</p>',
    `<p><a href="${escapeHtml(link)}">Elegí una nueva contraseña</a> (el enlace vence en 1 hora y se puede usar una sola vez).</p>`,
    '<p>Si no fuiste vos, ignorá este correo: tu contraseña no cambia.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

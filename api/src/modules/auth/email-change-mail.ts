import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS, emailChangeLinkPaths } from '@coach/shared/contracts';
import type { OutgoingMail } from '../mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const emailChangeLink = (appUrl: string, kind: keyof typeof emailChangeLinkPaths, token: string) =>
  `${appUrl}${emailChangeLinkPaths[kind]}?${new URLSearchParams({ token }).toString()}`;

/** To the new address: the change applies only once this link is opened. */
export function confirmEmailChangeMail(to: string, firstName: string, link: string): OutgoingMail {
  const subject = 'Confirmá tu nuevo correo';
  const text = [
    `Hola ${firstName}:`,
    '',
    `Pediste usar ${to} para entrar a tu cuenta de Coach.`,
    `Para confirmarlo, abrí este enlace (vence en ${EMAIL_CHANGE_CONFIRM_HOURS} horas y se puede usar una sola vez):`,
    link,
    '',
    'Hasta que lo abras, tu correo sigue siendo el anterior. Si no fuiste vos, ignorá este correo.',
  ].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(firstName)}:</p>`,
    `<p>Pediste usar ${escapeHtml(to)} para entrar a tu cuenta de Coach.</p>`,
    `<p><a href="${escapeHtml(link)}">Confirmá tu nuevo correo</a> (el enlace vence en ${EMAIL_CHANGE_CONFIRM_HOURS} horas y se puede usar una sola vez).</p>`,
    '<p>Hasta que lo abras, tu correo sigue siendo el anterior. Si no fuiste vos, ignorá este correo.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

/** To the old address: a notice, and the way back if it was not the owner who asked. */
export function emailChangeNoticeMail(to: string, firstName: string, newEmail: string, undoLink: string): OutgoingMail {
  const subject = 'Pidieron cambiar el correo de tu cuenta';
  const text = [
    `Hola ${firstName}:`,
    '',
    `Se pidió cambiar el correo de tu cuenta de Coach de ${to} a ${newEmail}.`,
    'El cambio se aplica cuando se abra el enlace que enviamos a la dirección nueva.',
    '',
    `Si no fuiste vos, deshacelo con este enlace (vale ${EMAIL_CHANGE_UNDO_DAYS} días): tu correo vuelve a ser este y se cierran todas las sesiones.`,
    undoLink,
    'Después, cambiá tu contraseña.',
  ].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(firstName)}:</p>`,
    `<p>Se pidió cambiar el correo de tu cuenta de Coach de ${escapeHtml(to)} a ${escapeHtml(newEmail)}.`,
    'El cambio se aplica cuando se abra el enlace que enviamos a la dirección nueva.</p>',
    `<p>Si no fuiste vos, <a href="${escapeHtml(undoLink)}">deshacé el cambio</a> (el enlace vale ${EMAIL_CHANGE_UNDO_DAYS} días):`,
    'tu correo vuelve a ser este y se cierran todas las sesiones. Después, cambiá tu contraseña.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

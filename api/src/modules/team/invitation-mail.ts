import { roleLabels, type WebRole } from '@coach/shared/contracts';
import type { OutgoingMail } from '../mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail of a member's invitation: who invites, to which business, as what, and the link. */
export function teamInvitationMail(input: {
  to: string;
  firstName: string | null;
  inviterName: string | null;
  businessName: string;
  role: WebRole;
  link: string;
  days: number;
}): OutgoingMail {
  const role = roleLabels[input.role].toLowerCase();
  const who = input.inviterName ?? 'El equipo';
  const subject = `${who} te invitó a ${input.businessName} en Coach`;
  const greeting = input.firstName ? `Hola ${input.firstName}:` : 'Hola:';
  const lead = `${who} te invitó a sumarte a ${input.businessName} como ${role}.`;
  const validity = `El enlace vence en ${input.days} días y sirve una sola vez, solo para este correo.`;
  const text = [greeting, '', lead, 'Para aceptar, abrí este enlace y elegí tu contraseña:', input.link, '', validity, 'Si no esperabas esta invitación, ignorá este correo.'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Aceptar la invitación</a></p>`,
    `<p>${escapeHtml(validity)}</p>`,
    '<p>Si no esperabas esta invitación, ignorá este correo.</p>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}

import type { OutgoingMail } from '../mail/mailer';
import type { findRequester } from './queries';

type Requester = NonNullable<Awaited<ReturnType<typeof findRequester>>>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail SUPPORT_EMAIL receives: who asks (to answer them), from which screen, and their text. */
export function supportRequestMail(
  to: string,
  request: { id: number; message: string; screen: string; createdAt: Date },
  requester: Requester,
  appUrl: string,
): OutgoingMail {
  const name = `${requester.firstName} ${requester.lastName}`.trim();
  const screen = request.screen ? `${appUrl}${request.screen}` : 'no informada';
  const facts: [string, string][] = [
    ['Cuenta', `${name} <${requester.email}>`],
    ['Teléfono', requester.phone ?? 'no informado'],
    ['Negocio', `${requester.gymName} (n.º ${requester.gymId})`],
    ['Pantalla', screen],
    ['Fecha', request.createdAt.toISOString()],
    ['Pedido', `n.º ${request.id}`],
  ];
  const subject = `Pedido de ayuda de ${name} (${requester.gymName})`;
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    request.message,
    '',
    `Para responder, escribí a ${requester.email}.`,
  ].join('\n');
  const html = [
    '<ul>',
    ...facts.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`),
    '</ul>',
    `<p style="white-space: pre-wrap">${escapeHtml(request.message)}</p>`,
    `<p>Para responder, escribí a <a href="mailto:${escapeHtml(requester.email)}">${escapeHtml(requester.email)}</a>.</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

import type { OutgoingMail } from '../mail/mailer';
import type { findAccountByEmail, findRequester } from './queries';

type Requester = NonNullable<Awaited<ReturnType<typeof findRequester>>>;
type Account = Awaited<ReturnType<typeof findAccountByEmail>>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail SUPPORT_EMAIL receives: who asks (to answer them), from which screen, and their text. */
export function supportRequestMail(
  to: string,
  request: { id: number; message: string; screen: string; createdAt: Date },
  requester: Requester,
  appUrl: string,
): OutgoingMail {
  const name = `${requester.firstName} ${requester.lastName}`.trim();
  return composeMail(to, request, appUrl, {
    subject: `Pedido de ayuda de ${name} (${requester.gymName})`,
    replyTo: requester.email,
    facts: [
      ['Cuenta', `${name} <${requester.email}>`],
      ['Teléfono', requester.phone ?? 'no informado'],
      ['Negocio', `${requester.gymName} (n.º ${requester.gymId})`],
    ],
  });
}

/** A request from the public screens: only the address it gives, and whether an account uses it. */
export function publicSupportRequestMail(
  to: string,
  request: { id: number; message: string; screen: string; createdAt: Date },
  email: string,
  account: Account,
  appUrl: string,
): OutgoingMail {
  return composeMail(to, request, appUrl, {
    subject: `Pedido de ayuda sin sesión de ${email}`,
    replyTo: email,
    facts: [
      ['Correo', `${email} (escrito por quien pide ayuda, sin iniciar sesión: no está verificado)`],
      ['Cuenta con ese correo', account ? `${account.firstName} ${account.lastName}, negocio ${account.gymName} (n.º ${account.gymId})` : 'ninguna'],
    ],
  });
}

function composeMail(
  to: string,
  request: { id: number; message: string; screen: string; createdAt: Date },
  appUrl: string,
  about: { subject: string; replyTo: string; facts: [string, string][] },
): OutgoingMail {
  const facts: [string, string][] = [
    ...about.facts,
    ['Pantalla', request.screen ? `${appUrl}${request.screen}` : 'no informada'],
    ['Fecha', request.createdAt.toISOString()],
    ['Pedido', `n.º ${request.id}`],
  ];
  const text = [...facts.map(([label, value]) => `${label}: ${value}`), '', request.message, '', `Para responder, escribí a ${about.replyTo}.`].join('\n');
  const html = [
    '<ul>',
    ...facts.map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`),
    '</ul>',
    `<p style="white-space: pre-wrap">${escapeHtml(request.message)}</p>`,
    `<p>Para responder, escribí a <a href="mailto:${escapeHtml(about.replyTo)}">${escapeHtml(about.replyTo)}</a>.</p>`,
  ].join('\n');
  return { to, subject: about.subject, text, html };
}

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({ from, ...mail });
      return { delivered: true };
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the mail is only kept in the outbox (mail_outbox, GET /api/dev/outbox in dev and e2e).
 * The log says that it was kept and for whom, never what it says: subjects and bodies carry reset
 * links and sign-up codes, and logs travel further (log shippers, support) than the database.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async deliver(mail) {
      log.info({ mail: { to: mail.to } }, 'mail not sent (no SMTP_URL): kept in mail_outbox');
      return { delivered: false };
    },
    close: () => undefined,
  };
}

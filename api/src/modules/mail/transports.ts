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

/** Without SMTP the mail is written to the log; the outbox keeps it for dev and tests. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async deliver(mail) {
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail not sent (no SMTP_URL): kept in mail_outbox');
      return { delivered: false };
    },
    close: () => undefined,
  };
}

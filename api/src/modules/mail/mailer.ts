import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { insertOutboxMail, markOutboxMailSent } from './outbox-queries';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How a mail leaves the process. `delivered` is false when it was only logged. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  deliver(mail: OutgoingMail): Promise<{ delivered: boolean }>;
  close(): void;
}

/** The one way modules send mail. */
export interface Mailer {
  /** Resolves once the mail is in the outbox; delivery continues in the background. */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for deliveries still in flight (graceful shutdown, tests). */
  flush(): Promise<void>;
}

export function createMailer(deps: { db: Db; transport: MailTransport; log: FastifyBaseLogger; now: () => Date }): Mailer {
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    try {
      const { delivered } = await deps.transport.deliver(mail);
      if (delivered) await markOutboxMailSent(deps.db, id, deps.now());
    } catch (error) {
      deps.log.error({ err: error, outboxId: id }, 'mail delivery failed; it stays unsent in mail_outbox');
    }
  }

  return {
    async send(mail) {
      const id = await insertOutboxMail(deps.db, mail, deps.now());
      // Not awaited: a slow SMTP server must not slow the request, nor reveal by timing that
      // a mail was sent (password reset answers the same for unknown emails).
      const delivery = deliver(id, mail).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}

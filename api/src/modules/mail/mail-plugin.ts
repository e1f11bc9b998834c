import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailTransport } from './mailer';
import { logTransport, smtpTransport } from './transports';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  /** Replaces the transport chosen from SMTP_URL (tests use it to observe deliveries). */
  transport?: MailTransport;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const { smtpUrl, mailFrom } = app.config;
    const transport = options.transport ?? (smtpUrl ? smtpTransport(smtpUrl, mailFrom) : logTransport(app.log));
    const mailer = createMailer({ db: app.db, transport, log: app.log, now: app.now });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['app-context'] },
);

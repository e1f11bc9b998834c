import { mailOutbox } from '../../db/schema';
import { setupApiTests } from '../../test/test-app';
import type { MailTransport, OutgoingMail } from './mailer';

const delivered: OutgoingMail[] = [];
let failNext = false;

/** Stands in for the SMTP server, which tests cannot reach. */
const recordingTransport: MailTransport = {
  kind: 'smtp',
  async deliver(mail) {
    if (failNext) {
      failNext = false;
      throw new Error('SMTP connection refused');
    }
    delivered.push(mail);
    return { delivered: true };
  },
  close: () => undefined,
};

const ctx = setupApiTests({ mailTransport: recordingTransport });
const mail = { to: 'ana@example.com', subject: 'Hola', text: 'Texto', html: '<p>Texto</p>' };

beforeEach(() => {
  delivered.length = 0;
  failNext = false;
});

describe('mailer', () => {
  it('keeps every mail in the outbox and marks it sent once the transport accepted it', async () => {
    await ctx.app.mailer.send(mail);
    await ctx.app.mailer.flush();
    expect(delivered).toEqual([mail]);
    const [row] = await ctx.app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ ...mail, sentAt: ctx.clock.now() });
  });

  it('leaves a mail unsent (sent_at null) when delivery fails, without failing the sender', async () => {
    failNext = true;
    await expect(ctx.app.mailer.send(mail)).resolves.toBeUndefined();
    await ctx.app.mailer.flush();
    const [row] = await ctx.app.db.select().from(mailOutbox);
    expect(row?.sentAt).toBeNull();
  });
});

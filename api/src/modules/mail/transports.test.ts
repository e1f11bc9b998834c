import type { FastifyBaseLogger } from 'fastify';
import { logTransport } from './transports';

describe('logTransport', () => {
  it('logs that the mail was kept, without its subject or body, and reports it as not delivered', async () => {
    const entries: unknown[] = [];
    const log = { info: (entry: unknown) => entries.push(entry) } as unknown as FastifyBaseLogger;
    const result = await logTransport(log).deliver({ to: 'a@b.co', subject: '123456 es tu código', text: 'enlace http://x', html: '<a href="http://x">' });
    expect(result).toEqual({ delivered: false });
    expect(entries).toEqual([{ mail: { to: 'a@b.co' } }]);
  });
});

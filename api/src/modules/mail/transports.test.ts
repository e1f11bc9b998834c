import type { FastifyBaseLogger } from 'fastify';
import { logTransport } from './transports';

describe('logTransport', () => {
  it('writes the mail to the log and reports it as not delivered', async () => {
    const entries: unknown[] = [];
    const log = { info: (entry: unknown) => entries.push(entry) } as unknown as FastifyBaseLogger;
    const result = await logTransport(log).deliver({ to: 'a@b.co', subject: 'S', text: 'enlace http://x', html: '' });
    expect(result).toEqual({ delivered: false });
    expect(JSON.stringify(entries)).toContain('enlace http://x');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setupApiTests } from '../test/test-app';

const rows = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Cliente ${index}`, goal: 'Técnica antes que peso' }));
const EVENTS = 'data: {"hola":"mundo"}\n\n'.repeat(200);

const ctx = setupApiTests({
  // In a plugin, as the API's routes are: registered after the compression plugin has loaded.
  extend: (app) =>
    void app.register(async (scope) => {
      scope.get('/api/v1-test/large', async () => ({ items: rows }));
      scope.get('/api/v1-test/small', async () => ({ ok: true }));
      scope.get('/api/v1-test/events', async (_request, reply) => reply.type('text/event-stream').send(EVENTS));
      scope.get('/api/v1-test/photo', async (_request, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096, 7)));
    }),
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('send a large JSON answer in brotli to a caller that accepts it, the same JSON once decoded', async () => {
    const plain = await get('/api/v1-test/large');
    const response = await get('/api/v1-test/large', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('fall back to gzip, and send plain JSON to a caller that accepts no encoding', async () => {
    const gzipped = await get('/api/v1-test/large', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual({ items: rows });
    const plain = await get('/api/v1-test/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ items: rows });
  });

  it('leave small answers, event streams and binary answers as they are', async () => {
    for (const url of ['/api/v1-test/small', '/api/v1-test/events', '/api/v1-test/photo']) {
      const response = await get(url, 'br, gzip');
      expect({ url, encoding: response.headers['content-encoding'] }).toEqual({ url, encoding: undefined });
    }
    expect((await get('/api/v1-test/events', 'br')).body).toBe(EVENTS);
  });
});

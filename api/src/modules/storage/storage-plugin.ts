import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { IMMUTABLE } from '../web-apps/cache-control';
import { LocalDiskStorage, UPLOADS_PREFIX } from './local-disk';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * The app's file storage: local disk under UPLOADS_DIR (DATA_DIR/uploads by default), served at
 * GET /uploads/<key>. Keys are random and never reused, so files are cached for a year; they are
 * public to whoever knows the URL, like the photo URLs of the token claims.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = new LocalDiskStorage(app.config.uploadsDir);
    app.decorate('storage', storage);

    app.withTypeProvider<ZodTypeProvider>().get(
      `${UPLOADS_PREFIX}/*`,
      {
        schema: {
          tags: ['uploads'],
          summary: 'Un archivo subido (foto de perfil)',
          params: z.object({ '*': z.string() }),
        },
      },
      async (request, reply) => {
        const file = await storage.open(request.params['*']);
        if (!file) throw notFound();
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('cache-control', IMMUTABLE)
          // Also set by helmet; stated here because the type must never be sniffed from the bytes.
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
  },
  { name: 'storage', dependencies: ['app-context'] },
);

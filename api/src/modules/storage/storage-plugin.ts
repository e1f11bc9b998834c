import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { errorResponses, fileResponse } from '../../http/route-schemas';
import { IMMUTABLE } from '../web-apps/cache-control';
import type { AppConfig } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import { UPLOADS_PREFIX, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The folders GET /uploads serves: profile photos only. */
const PUBLIC_FOLDERS = ['avatars/'];

/** The store the configuration names: a bucket when S3_BUCKET is set, else the local disk. */
export function createStorage(config: Pick<AppConfig, 's3' | 'uploadsDir'>): LocalDiskStorage | S3Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadsDir);
}

/**
 * The app's file storage: an S3-compatible bucket when S3_BUCKET is set (checked before the app is
 * ready: a missing bucket or refused credentials stop the start), else the local disk under
 * UPLOADS_DIR (DATA_DIR/uploads by default). Either way the API serves the files. Profile photos
 * are served at GET /uploads/<key>: keys are random and never reused, so they are cached for a year,
 * and public to whoever knows the URL, like the photo URLs of the token claims. Library media is
 * private to its business: served only through signed, expiring URLs (library/media/media-routes.ts).
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = createStorage(app.config);
    if (storage instanceof S3Storage) {
      await storage.check();
      app.addHook('onClose', async () => storage.close());
    }
    app.decorate<FileStorage>('storage', storage);

    app.withTypeProvider<ZodTypeProvider>().get(
      `${UPLOADS_PREFIX}/*`,
      {
        schema: {
          tags: ['uploads'],
          summary: 'Un archivo subido (foto de perfil)',
          params: z.object({ '*': z.string() }),
          response: { 200: fileResponse('La foto', ['image/*']), ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const file = PUBLIC_FOLDERS.some((folder) => key.startsWith(folder)) ? await storage.open(key) : undefined;
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

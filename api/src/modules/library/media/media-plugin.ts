import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaRoutes } from './media-routes';
import { createMediaUrlSigner, type MediaUrlSigner } from './media-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the URLs of library media (see media-urls.ts). */
    mediaUrls: MediaUrlSigner;
  }
}

/** The signer of library media URLs and (media-routes.ts) the public route that serves them. */
export const mediaPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('mediaUrls', createMediaUrlSigner(app.config.jwtSecret, app.now));
    // Public (outside /api/v1's bearer check): the signature in the URL is the permission.
    mediaRoutes(app);
  },
  { name: 'library-media', dependencies: ['app-context', 'storage'] },
);

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodyFor, sendError } from '../../../http/error-handler';
import { notFound } from '../../../http/api-error';
import { errorResponses, fileResponse } from '../../../http/route-schemas';
import { parseRangeHeader, RangeNotSatisfiableError } from '../../storage/byte-range';
import type { StoredFile } from '../../storage/storage';
import { EXPORT_FOLDER } from '../../exports/export-folder';
import { MEDIA_PREFIX } from './media-urls';

/** What the library keeps: images (WebP covers, the product's SVG drawings) and videos. */
const mediaTypes = ['image/*', 'video/*'];

/** An SVG (only the product library's own drawings) may style itself, and run or load nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * GET (and HEAD) /media/<expires>/<signature>/<key>: a library file, for whoever holds a valid,
 * unexpired signed URL (see media-urls.ts); `<img>` and `<video>` cannot send the bearer token.
 * A bad or expired signature answers exactly what a missing file answers (404). Videos seek with
 * a single byte range (206); the browser may keep a file until its URL expires, not longer.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${MEDIA_PREFIX}/:expires/:signature/*`,
    {
      schema: {
        tags: ['library'],
        summary: 'Un archivo de la biblioteca (imagen o video) por su URL firmada; los videos aceptan Range',
        params: z.object({ expires: z.string(), signature: z.string(), '*': z.string() }),
        response: {
          200: fileResponse('El archivo', mediaTypes),
          206: fileResponse('La parte pedida del archivo (Range)', mediaTypes),
          ...errorResponses(404, 416),
        },
      },
    },
    async (request, reply) => {
      const { expires, signature, '*': key } = request.params;
      if (key.startsWith(`${EXPORT_FOLDER}/`) || !app.mediaUrls.verify(expires, signature, key)) throw notFound();
      let file: StoredFile | undefined;
      try {
        file = await app.storage.open(key, parseRangeHeader(request.headers.range));
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiableError)) throw error;
        reply.header('content-range', `bytes */${error.size}`).header('accept-ranges', 'bytes');
        return sendError(reply, 416, errorBodyFor(416));
      }
      if (!file) throw notFound();
      const maxAge = Math.max(0, Math.floor(Number(expires) - app.now().getTime() / 1000));
      reply
        .header('content-type', file.contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${maxAge}`)
        // Also set by helmet; stated here because the type must never be sniffed from the bytes.
        .header('x-content-type-options', 'nosniff');
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      if (file.range) {
        const { start, end } = file.range;
        reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`).header('content-length', end - start + 1);
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(file.stream);
    },
  );
}

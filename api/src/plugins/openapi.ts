import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DOCS_PREFIX, documentTransform } from '../http/openapi-document';

export { DOCS_PREFIX };

/**
 * The OpenAPI document is generated from the same zod schemas that validate the requests. It is
 * OpenAPI 3.1: its schemas are JSON Schema 2020-12, where `null` is a type (3.0's `nullable` cannot
 * say "null" inside an anyOf, and an enum could not hold it).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Coach API',
          description: 'API de la aplicación web para entrenadores.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: documentTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Being built (issue 11): registered in v1-routes.ts already.
export const taskRoutes: FastifyPluginAsyncZod = async () => {};

import { businessExportSchema, idParamsSchema, latestExportSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { exportAnswer, getExport, getLatestExport, requestExport, runExport, type ExportDeps } from './exports';

const tags = ['exports'];

/**
 * "Exportar mis datos": the trainer asks for the ZIP (202) and polls it. The ZIP is written by this
 * instance after the answer; its state is in the database, so any instance answers the polls. On
 * close the app waits for the exports it is writing.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExportDeps = { db: app.db, now: app.now, caughtUp: app.caughtUpGyms, storage: app.storage, urls: app.mediaUrls, log: app.log };
  const writing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...writing]);
  });

  app.post(
    '/exports',
    {
      schema: {
        tags,
        summary:
          'Pide la exportación de todos los datos del negocio (un ZIP de JSON y CSV), que se prepara en segundo plano: responde 202 con la exportación; si ya hay una en curso, esa',
        security: bearerSecurity,
        response: { 202: businessExportSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request, reply) => {
      const { gymId } = request.scope;
      const { row, start } = await requestExport(deps, request.scope);
      if (start) {
        // After the answer is sent: the request never waits for the ZIP.
        reply.raw.once('finish', () => {
          const job = runExport(deps, gymId, row.id).finally(() => writing.delete(job));
          writing.add(job);
        });
      }
      return reply.code(202).send(exportAnswer(row, app.mediaUrls));
    },
  );

  app.get(
    '/exports/latest',
    {
      schema: {
        tags,
        summary: 'La exportación más reciente del negocio que todavía se guarda (en curso, lista o fallida), o null: la que se pidió antes de recargar o desde otro dispositivo',
        security: bearerSecurity,
        response: { 200: latestExportSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => {
      const row = await getLatestExport(deps, request.scope);
      return { latest: row ? exportAnswer(row, app.mediaUrls) : null };
    },
  );

  app.get(
    '/exports/:id',
    {
      schema: {
        tags,
        summary: 'El estado de una exportación (pending, running, ready, failed), su avance y, lista, el enlace de descarga, que vence',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: businessExportSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => exportAnswer(await getExport(deps, request.scope, request.params.id), app.mediaUrls),
  );
};

import { businessExportSchema, idParamsSchema, latestExportSchema, singleLineText, validationMessages as m } from '@coach/shared/contracts';
import type { FastifyRequest } from 'fastify';
import * as zm from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { bearerSecurity, errorResponses, fileResponse } from '../../http/route-schemas';
import { noStore } from '../sessions/no-store';
import { createExportLinks } from './download-links';
import { exportAnswer, getExport, getLatestExport, openExportDownload, requestExport, runExport, type DownloadLinkFor, type ExportDeps } from './exports';

const tags = ['exports'];

/**
 * "Exportar mis datos": the trainer asks for the ZIP (202) and polls it. The ZIP is written by this
 * instance after the answer; its state is in the database, so any instance answers the polls. On
 * close the app waits for the exports it is writing.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExportDeps = { db: app.db, now: app.now, caughtUp: app.caughtUpGyms, storage: app.storage, urls: app.mediaUrls, log: app.log };
  const links = createExportLinks(app.config.jwtSecret, app.now);
  // The link of an answer is the reader's own: it names them and their session (download-links.ts).
  const linkFor =
    (request: FastifyRequest): DownloadLinkFor =>
    (id) =>
      links.linkFor(id, { userId: request.scope.userId, sessionVersion: request.user.sessionVersion });
  // The answers carry a link to the whole business's data: never kept by a cache.
  app.addHook('onSend', noStore);
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
      return reply.code(202).send(exportAnswer(row, linkFor(request)));
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
      return { latest: row ? exportAnswer(row, linkFor(request)) : null };
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
    async (request) => exportAnswer(await getExport(deps, request.scope, request.params.id), linkFor(request)),
  );
};

const EXPORT_FILE_NAME = 'mis-datos.zip';
/** A part of the link left out or changed answers what a missing export answers (404); only a character no link holds is a 400. */
const linkPart = (max: number) => zm.optional(zm.string().check(singleLineText(), zm.maxLength(max, m.maxLength(max))));
const downloadQuerySchema = zm.object({ m: linkPart(20), v: linkPart(20), e: linkPart(20), s: linkPart(100) });

/**
 * GET /api/v1/exports/{id}/zip: the ZIP through the link an export's answer carries (a download can't
 * send the bearer token). The link is the credential: it names the member and their session, and
 * lasts minutes (download-links.ts). Never cached; a bad, expired or ended link is a 404.
 */
export const publicExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createExportLinks(app.config.jwtSecret, app.now);
  app.addHook('onSend', noStore);
  app.get(
    '/exports/:id/zip',
    {
      schema: {
        tags,
        summary:
          'Descargar el ZIP de una exportación por el enlace que trae su respuesta: vale unos minutos, solo para quien la pidió y mientras su sesión siga abierta',
        params: idParamsSchema,
        querystring: downloadQuerySchema,
        response: { 200: fileResponse('El ZIP con los datos del negocio', ['application/zip']), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { m: member = '', v = '', e = '', s = '' } = request.query;
      const holder = links.verify(request.params.id, { m: member, v, e, s });
      if (!holder) throw notFound();
      const state = await app.sessionStates.get({ kind: 'user', id: holder.userId });
      const file = await openExportDownload({ db: app.db, now: app.now, storage: app.storage }, holder, state, request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('content-length', file.size)
        .send(file.stream);
    },
  );
};

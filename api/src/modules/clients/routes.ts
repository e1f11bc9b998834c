import {
  type ClientList,
  clientCreateSchema,
  clientListQuerySchema,
  clientListSchema,
  clientSchema,
  clientReassignResponseSchema,
  clientReassignSchema,
  clientUpdateSchema,
  idParamsSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { catchUpBilling } from '../billing/catch-up';
import { createClient, toClient, updateClient } from './clients';
import { asksAdherence, listClientsWithAdherence } from './adherence-list';
import { ClientPages } from './client-pages';
import { findClientInScope, type IndexedSort } from './queries';
import { memberNames } from '../team/member-names';
import { reassignClients } from '../team/reassign';

/** The trainer's clients. No DELETE: a client's history is kept; disabling is PATCH {active:false}. */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  // This instance's answers of the list, given again while the business's clients have not changed.
  const pages = new ClientPages();
  app.get(
    '/clients',
    {
      schema: {
        tags: ['clients'],
        summary: 'Listar clientes (búsqueda sin acentos por nombre, correo y teléfono; filtros; orden)',
        security: bearerSecurity,
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request, reply) => {
      // The subscription status shown and filtered on must not lag a period that started since the last write.
      await catchUpBilling({ db: app.db, now: app.now, caughtUp: app.caughtUpGyms }, request.scope.gymId);
      const { query } = request;
      // Adherence moves with every registration and every day: not kept with the list's version.
      if (asksAdherence(query)) return listClientsWithAdherence({ db: app.db, now: app.now }, request.scope, query);
      const body = await pages.answer(app.db, request.scope, { ...query, sort: query.sort as IndexedSort });
      // Already JSON (built from toClient, typed by the contract): Fastify sends a JSON string as is.
      return reply.type('application/json; charset=utf-8').send(body as unknown as ClientList);
    },
  );

  app.post(
    '/clients',
    {
      schema: {
        tags: ['clients'],
        summary: 'Crear un cliente',
        security: bearerSecurity,
        body: clientCreateSchema,
        response: { 201: clientSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createClient({ db: app.db, now: app.now }, request.scope, request.body);
      return reply.code(201).send(toClient(row, await memberNames(app.db, request.scope.gymId)));
    },
  );

  app.get(
    '/clients/:id',
    {
      schema: {
        tags: ['clients'],
        summary: 'Ver un cliente',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: clientSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      await catchUpBilling({ db: app.db, now: app.now, caughtUp: app.caughtUpGyms }, request.scope.gymId);
      const row = await findClientInScope(app.db, request.scope, request.params.id);
      if (!row) throw notFound();
      return toClient(row, await memberNames(app.db, request.scope.gymId));
    },
  );

  app.patch(
    '/clients/:id',
    {
      schema: {
        tags: ['clients'],
        summary: 'Cambiar datos de un cliente; {active:false} le quita el acceso a la app y {active:true} se lo devuelve',
        security: bearerSecurity,
        params: idParamsSchema,
        body: clientUpdateSchema,
        response: { 200: clientSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await updateClient({ db: app.db, now: app.now, sessionStates: app.sessionStates }, request.scope, request.params.id, request.body);
      if (!row) throw notFound();
      return toClient(row, await memberNames(app.db, request.scope.gymId));
    },
  );

  app.post(
    '/clients/reassign',
    {
      schema: {
        tags: ['clients'],
        summary: 'Pasar varios clientes a otro entrenador del equipo (su responsable)',
        security: bearerSecurity,
        body: clientReassignSchema,
        response: { 200: clientReassignResponseSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => ({ reassigned: await reassignClients(app.db, request.scope, request.body, app.now) }),
  );
};

import {
  billingMessages,
  clientSubscriptionSchema,
  endPreviewQuerySchema,
  endPreviewSchema,
  idParamsSchema,
  paymentCreateSchema,
  paymentCreatedSchema,
  paymentDeletedSchema,
  paymentListQuerySchema,
  paymentListSchema,
  periodListQuerySchema,
  periodListSchema,
  periodSummarySchema,
  planCreateSchema,
  planListQuerySchema,
  planListSchema,
  planSchema,
  planUpdateSchema,
  scheduledChangeRequestSchema,
  subscriptionCreateSchema,
  subscriptionFinishSchema,
  subscriptionUpdateSchema,
} from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bearerSecurity, errorResponses, fileResponse } from '../../http/route-schemas';
import { idempotencyClaimOf, idempotencyKeyHeaders } from '../idempotency/claim';
import { idempotent } from '../idempotency/idempotent';
import { listPayments, listPeriods, paymentsCsv, periodSummary } from './lists';
import { endPreview } from './end-preview';
import { createPayment, deletePayment } from './payments';
import { receiptData } from './receipt';
import { receiptPdf } from './receipt-pdf';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from './plans';
import {
  cancelScheduledChange,
  createSubscription,
  deleteSubscription,
  finishSubscription,
  getClientSubscription,
  scheduleChange,
  updateSubscription,
} from './subscriptions';

const tags = ['billing'];
const clientParamsSchema = z.object({ clientId: idParamsSchema.shape.id });
/** Payments answer the same key with other data 409, as they did since issue 12; finishing, 422 like every newer route. */
const paymentKeyReused = { status: 409, message: billingMessages.idempotencyKeyReused } as const;

/** Plans, subscriptions, payment periods and payments (issue 12); every path takes the caller's scope (request.scope). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, now: app.now, caughtUp: app.caughtUpGyms });
  /**
   * Inside an Idempotency-Key's transaction: without this instance's memory of caught-up businesses,
   * which a catch-up written there would fill before knowing whether the transaction commits.
   */
  const inKeyTransaction = (db: Db) => ({ db, now: app.now });

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Los planes del negocio, con cuántos clientes usa cada uno',
        security: bearerSecurity,
        querystring: planListQuerySchema,
        response: { 200: planListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => listPlans(deps(), request.scope, request.query),
  );

  app.post(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Crear un plan (nombre único sin importar mayúsculas ni acentos)',
        security: bearerSecurity,
        body: planCreateSchema,
        response: { 201: planSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlan(deps(), request.scope, request.body)),
  );

  app.get(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Ver un plan',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => getPlan(deps(), request.scope, request.params.id),
  );

  app.patch(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar un plan; un monto nuevo vale para los períodos que empiecen desde ahora',
        security: bearerSecurity,
        params: idParamsSchema,
        body: planUpdateSchema,
        response: { 200: planSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => updatePlan(deps(), request.scope, request.params.id, request.body),
  );

  app.delete(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un plan que ningún cliente usa (409 PLAN_IN_USE si alguno lo tiene o lo tiene programado)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Plan eliminado'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePlan(deps(), request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/clients/:clientId/subscription',
    {
      schema: {
        tags,
        summary: 'El plan del cliente: la suscripción actual, el cambio programado y los períodos con sus pagos',
        security: bearerSecurity,
        params: clientParamsSchema,
        response: { 200: clientSubscriptionSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => getClientSubscription(deps(), request.scope, request.params.clientId),
  );

  app.post(
    '/clients/:clientId/subscriptions',
    {
      schema: {
        tags,
        summary: 'Asignar un plan a un cliente desde una fecha (también pasada), con fecha de fin opcional',
        security: bearerSecurity,
        params: clientParamsSchema,
        body: subscriptionCreateSchema,
        response: { 201: clientSubscriptionSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createSubscription(deps(), request.scope, request.params.clientId, request.body)),
  );

  app.patch(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Cambiar la fecha de fin de una suscripción (null: sin fin)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: subscriptionUpdateSchema,
        response: { 200: clientSubscriptionSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => updateSubscription(deps(), request.scope, request.params.id, request.body),
  );

  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar una suscripción sin pagos (con pagos, finalizala)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null().describe('Suscripción eliminada'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(deps(), request.scope, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/subscriptions/:id/finish',
    {
      schema: {
        tags,
        summary: 'Finalizar la suscripción al terminar el período actual (period_end) u hoy (today)',
        security: bearerSecurity,
        params: idParamsSchema,
        headers: idempotencyKeyHeaders(),
        body: subscriptionFinishSchema,
        response: { 200: clientSubscriptionSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(deps(), idempotencyClaimOf(request), async (db) => ({
        status: 200 as const,
        body: await finishSubscription(inKeyTransaction(db), request.scope, request.params.id, request.body.when),
      }));
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/subscriptions/:id/end-preview',
    {
      schema: {
        tags,
        summary: 'Cuánto costaría el último período si la suscripción terminara en endDate (proporcional a sus días)',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: endPreviewQuerySchema,
        response: { 200: endPreviewSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => endPreview(deps(), request.scope, request.params.id, request.query.endDate),
  );

  app.put(
    '/subscriptions/:id/scheduled-change',
    {
      schema: {
        tags,
        summary: 'Programar (o reemplazar) un cambio de plan desde el fin del período actual',
        security: bearerSecurity,
        params: idParamsSchema,
        body: scheduledChangeRequestSchema,
        response: { 200: clientSubscriptionSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => scheduleChange(deps(), request.scope, request.params.id, request.body.planId),
  );

  app.delete(
    '/subscriptions/:id/scheduled-change',
    {
      schema: {
        tags,
        summary: 'Cancelar el cambio de plan programado',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: clientSubscriptionSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => cancelScheduledChange(deps(), request.scope, request.params.id),
  );

  app.get(
    '/periods',
    {
      schema: {
        tags,
        summary: 'Cobros: los períodos de todos los clientes por estado (pending, partial, paid, overdue, open), vencimiento y cliente',
        security: bearerSecurity,
        querystring: periodListQuerySchema,
        response: { 200: periodListSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request) => listPeriods(deps(), request.scope, request.query),
  );

  app.get(
    '/periods/summary',
    {
      schema: {
        tags,
        summary: 'Los totales de Cobros del mes: esperado, cobrado y lo que falta cobrar',
        security: bearerSecurity,
        response: { 200: periodSummarySchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => periodSummary(deps(), request.scope),
  );

  app.post(
    '/periods/:id/payments',
    {
      schema: {
        tags,
        summary: 'Registrar un pago de un período (con Idempotency-Key, un reintento no registra dos veces); closePeriod lo cierra con descuento',
        security: bearerSecurity,
        params: idParamsSchema,
        headers: idempotencyKeyHeaders({ reusedStatus: paymentKeyReused.status }),
        body: paymentCreateSchema,
        response: { 201: paymentCreatedSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await idempotent(
        deps(),
        idempotencyClaimOf(request),
        async (db) => ({ status: 201 as const, body: await createPayment(inKeyTransaction(db), request.scope, request.params.id, request.body) }),
        paymentKeyReused,
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.delete(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un pago registrado por error: su período vuelve a quedar abierto',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: paymentDeletedSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => deletePayment(deps(), request.scope, request.params.id),
  );

  app.get(
    '/payments/:id/receipt',
    {
      schema: {
        tags,
        summary:
          'El comprobante del pago en PDF, con su número en el negocio (receiptNumber: 1, 2, 3…): nombre y logo del negocio, cliente, período, monto con su código ISO ("$ 25.000,00 ARS"), medio y fecha, y el saldo del período después de ese pago ("Comprobante no válido como factura"); los nombres, en cualquier escritura',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: fileResponse('El comprobante (PDF, una página A4)', ['application/pdf']), ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await receiptData(
        { db: app.db, now: app.now, storage: app.storage, log: request.log },
        request.scope,
        request.params.id,
      );
      const pdf = await receiptPdf(data);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="comprobante-${data.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary:
          'Los pagos, los más nuevos primero; con Accept: text/csv, todos en CSV para el contador, como lo leen las planillas del país del negocio (";" y "1234,50" en AR, CL, CO, UY, ES…; "," y "1234.50" en MX, US…)',
        security: bearerSecurity,
        querystring: paymentListQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([paymentListSchema, z.string().describe('text/csv')]), ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request, reply) => {
      if (wantsCsv(request.headers.accept)) {
        const csv = await paymentsCsv(deps(), request.scope, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="pagos.csv"')
          // Every payment of the business in one file: no cache keeps it.
          .header('cache-control', 'no-store')
          .serializer((payload: unknown) => String(payload))
          .send(csv);
      }
      return listPayments(deps(), request.scope, request.query);
    },
  );
};

/** CSV when the caller asks for text/csv before (or instead of) JSON. */
function wantsCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  const csv = types.indexOf('text/csv');
  const json = types.indexOf('application/json');
  return csv !== -1 && (json === -1 || csv < json);
}

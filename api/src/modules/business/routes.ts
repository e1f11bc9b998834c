import { businessSchema, businessUpdateSchema } from '@coach/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/route-schemas';
import { photoRoutes } from '../users/me-photo-routes';
import { businessLogos } from '../users/photo';
import { getBusiness, updateBusiness } from './business';

/**
 * /api/v1/business: the settings of the caller's own business ("Mi negocio"). Trainer tokens only (the
 * secured scope's role check: AD and CO); the business is the token's, so no id is ever taken.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business',
    {
      schema: {
        tags: ['business'],
        summary:
          'La configuración del negocio: nombre, zona horaria, moneda, país, logo, cómo le pagan los clientes y si un administrador ya confirmó el país, la zona y la moneda',
        security: bearerSecurity,
        response: { 200: businessSchema, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => getBusiness(app.db, request.scope),
  );

  app.patch(
    '/business',
    {
      schema: {
        tags: ['business'],
        summary:
          'Cambiar la configuración del negocio (solo los campos enviados). Cambiar la moneda con montos cargados pide confirmCurrencyChange: true (409 si no): los montos quedan con los mismos números. Cambiar la zona horaria deja cada clase y tarea en su misma hora local. Guardar el país, la zona y la moneda juntos los confirma. Los datos para transferir se validan como los pide el país del negocio (el nuevo, si cambia: alias y CBU/CVU en la Argentina, CLABE en México, IBAN en España…); al cambiar de país se conservan los que siguen valiendo',
        security: bearerSecurity,
        body: businessUpdateSchema,
        response: { 200: businessSchema, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request) =>
      updateBusiness({ db: app.db, now: app.now, caughtUp: app.caughtUpGyms }, request.scope, request.body),
  );
};

/** POST|DELETE /api/v1/business/logo: the logo, decoded and stored like profile photos. */
export const businessLogoRoutes = photoRoutes({
  path: '/business/logo',
  tag: 'business',
  owners: businessLogos,
  refusals: [401, 402, 403],
  kind: 'logo',
});

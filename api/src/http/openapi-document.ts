import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { apiErrorSchema } from '@coach/shared/contracts';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI: what each status means, for the responses a route declares without a description. */
export const responseDescriptions: Readonly<Record<string, string>> = {
  200: 'Correcto',
  201: 'Creado',
  202: 'Recibido: se completa más tarde',
  204: 'Hecho (sin contenido)',
  206: 'Una parte del archivo (Range)',
  304: 'Sin cambios desde la versión que el cliente ya tiene (If-None-Match)',
  400: 'Datos inválidos: VALIDATION_ERROR con el detalle de cada campo, u otro código con su mensaje',
  401: 'Sin sesión, o la sesión venció (UNAUTHORIZED)',
  402: 'La prueba gratuita terminó (TRIAL_EXPIRED)',
  403: 'Sin permisos para esto (FORBIDDEN)',
  404: 'No existe, o es de otro negocio (NOT_FOUND)',
  409: 'Choca con lo que ya existe (por ejemplo, un nombre repetido)',
  410: 'Ya no está disponible (venció o ya se usó)',
  413: 'El cuerpo o el archivo supera el tamaño permitido',
  415: 'Tipo de archivo o de cuerpo no admitido',
  416: 'El rango pedido queda fuera del archivo',
  422: 'La misma Idempotency-Key ya se usó con otros datos (IDEMPOTENCY_KEY_REUSED): no se escribió nada',
  429: 'Demasiados pedidos: volvé a intentar después de Retry-After',
  500: 'Error interno (sin detalles)',
  503: 'Servicio no disponible por ahora',
  default: 'Cualquier otro error, con la misma forma {code, message}: 500 (interno, sin detalles) o 503 (no disponible por ahora)',
};

/** What Fastify answers for any request body before the route sees it: malformed (400), too large (413), of another type (415). */
const BODY_ERROR_STATUSES = ['400', '413', '415'];

const zodTransform = createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/*`] });

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every declared response gets a Spanish description: its own (`.describe()` or `{ description, content }`),
 * else the meaning of its status. `x-response-description` is @fastify/swagger's key for it, taken off the
 * body's schema, so the text does not also land inside the schema.
 */
function describeResponses(schema: FastifySchema): void {
  const responses = (schema as { response?: unknown }).response;
  if (!isObject(responses)) return;
  // Every error has one shape, whatever status it has: those a route does not list are `default`.
  const errorBody = () => z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12', io: 'output' }) as JsonObject;
  const extraStatuses = [...(schema.body !== undefined || schema.consumes !== undefined ? BODY_ERROR_STATUSES : []), 'default'];
  for (const status of extraStatuses) responses[status] ??= errorBody();
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response) || typeof response.description === 'string') continue;
    const description = responseDescriptions[status];
    if (description === undefined) throw new Error(`OpenAPI: falta la descripción del estado ${status}`);
    response['x-response-description'] = description;
  }
}

/** The zod schemas as JSON Schema 2020-12 (OpenAPI 3.1), each response with its description. */
export const documentTransform: SwaggerTransform = (input) => {
  const result = zodTransform(input as Parameters<typeof zodTransform>[0]);
  describeResponses(result.schema);
  return result;
};

/**
 * OpenAPI for an upload route: its body is multipart/form-data with one file part in `field`. The
 * route itself reads the parts (@fastify/multipart), so the body is documented here rather than
 * declared as a schema Fastify would validate.
 */
export function multipartUpload(field: string, description: string): SwaggerTransform {
  return (input) => {
    const result = documentTransform(input);
    const body = {
      type: 'object',
      required: [field],
      properties: { [field]: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description } },
    };
    return { ...result, schema: { ...result.schema, body, consumes: ['multipart/form-data'] } };
  };
}

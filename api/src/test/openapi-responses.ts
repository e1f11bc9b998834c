import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface MediaTypeObject {
  schema?: unknown;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
}

/** An answer as the app sent it: its route (Fastify's pattern), status, type and body. */
export interface Answer {
  method: string;
  route: string;
  status: number;
  contentType: string | undefined;
  /** The JSON text, or undefined when the body is a stream or a buffer (files, events). */
  body: string | undefined;
  empty: boolean;
}

/** Fastify's `/events/:id` and `/uploads/*` as the OpenAPI document writes them. */
export const documentPath = (route: string): string => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';', 1)[0]!.trim().toLowerCase();
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** `image/*` covers `image/webp`; `*\/*` covers everything. */
function coveredBy(range: string, mediaType: string): boolean {
  if (range === '*/*' || range === mediaType) return true;
  return range.endsWith('/*') && mediaType.startsWith(range.slice(0, -1));
}

/**
 * Checks answers against the app's own OpenAPI document: the status is one the operation declares,
 * the media type one its response declares (none for a 204), and a JSON body valid against that
 * response's schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it).
 */
export class OpenApiResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi.json');
  }

  /** What is wrong with the answer, or undefined when the document describes it. */
  problem(answer: Answer): string | undefined {
    const path = documentPath(answer.route);
    const method = answer.method.toLowerCase();
    const operation = this.document.paths[path]?.[method];
    if (!operation) return 'the operation is not in the OpenAPI document';
    const status = String(answer.status);
    // An error the operation does not list is documented by its `default` (one error shape for all).
    const documentedStatus = operation.responses[status] ? status : answer.status >= 400 && operation.responses.default ? 'default' : undefined;
    if (!documentedStatus) return `status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`;
    const response = operation.responses[documentedStatus]!;
    if (!response.content) return answer.empty ? undefined : `status ${status} is documented without a body, and the answer has one`;
    const mediaType = mediaTypeOf(answer.contentType);
    if (mediaType === undefined) return answer.empty ? undefined : 'the answer has a body and no content-type';
    const documented = Object.keys(response.content).find((range) => coveredBy(range, mediaType));
    if (!documented) return `content-type ${mediaType} is not documented (documented: ${Object.keys(response.content).join(', ')})`;
    if (!isJson(mediaType) || answer.body === undefined) return undefined;
    const validate = this.validator([path, method, 'responses', documentedStatus, 'content', documented, 'schema']);
    let data: unknown;
    try {
      data = JSON.parse(answer.body);
    } catch {
      return `the ${mediaType} body is not JSON`;
    }
    if (validate(data)) return undefined;
    return `the body does not match the document: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  }

  private validator(location: string[]): ValidateFunction {
    const ref = `openapi.json#/paths/${location.map(pointerPart).join('/')}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

/** The document's generation and compiled schemas cost ~0.3 s: shared by the apps of a test file with the same routes. */
const checkers = new Map<string, OpenApiResponseChecker>();

export interface ResponseCheck {
  /** What did not match, one line per answer, since the last call; emptied by the call. */
  takeProblems(): string[];
}

const summary = (answer: Answer, problem: string) => {
  const body = answer.body === undefined ? '' : ` ${answer.body.length > 600 ? `${answer.body.slice(0, 600)}…` : answer.body}`;
  return `${answer.method} ${answer.route} → ${answer.status}: ${problem}.${body}`;
};

/**
 * Checks every answer of `app` against its OpenAPI document (call before `ready()`). A route
 * declaring no schema at all (one a test adds) and hidden routes (static files, the docs UI) are not
 * in the document and are not checked; neither is HEAD, which answers GET's headers.
 */
export function checkAnswersAgainstOpenApi(app: FastifyInstance): ResponseCheck {
  const problems: string[] = [];
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  let checker: OpenApiResponseChecker | undefined;
  const checkerOf = () => {
    if (checker) return checker;
    const key = routes.join('\n');
    checker = checkers.get(key) ?? new OpenApiResponseChecker(app.swagger() as unknown as OpenApiDocument);
    checkers.set(key, checker);
    return checker;
  };
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { url, method, schema } = request.routeOptions;
    if (url === undefined || method === 'HEAD' || !schema || (schema as { hide?: boolean }).hide) return payload;
    const contentType = reply.getHeader('content-type');
    const answer: Answer = {
      method: String(method),
      route: url,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: typeof payload === 'string' ? payload : undefined,
      // Fastify sends no body with a 204 or a 304, whatever the handler gave it.
      empty:
        reply.statusCode === 204 ||
        reply.statusCode === 304 ||
        payload === undefined ||
        payload === null ||
        payload === '' ||
        (Buffer.isBuffer(payload) && payload.length === 0),
    };
    const problem = checkerOf().problem(answer);
    if (problem) problems.push(summary(answer, problem));
    return payload;
  });
  return { takeProblems: () => problems.splice(0) };
}

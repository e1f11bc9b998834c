import SwaggerParser from '@apidevtools/swagger-parser';
import { authHeader, signedInTrainer } from '../test/fixtures';
import { OpenApiResponseChecker, type Answer, type OpenApiDocument } from '../test/openapi-responses';
import { setupApiTests } from '../test/test-app';

/**
 * The published document as other programs read it: valid OpenAPI 3.1 (checked by a validator this
 * project did not write), every answer described. That real answers match it is checked on every
 * answer of the API suite (test/openapi-responses.ts, wired in setupApiTests).
 */
const ctx = setupApiTests();

async function publishedDocument(): Promise<OpenApiDocument> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

type Operation = OpenApiDocument['paths'][string][string] & { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } };
const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Operation })));

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const document = await publishedDocument();
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences the object it is given: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('describes every response in Spanish, and declares no body for a 204', async () => {
    const document = await publishedDocument();
    for (const { path, method, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect({ path, method, status, description: response.description }).not.toMatchObject({ description: 'Default Response' });
        if (status === '204') expect({ path, method, content: response.content }).toEqual({ path, method, content: undefined });
      }
    }
  });

  it('documents the uploads as multipart/form-data with their file field', async () => {
    const document = await publishedDocument();
    const uploads = operations(document).filter(({ path }) => /\/(photo|image|video)$/.test(path)).filter(({ method }) => method !== 'delete');
    expect(uploads.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'post /api/v1/client-app/me/photo',
      'post /api/v1/me/photo',
      'put /api/v1/activities/{id}/image',
      'put /api/v1/activities/{id}/video',
      'put /api/v1/exercises/{id}/image',
      'put /api/v1/exercises/{id}/video',
    ]);
    for (const { path, operation } of uploads) {
      const field = path.endsWith('/photo') ? 'photo' : 'file';
      expect(operation.requestBody?.content['multipart/form-data']?.schema.required).toEqual([field]);
    }
  });

  it('documents the calendar feed as text/calendar, and null where the API answers null', async () => {
    const document = await publishedDocument();
    const feed = document.paths['/api/v1/agenda.ics']!.get!.responses;
    expect(Object.keys(feed['200']!.content!)).toEqual(['text/calendar']);
    expect(feed['304']).toEqual({ description: expect.stringMatching(/If-None-Match/) });
    const me = document.paths['/api/v1/me']!.get!.responses['200']!.content!['application/json']!.schema as { properties: Record<string, unknown> };
    expect(me.properties.gender).toEqual({ anyOf: [{ type: 'string', enum: ['Femenino', 'Masculino'] }, { type: 'null' }] });
  });
});

describe('the check of answers against the document', () => {
  const answer = (overrides: Partial<Answer>): Answer => ({
    method: 'GET',
    route: '/api/v1/me',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: undefined,
    empty: false,
    ...overrides,
  });

  it('passes the real answer of GET /me and refuses it once it drifts from the document', async () => {
    const checker = new OpenApiResponseChecker(await publishedDocument());
    const { access } = await signedInTrainer(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(access) });
    const me = response.json<Record<string, unknown>>();
    expect(me.gender).toBeNull();
    expect(checker.problem(answer({ body: response.body }))).toBeUndefined();
    expect(checker.problem(answer({ body: JSON.stringify({ ...me, gender: 'Otro' }) }))).toMatch(/gender/);
    expect(checker.problem(answer({ body: JSON.stringify({ ...me, surprise: 1 }) }))).toMatch(/additional properties/);
  });

  it('refuses a status, a content-type or a body the document does not declare', async () => {
    const checker = new OpenApiResponseChecker(await publishedDocument());
    expect(checker.problem(answer({ status: 201, body: '{}' }))).toMatch(/status 201 is not documented/);
    expect(checker.problem(answer({ contentType: 'text/html', body: '<p>' }))).toMatch(/content-type text\/html/);
    expect(checker.problem(answer({ method: 'DELETE', route: '/api/v1/events/:id', status: 204, empty: true }))).toBeUndefined();
    expect(checker.problem(answer({ method: 'DELETE', route: '/api/v1/events/:id', status: 204, body: '{}' }))).toMatch(/without a body/);
    // An error status the route does not list is its `default`: the one error shape.
    expect(checker.problem(answer({ status: 500, body: '{"code":"INTERNAL_ERROR","message":"Error"}' }))).toBeUndefined();
    expect(checker.problem(answer({ status: 500, body: '{"error":"boom"}' }))).toMatch(/code/);
    expect(checker.problem(answer({ route: '/api/v1/nowhere' }))).toMatch(/not in the OpenAPI document/);
  });
});

import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { openApiPaths } from './openapi';

let ctx: TestContext;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  ctx = await createTestApp();
  const answer = await ctx.app.inject({ method: 'GET', url: openApiPaths.document });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = answer.json();
});
afterAll(async () => ctx?.close());

/** `/api/projects/:id/sources/:sourceId` → `/api/projects/{id}/sources/{sourceId}`; a wildcard `*` is `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** The document's own routes and its page are not part of the API it describes. */
const describesItself = (url: string) => url === openApiPaths.document || url.startsWith(openApiPaths.page);

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every route Fastify registered under /api, with its method', () => {
    const routes = ctx.app.routeTable.filter((route) => !describesItself(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const missing = routes
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => {
        const operations = document.paths?.[openApiPath(route.url)] as Record<string, unknown> | undefined;
        return !operations?.[route.method.toLowerCase()];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes request bodies from the zod schemas the routes validate with', () => {
    const createProject = document.paths?.['/api/projects']?.post;
    const body = createProject?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = body.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties ?? {})).toContain('name');
    expect(createProject?.tags).toEqual(['projects']);
  });

  it('names the session cookie as the way to authenticate', () => {
    const schemes = document.components?.securitySchemes as Record<string, OpenAPIV3_1.ApiKeySecurityScheme>;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'otto_session' });
  });
});

describe('the browsable page at /api/docs', () => {
  it('serves Swagger UI that loads the document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${openApiPaths.page}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const script = await ctx.app.inject({ method: 'GET', url: `${openApiPaths.page}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('SwaggerUIBundle');
    const json = await ctx.app.inject({ method: 'GET', url: `${openApiPaths.page}/json` });
    expect(json.json()).toEqual(document);
  });
});

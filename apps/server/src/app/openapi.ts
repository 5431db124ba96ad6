import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { sessionCookieName } from '../auth/session-token.fns';

/** Where self-hosters find the API description and its browsable page (the README links both). */
export const openApiPaths = { document: '/api/openapi.json', page: '/api/docs' } as const;

type SwaggerTransform = typeof jsonSchemaTransform;

/** Groups operations by their feature, the first path segment after /api (`/api/projects/:id` → `projects`). */
const withFeatureTag: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const feature = document.url.split('/')[2];
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide || !feature) return transformed;
  return { ...transformed, schema: { tags: [feature], ...schema } };
};

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate every request, so
 * it cannot drift from what the server accepts. Registered before any route: @fastify/swagger
 * collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Otto API',
        version,
        description:
          'The HTTP API the Otto web app uses, for scripts and integrations. Sign in with ' +
          '`POST /api/auth/local/sign-in` and send the `' +
          sessionCookieName +
          '` cookie it sets with every later call. Job progress streams as Server-Sent Events from ' +
          '`GET /api/jobs/events`.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
      },
      security: [{ session: [] }],
    },
    transform: withFeatureTag,
    transformObject: jsonSchemaTransformObject,
  });
}

/** Serves the document and a browsable page; both after every route, so the document is complete. */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(openApiPaths.document, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json').send(app.swagger() as OpenAPIV3_1.Document),
  );
  await app.register(fastifySwaggerUi, {
    routePrefix: openApiPaths.page,
    // No call to swagger.io's online validator: self-hosted installs may be offline.
    validatorUrl: false,
    theme: { title: 'Otto API' },
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { AppDeps } from '../infrastructure/deps';
import { stripeContentSecurity } from '../billing/billing-client-config';
import { HttpError } from '../http/http-error';
import { registerSharePages } from '../shares/share-pages.routes';
import { allowEmbeddedDemoFraming } from './embed-framing';
import { logSerializers } from './log-serializers';
import { registerOpenApi, registerOpenApiRoutes } from './openapi';
import { recordRouteTable } from './route-table';
import { featureRoutes } from './routes';
import { staticFileHeaders } from './static-headers';
import { refuseUnstorableText } from './text-guard';

export type App = FastifyInstance;

/** Off by default: a forged X-Forwarded-For must not dodge the sign-in rate limit. */
const trustProxySetting = (value?: string): boolean | string => (value === 'true' ? true : value ? value : false);

/**
 * The client went away mid-request (a reload or a closed tab during an upload): the request
 * stream ends in 'aborted' / ECONNRESET or a premature close. Nothing failed on our side and
 * nobody is left to answer, so it is no error. A reset on some other connection (S3, a
 * webhook) while the client is still there stays an error.
 */
function isClientAbort(error: { code?: unknown; message: string }, request: FastifyRequest): boolean {
  const clientGone = request.raw.aborted || request.raw.readableAborted;
  const abortShaped =
    error.code === 'ECONNRESET' ||
    error.code === 'ECONNABORTED' ||
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.message === 'aborted';
  return clientGone && abortShaped;
}

const serverVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string }
).version;
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The help page the desktop-download dialog links to (docs/desktop.md in the repository). */
const desktopHelp = fileURLToPath(new URL('../../../../docs/desktop.md', import.meta.url));

/** Composes the HTTP app from its infrastructure. Serves the built web app when present. */
export async function buildApp(deps: AppDeps, opts: { serveWeb?: boolean } = {}): Promise<App> {
  const app = Fastify({
    // Request logs never carry signatures, one-time tokens, OIDC codes or cookies.
    loggerInstance: deps.logger.child({}, { serializers: logSerializers }) as FastifyBaseLogger,
    trustProxy: trustProxySetting(deps.config.TRUST_PROXY),
    bodyLimit: 10 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the fuzz and ownership tests are generated from this table.
  recordRouteTable(app);
  refuseUnstorableText(app);
  await registerOpenApi(app, serverVersion);

  const stripe = stripeContentSecurity(deps.config);
  await app.register(fastifyHelmet, {
    // The SPA loads media from signed storage URLs (possibly another origin) and blob: workers.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'", 'https:', 'http:'],
        workerSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripe.scriptSrc],
        frameSrc: ["'self'", ...stripe.frameSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  allowEmbeddedDemoFraming(app, deps.config.EMBED_ALLOWED_ORIGINS);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const err = error as { validation?: unknown; statusCode?: number; code?: unknown; message: string };
    if (err.validation || error instanceof ZodError) {
      return reply.status(400).send({ error: 'bad_request', message: `Invalid request: ${err.message}` });
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: 'request_error', message: err.message });
    }
    if (isClientAbort(err, request)) {
      request.log.debug({ err: error }, 'client closed the request before it was complete');
      return reply.status(400).send({ error: 'client_aborted', message: 'The request was not complete.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'internal_error', message: 'Something went wrong on our side.' });
  });

  await app.register(
    async (api) => {
      for (const register of featureRoutes) await register(api, deps);
      api.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'not_found', message: 'Not found' }));
    },
    { prefix: '/api' },
  );
  await registerOpenApiRoutes(app);

  const servesWeb = opts.serveWeb !== false && existsSync(webDist);
  // Shared chats get their link-preview tags server-side; the sitemap lists them.
  await registerSharePages(app, {
    ...deps,
    indexHtml: async () => (servesWeb ? readFile(join(webDist, 'index.html'), 'utf8') : null),
  });

  // The desktop-download dialog links here: a page that always exists, never a dead link.
  app.get('/docs/desktop.md', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/markdown; charset=utf-8').send(await readFile(desktopHelp, 'utf8')),
  );

  if (servesWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (reply, path) => reply.headers(staticFileHeaders(path)),
    });
    // Client-side routes (/, /share/:id, /frameio-v4/callback, …) all load the SPA.
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET') return reply.status(404).send({ error: 'not_found', message: 'Not found' });
      return reply.sendFile('index.html');
    });
  }
  return app;
}


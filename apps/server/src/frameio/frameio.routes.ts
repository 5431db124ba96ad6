import {
  frameioAccountsResponse,
  frameioCallbackQuery,
  frameioConnectionResponse,
  frameioGetFileQuery,
  frameioLoginResponse,
  frameioTokenBody,
  startRemoteImportBody,
} from '@otto/shared/api/cloud-links';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureRoutes } from '../http/feature-routes';
import { HttpError } from '../http/http-error';
import type { AppDeps } from '../infrastructure/deps';
import { createTokenSeal, frameioTokensPurpose, type TokenSeal } from '../infrastructure/token-seal';
import { requireUser, signedInOnly } from '../auth/require-user';
import { startCloudImport } from '../cloud-import/cloud-import.service';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import { loadOwnedProject } from '../projects/project-access';
import { createSourcesRepo } from '../sources/sources.repo';
import { loadSigningKey } from '../storage/signing-key';
import { createFrameioClient } from './frameio.client';
import { createFrameioConnectionsRepo } from './frameio-connections.repo';
import { createFrameioService } from './frameio.service';

const notConfigured = () =>
  new HttpError(404, 'frameio_not_configured', "Importing from Frame.io isn't set up on this server yet.");

/** Spec import §7: /api/frameio-v4/callback|token|refresh|accounts|get-file, plus the login URL and the hand-off. */
export const frameioRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const { config } = deps;
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  let seal: Promise<TokenSeal> | undefined;
  const service = createFrameioService({
    client: createFrameioClient({
      imsUrl: config.FRAMEIO_IMS_URL,
      apiUrl: config.FRAMEIO_API_URL,
      clientId: config.FRAMEIO_CLIENT_ID ?? '',
      clientSecret: config.FRAMEIO_CLIENT_SECRET ?? '',
      redirectUri: `${config.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${config.PORT}`}/frameio-v4/callback`,
    }),
    connections: createFrameioConnectionsRepo(db),
    seal: () => (seal ??= loadSigningKey(config).then((key) => createTokenSeal(key, frameioTokensPurpose))),
    ingest: ingestServiceFromDeps(deps),
    sources,
    now: () => deps.clock.now().getTime(),
  });
  const configured = () => {
    if (!config.frameio) throw notConfigured();
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const connection = { 200: frameioConnectionResponse };

  typed.get(
    '/frameio-v4/login',
    {
      onRequest: signedInOnly,
      schema: {
        querystring: z.object({ switch: z.enum(['0', '1']).optional() }),
        response: { 200: frameioLoginResponse },
      },
    },
    async (request) => {
      configured();
      return { url: await service.loginUrl(requireUser(request).id, request.query.switch === '1') };
    },
  );

  typed.get(
    '/frameio-v4/callback',
    { onRequest: signedInOnly, schema: { querystring: frameioCallbackQuery, response: connection } },
    async (request) => {
      configured();
      return service.connect(requireUser(request).id, request.query.code, request.query.state);
    },
  );

  typed.post(
    '/frameio-v4/token',
    { onRequest: signedInOnly, schema: { body: frameioTokenBody, response: connection } },
    async (request) => {
      configured();
      return service.connect(requireUser(request).id, request.body.code, request.body.state);
    },
  );

  typed.post('/frameio-v4/refresh', { onRequest: signedInOnly, schema: { response: connection } }, async (request) => {
    configured();
    return service.refreshNow(requireUser(request).id);
  });

  typed.get('/frameio-v4/connection', { onRequest: signedInOnly, schema: { response: connection } }, async (request) =>
    service.connection(requireUser(request).id),
  );

  typed.get(
    '/frameio-v4/accounts',
    { onRequest: signedInOnly, schema: { response: { 200: frameioAccountsResponse } } },
    async (request) => {
      configured();
      return service.accounts(requireUser(request).id);
    },
  );

  typed.get(
    '/frameio-v4/get-file',
    { onRequest: signedInOnly, schema: { querystring: frameioGetFileQuery } },
    async (request, reply) => {
      const user = requireUser(request);
      const project = await loadOwnedProject(db, user.id, request.query.project_id);
      configured();
      const { accountId, fileId, category } = request.query;
      return reply.status(201).send(await service.addFile(user, project, accountId, fileId, category));
    },
  );

  typed.post(
    '/frameio-v4/import',
    { onRequest: signedInOnly, schema: { body: startRemoteImportBody } },
    async (request) => {
      const user = requireUser(request);
      const project = await loadOwnedProject(db, user.id, request.body.project_id);
      const source = await sources.getInProject(project.id, request.body.file_id);
      if (!source || source.importType !== 'frameio') throw new HttpError(404, 'not_found', 'Source not found');
      configured();
      // The bytes come through the one cloud import job: size and duration limits, resume, then ingest.
      const fileUrl = await service.downloadUrl(user.id, source.cloudFileData);
      return startCloudImport(deps, { projectId: project.id, sourceId: source.id, provider: 'frameio', fileUrl });
    },
  );
};

import {
  addVideoLinkBody,
  remoteImportJobResponse,
  startRemoteImportBody,
  videoMetadataBody,
  videoMetadataResponse,
} from '@otto/shared/api/cloud-links';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { outboundRulesOf } from '../infrastructure/outbound-address';
import { requireUser, signedInOnly } from '../auth/require-user';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import { loadOwnedProject } from '../projects/project-access';
import { createSourcesRepo } from '../sources/sources.repo';
import { createVideoLinks } from './video-links.service';

/** Spec import §7 POST /youtube/get-metadata, plus adding a link as a source and starting its download. */
export const videoLinksRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const db = deps.database.db;
  const links = createVideoLinks({
    rules: outboundRulesOf(deps.config),
    ytDlpPath: deps.config.YTDLP_PATH,
    ingest: ingestServiceFromDeps(deps),
    sources: createSourcesRepo(db),
    queue: deps.queue,
    events: deps.events,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/youtube/get-metadata',
    { onRequest: signedInOnly, schema: { body: videoMetadataBody, response: { 200: videoMetadataResponse } } },
    async (request) => links.metadata(request.body.url),
  );

  typed.post(
    '/youtube/add',
    { onRequest: signedInOnly, schema: { body: addVideoLinkBody } },
    async (request, reply) => {
      const user = requireUser(request);
      const project = await loadOwnedProject(db, user.id, request.body.project_id);
      return reply.status(201).send(await links.add(user, project, request.body.url, request.body.category));
    },
  );

  typed.post(
    '/youtube/import',
    { onRequest: signedInOnly, schema: { body: startRemoteImportBody, response: { 200: remoteImportJobResponse } } },
    async (request) => {
      const project = await loadOwnedProject(db, requireUser(request).id, request.body.project_id);
      return links.startDownload(project, request.body.file_id);
    },
  );
};

import { multicamFileIngestBody, multicamStartBody, multicamStartResponse } from '@otto/shared/api/multicam';
import { fileIngestResponse } from '@otto/shared/api/ingest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/require-user';
import type { FeatureRoutes } from '../http/feature-routes';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import type { AppDeps } from '../infrastructure/deps';
import { loadOwnedProject } from '../projects/project-access';
import { createSourcesRepo } from '../sources/sources.repo';
import { createMulticamService } from './multicam.service';

/** Spec import §7: the multicam import's start and its per-file ingest. */
export const multicamRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const db = deps.database.db;
  const service = createMulticamService({
    sources: createSourcesRepo(db),
    projects: createImportStateRepo(db),
    ingest: ingestServiceFromDeps(deps),
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/multicam/start-project',
    { onRequest: signedInOnly, schema: { body: multicamStartBody, response: { 200: multicamStartResponse } } },
    async (request) => {
      const user = requireUser(request);
      const project = await loadOwnedProject(db, user.id, request.body.project_id);
      return service.start(user, project, request.body);
    },
  );

  typed.post(
    '/multicam/file-ingest',
    { onRequest: signedInOnly, schema: { body: multicamFileIngestBody, response: { 200: fileIngestResponse } } },
    async (request) => {
      const project = await loadOwnedProject(db, requireUser(request).id, request.body.project_id);
      return service.fileIngest(project, request.body);
    },
  );
};

import { projectIdParamsSchema } from '@otto/shared/api/projects';
import {
  demoProjectParamsSchema,
  demoProjectResponseSchema,
  demosResponseSchema,
  useDemoBodySchema,
} from '@otto/shared/api/demos';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyseImport } from '../assistant/import-ready';
import { requireUser, signedInOnly } from '../auth/require-user';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createMessagesRepo } from '../messages/messages.repo';
import { announceMessages } from '../messages/messages.events';
import { loadOwnedProject } from '../projects/project-access';
import { createProjectsRepo } from '../projects/projects.repo';
import { createShareCloneRepo } from '../shares/share-clone.repo';
import { createSharesRepo } from '../shares/shares.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createDemosRepo } from './demos.repo';
import { createDemosService } from './demos.service';

/** The demo picker (spec chat §2, import §4): the demos, a new demo project, or the demo in this project. */
export const demosRoutes: FeatureRoutes<AppDeps> = async (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const messages = createMessagesRepo(db);
  const service = createDemosService({
    demos: createDemosRepo(db),
    shares: createSharesRepo(db),
    clones: createShareCloneRepo(db),
    projects: createProjectsRepo(db),
    sources: createSourcesRepo(db),
    storage: deps.storage,
    clock: deps.clock,
    ttlSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
    analyse: (projectId) => analyseImport(deps, projectId),
    announceTranscripts: async (projectId, files) => {
      const row = await messages.add(projectId, 'bot_message', {
        text:
          files.length === 1
            ? `"${files[0]!.filename}" is transcribed. Here is the transcript — ask me for an edit whenever you're ready.`
            : `Your ${files.length} files are transcribed. Here are the transcripts — ask me for an edit whenever you're ready.`,
        transcriptSourceIds: files.map((f) => f.id),
      });
      await announceMessages(deps.events, projectId, [row.id]);
    },
  });

  // Public: the picker shows the demos before sign-in; the URLs are signed and short-lived.
  api.get('/demos', { schema: { response: { 200: demosResponseSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { demos: await service.list() };
  });

  api.post(
    '/demos/:projectId/projects',
    {
      onRequest: signedInOnly,
      schema: { params: demoProjectParamsSchema, response: { 201: demoProjectResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addProject(requireUser(request).id, request.params.projectId)),
  );

  api.post(
    '/projects/:id/demo',
    {
      onRequest: signedInOnly,
      schema: { params: projectIdParamsSchema, body: useDemoBodySchema, response: { 200: demoProjectResponseSchema } },
    },
    async (request) => {
      const project = await loadOwnedProject(db, requireUser(request).id, request.params.id);
      return service.useInProject(project, request.body.demoProjectId);
    },
  );
};

import {
  createProjectBodySchema,
  joinWaitlistBodySchema,
  joinWaitlistResponseSchema,
  projectIdParamsSchema,
  projectListResponseSchema,
  projectMessagesResponseSchema,
  projectResponseSchema,
  updateProjectBodySchema,
  waitlistResponseSchema,
} from '@otto/shared/api/projects';
import { renameSpeakerSchema } from '@otto/shared/speakers';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createAnalyticsRepo } from '../analytics/analytics.repo';
import { requireUser, signedInOnly } from '../auth/require-user';
import { createMediaReferences } from '../sources/media-references';
import { createProjectsRepo } from './projects.repo';
import { createProjectsService } from './projects.service';
import { createWaitlistRepo } from './waitlist.repo';

export const projectsRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'database' | 'logger' | 'storage'>> = (
  instance,
  deps,
) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const projects = createProjectsService({
    projects: createProjectsRepo(deps.database.db),
    storage: deps.storage,
    media: createMediaReferences({ db: deps.database.db, storage: deps.storage, logger: deps.logger }),
    clock: deps.clock,
    logger: deps.logger,
    analytics: createAnalyticsRepo(deps.database.db),
  });
  const waitlist = createWaitlistRepo(deps.database.db);
  const params = projectIdParamsSchema;

  api.get(
    '/projects',
    { onRequest: signedInOnly, schema: { response: { 200: projectListResponseSchema } } },
    async (request) => ({
      projects: await projects.list(requireUser(request).id),
    }),
  );

  api.post(
    '/projects',
    { onRequest: signedInOnly, schema: { body: createProjectBodySchema, response: { 201: projectResponseSchema } } },
    async (request, reply) => {
      const project = await projects.create(requireUser(request), request.body);
      return reply.status(201).send({ project });
    },
  );

  api.get(
    '/projects/:id',
    { onRequest: signedInOnly, schema: { params, response: { 200: projectResponseSchema } } },
    async (request) => ({
      project: await projects.get(requireUser(request).id, request.params.id),
    }),
  );

  api.patch(
    '/projects/:id',
    {
      onRequest: signedInOnly,
      schema: { params, body: updateProjectBodySchema, response: { 200: projectResponseSchema } },
    },
    async (request) => ({ project: await projects.update(requireUser(request).id, request.params.id, request.body) }),
  );

  api.patch(
    '/projects/:id/speakers',
    {
      onRequest: signedInOnly,
      schema: { params, body: renameSpeakerSchema, response: { 200: projectResponseSchema } },
    },
    async (request) => ({
      project: await projects.renameSpeaker(requireUser(request).id, request.params.id, request.body),
    }),
  );

  api.delete('/projects/:id', { onRequest: signedInOnly, schema: { params } }, async (request, reply) => {
    await projects.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  api.get(
    '/projects/:id/messages',
    { onRequest: signedInOnly, schema: { params, response: { 200: projectMessagesResponseSchema } } },
    async (request) => ({
      messages: await projects.messages(requireUser(request).id, request.params.id),
    }),
  );

  api.get(
    '/waitlist',
    { onRequest: signedInOnly, schema: { response: { 200: waitlistResponseSchema } } },
    async (request) => ({
      features: await waitlist.features(requireUser(request).id),
    }),
  );

  api.post(
    '/waitlist',
    {
      onRequest: signedInOnly,
      schema: { body: joinWaitlistBodySchema, response: { 200: joinWaitlistResponseSchema } },
    },
    async (request) => {
      await waitlist.add(requireUser(request).id, request.body.feature);
      return { added: true as const };
    },
  );
};

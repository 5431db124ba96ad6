import { messageParamsSchema } from '@otto/shared/api/assistant';
import { editContextSchema, saveEditBody, saveEditResponseSchema } from '@otto/shared/api/edits';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { createAnalysisService } from '../analyse/analyse.service';
import { createEditsService } from './edits.service';

/** Edit by transcript: the edit view's material, and saving a version of an edit. */
export const editsRoutes: FeatureRoutes<Pick<AppDeps, 'database' | 'storage' | 'logger'>> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const edits = createEditsService({
    db: deps.database.db,
    analysis: createAnalysisService({ db: deps.database.db, storage: deps.storage, logger: deps.logger }),
  });

  api.get(
    '/projects/:id/messages/:messageId/edit',
    { onRequest: signedInOnly, schema: { params: messageParamsSchema, response: { 200: editContextSchema } } },
    async (request) => edits.context(requireUser(request).id, request.params.id, request.params.messageId),
  );

  api.patch(
    '/projects/:id/messages/:messageId/edit',
    {
      onRequest: signedInOnly,
      schema: { params: messageParamsSchema, body: saveEditBody, response: { 200: saveEditResponseSchema } },
    },
    async (request) => edits.save(requireUser(request).id, request.params.id, request.params.messageId, request.body),
  );
};

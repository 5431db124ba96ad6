import {
  initialPromptBody,
  messageParamsSchema,
  pickStoryBody,
  promptResponseSchema,
  scoreBody,
  scoreResponseSchema,
  sendPromptBody,
} from '@otto/shared/api/assistant';
import { projectIdParamsSchema, projectMessageSchema } from '@otto/shared/api/projects';
import { approveOutlineBody } from '@otto/shared/story-card';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { createAssistantServiceFor } from './import-ready';

export const assistantRoutes: FeatureRoutes<
  Pick<AppDeps, 'database' | 'storage' | 'events' | 'logger' | 'alerts' | 'clock' | 'config'>
> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const assistant = createAssistantServiceFor(deps);

  api.post(
    '/projects/:id/prompt',
    {
      onRequest: signedInOnly,
      schema: { params: projectIdParamsSchema, body: sendPromptBody, response: { 200: promptResponseSchema } },
    },
    async (request) => assistant.prompt(requireUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/projects/initial-prompt',
    { onRequest: signedInOnly, schema: { body: initialPromptBody, response: { 200: promptResponseSchema } } },
    async (request) => assistant.initialPrompt(requireUser(request).id, request.body),
  );

  api.post(
    '/eddie/score',
    { onRequest: signedInOnly, schema: { body: scoreBody, response: { 200: scoreResponseSchema } } },
    async (request) => assistant.score(requireUser(request).id, request.body),
  );

  api.patch(
    '/projects/:id/messages/:messageId',
    {
      onRequest: signedInOnly,
      schema: {
        params: messageParamsSchema,
        body: pickStoryBody,
        response: { 200: z.object({ message: projectMessageSchema }) },
      },
    },
    async (request) =>
      assistant.pickStory(
        requireUser(request).id,
        request.params.id,
        request.params.messageId,
        request.body.storyIndex,
      ),
  );

  api.post(
    '/projects/:id/messages/:messageId/approve-outline',
    {
      onRequest: signedInOnly,
      schema: { params: messageParamsSchema, body: approveOutlineBody, response: { 200: promptResponseSchema } },
    },
    async (request) =>
      assistant.approveOutline(requireUser(request).id, request.params.id, request.params.messageId, request.body),
  );
};

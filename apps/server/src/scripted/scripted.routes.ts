import { projectIdParamsSchema } from '@otto/shared/api/projects';
import { chooseTakeBody, scriptBody, scriptFileBody, scriptMessagesResponse } from '@otto/shared/scripted';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import { badRequest } from '../http/http-error';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { createAnalysisService } from '../analyse/analyse.service';
import { toProjectMessage } from '../projects/projects.fns';
import { ScriptFileError, scriptFromFile } from './script-file.fns';
import { createScriptedService } from './scripted.service';

/** Scripted Story: the script box, script files, and choosing another take of a line. */
export const scriptedRoutes: FeatureRoutes<Pick<AppDeps, 'database' | 'storage' | 'logger' | 'events' | 'clock'>> = (
  instance,
  deps,
) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const scripted = createScriptedService({
    db: deps.database.db,
    events: deps.events,
    clock: deps.clock,
    analysis: createAnalysisService({ db: deps.database.db, storage: deps.storage, logger: deps.logger }),
  });
  const schema = { params: projectIdParamsSchema, response: { 200: scriptMessagesResponse } };

  api.post('/projects/:id/script', { onRequest: signedInOnly, schema: { ...schema, body: scriptBody } }, async (request) => {
    const added = await scripted.useScript(requireUser(request).id, request.params.id, request.body.script);
    return { messages: added.map(toProjectMessage) };
  });

  api.post(
    '/projects/:id/script/file',
    { onRequest: signedInOnly, schema: { ...schema, body: scriptFileBody } },
    async (request) => {
      let script: string;
      try {
        script = scriptFromFile(request.body.filename, Buffer.from(request.body.content_base64, 'base64'));
      } catch (error) {
        if (error instanceof ScriptFileError) throw badRequest(error.message, 'script_file_unreadable');
        throw error;
      }
      const added = await scripted.useScript(requireUser(request).id, request.params.id, script);
      return { messages: added.map(toProjectMessage) };
    },
  );

  api.post(
    '/projects/:id/script/choose',
    { onRequest: signedInOnly, schema: { ...schema, body: chooseTakeBody } },
    async (request) => ({
      messages: [toProjectMessage(await scripted.chooseTake(requireUser(request).id, request.params.id, request.body))],
    }),
  );
};

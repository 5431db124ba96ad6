import {
  createSourceBody,
  fileIngestBody,
  fileIngestResponse,
  markFileFailedBody,
  retrySourceBody,
  startProjectBody,
} from '@otto/shared/api/ingest';
import { canTranscribe, languageLabel } from '@otto/shared/languages';
import { transcriptSchema } from '@otto/shared/transcript';
import { importText } from '@otto/shared/ui-text';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { badRequest, notFound } from '../http/http-error';
import { requireUser, signedInOnly } from '../auth/require-user';
import { loadOwnedProject } from '../projects/project-access';
import { toApiSource } from '../sources/sources.fns';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptionEngines } from '../transcribe/transcription-engines';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { ingestServiceFromDeps } from './ingest.service-deps';

const projectParams = z.object({ id: z.string().uuid() });
const sourceParams = z.object({ id: z.string().uuid(), sourceId: z.string().uuid() });

/** Import routes: the spec's /projects/start, /projects/file-ingest, /projects/mark-file-failed, and source rows. */
export const ingestRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const engines = createTranscriptionEngines(deps.config, deps.logger, { announce: false });
  /** An import in a language this server cannot transcribe now is refused up front, not failed later. */
  const refuseUnavailableLanguage = async (language: string | undefined) => {
    // English and auto-detect every engine can do: no need to ask.
    if (!language || canTranscribe(['en'], language)) return;
    const { languages } = await engines.capabilities();
    if (!canTranscribe(languages, language)) {
      throw badRequest(importText.languageUnavailable(languageLabel(language)), 'language_not_supported');
    }
  };
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const transcripts = createTranscriptsRepo(db);
  const service = ingestServiceFromDeps(deps);
  const owned = (userId: string, projectId: string) => loadOwnedProject(db, userId, projectId);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/projects/:id/sources',
    { onRequest: signedInOnly, schema: { params: projectParams } },
    async (request) => {
      const project = await owned(requireUser(request).id, request.params.id);
      return (await sources.listByProject(project.id)).map(toApiSource);
    },
  );

  typed.post(
    '/projects/:id/sources',
    { onRequest: signedInOnly, schema: { params: projectParams, body: createSourceBody } },
    async (request, reply) => {
      const user = requireUser(request);
      const project = await owned(user.id, request.params.id);
      return reply.status(201).send(await service.createSource(user, project, request.body));
    },
  );

  typed.delete(
    '/projects/:id/sources/:sourceId',
    { onRequest: signedInOnly, schema: { params: sourceParams } },
    async (request, reply) => {
      const project = await owned(requireUser(request).id, request.params.id);
      await service.removeSource(project, request.params.sourceId);
      return reply.status(204).send();
    },
  );

  typed.post(
    '/projects/:id/sources/:sourceId/retry',
    { onRequest: signedInOnly, schema: { params: sourceParams } },
    async (request) => {
      const project = await owned(requireUser(request).id, request.params.id);
      // Read after the ownership check (someone else's project is a 404 whatever was sent); the body is optional.
      const body = retrySourceBody.safeParse(request.body ?? {});
      if (!body.success) throw badRequest('Unknown transcription language.');
      await refuseUnavailableLanguage(body.data.transcription_language);
      return service.retry(project, request.params.sourceId, body.data.transcription_language);
    },
  );

  typed.get(
    '/projects/:id/sources/:sourceId/transcript',
    { onRequest: signedInOnly, schema: { params: sourceParams, response: { 200: transcriptSchema } } },
    async (request) => {
      const project = await owned(requireUser(request).id, request.params.id);
      const source = await sources.getInProject(project.id, request.params.sourceId);
      const transcript = source && (await transcripts.get(source.id));
      if (!transcript) throw notFound('Transcript not found');
      return transcript;
    },
  );

  typed.post('/projects/start', { onRequest: signedInOnly, schema: { body: startProjectBody } }, async (request) => {
    const user = requireUser(request);
    const project = await owned(user.id, request.body.project_id);
    await refuseUnavailableLanguage(request.body.transcription_language);
    return service.start(user, project, request.body);
  });

  typed.post(
    '/projects/file-ingest',
    { onRequest: signedInOnly, schema: { body: fileIngestBody, response: { 200: fileIngestResponse } } },
    async (request) => {
      const project = await owned(requireUser(request).id, request.body.project_id);
      return service.fileIngest(project, request.body);
    },
  );

  typed.post(
    '/projects/mark-file-failed',
    { onRequest: signedInOnly, schema: { body: markFileFailedBody } },
    async (request) => {
      const project = await owned(requireUser(request).id, request.body.project_id);
      await service.markFileFailed(project, request.body);
      return { ok: true };
    },
  );
};

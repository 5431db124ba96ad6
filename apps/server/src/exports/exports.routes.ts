import {
  convertBody,
  exportArollsBody,
  exportScriptedBody,
  exportSrtBody,
  exportStartedResponse,
  exportXmlBody,
} from '@otto/shared/api/exports';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { creditsFromDeps } from '../billing/credits.service';
import { chargedExport, requestKeyOf } from '../billing/export-credits';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createExportsRepo } from './exports.repo';
import { convertResponse, exportJobParams, exportJobResponse } from './exports.schemas';
import { createExportsService } from './exports.service';

/** The spec's export calls (chat §7) under /api, plus the job lookup the stream's results point at. */
export const exportsRoutes: FeatureRoutes<
  Pick<AppDeps, 'clock' | 'config' | 'database' | 'events' | 'queue' | 'storage'>
> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const credits = creditsFromDeps(deps);
  const exports = createExportsService({
    db,
    sources: createSourcesRepo(db),
    messages: createMessagesRepo(db),
    exports: createExportsRepo(db),
    queue: deps.queue,
    events: deps.events,
    storage: deps.storage,
    clock: deps.clock,
    signedUrlTtlSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
  });

  api.post(
    '/export/xml',
    { onRequest: signedInOnly, schema: { body: exportXmlBody, response: { 200: exportStartedResponse } } },
    (request) => {
      const user = requireUser(request);
      return chargedExport(credits, user, { key: requestKeyOf(request), format: request.body.format }, () =>
        exports.startTimelineExport(user.id, request.body),
      );
    },
  );

  api.post(
    '/export/xml-arolls',
    { onRequest: signedInOnly, schema: { body: exportArollsBody, response: { 200: exportStartedResponse } } },
    (request) => {
      const user = requireUser(request);
      return chargedExport(credits, user, { key: requestKeyOf(request), format: request.body.format }, () =>
        exports.startArollExport(user.id, request.body),
      );
    },
  );

  api.post(
    '/export/xml-scripted',
    { onRequest: signedInOnly, schema: { body: exportScriptedBody, response: { 200: exportStartedResponse } } },
    (request) => {
      const user = requireUser(request);
      return chargedExport(credits, user, { key: requestKeyOf(request), format: request.body.format }, () =>
        exports.startTimelineExport(user.id, request.body, 'scripted_story_message'),
      );
    },
  );

  api.post('/export/srt', { onRequest: signedInOnly, schema: { body: exportSrtBody } }, async (request, reply) => {
    const user = requireUser(request);
    const text = await chargedExport(credits, user, { key: requestKeyOf(request), format: 'srt' }, () =>
      exports.srt(user.id, request.body),
    );
    return reply.type('text/plain; charset=utf-8').send(text);
  });

  api.post(
    '/eddie/convert',
    { onRequest: signedInOnly, schema: { body: convertBody, response: { 200: convertResponse } } },
    (request) => exports.convert(requireUser(request).id, request.body),
  );

  api.get(
    '/exports/:jobId',
    { onRequest: signedInOnly, schema: { params: exportJobParams, response: { 200: exportJobResponse } } },
    (request) => exports.jobStatus(requireUser(request).id, request.params.jobId),
  );
};

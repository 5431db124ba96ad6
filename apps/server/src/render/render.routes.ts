import {
  brandingUploadBody,
  brandingUploadResponse,
  exportProresCaptionsBody,
  exportVideoBody,
} from '@otto/shared/api/render';
import { exportStartedResponse } from '@otto/shared/api/exports';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { creditsFromDeps } from '../billing/credits.service';
import { chargedExport, requestKeyOf } from '../billing/export-credits';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSettingsRepo } from '../settings/settings.repo';
import { createSettingsService } from '../settings/settings.service';
import { createSourcesRepo } from '../sources/sources.repo';
import { createRenderRepo } from './render.repo';
import { createRenderRequests } from './render.requests';

/** POST /export/video, POST /export/prores-captions (spec chat §7) and the branding upload URL. */
export const renderRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'config' | 'database' | 'queue' | 'storage'>> = (
  instance,
  deps,
) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const credits = creditsFromDeps(deps);
  const requests = createRenderRequests({
    db,
    storage: deps.storage,
    queue: deps.queue,
    messages: createMessagesRepo(db),
    sources: createSourcesRepo(db),
    settings: createSettingsService({ settings: createSettingsRepo(db), clock: deps.clock }),
    repo: createRenderRepo(db),
  });

  api.post(
    '/export/video',
    { onRequest: signedInOnly, schema: { body: exportVideoBody, response: { 200: exportStartedResponse } } },
    async (request) => {
      const user = requireUser(request);
      return chargedExport(credits, user, { key: requestKeyOf(request), format: 'mp4' }, () =>
        requests.start(user, 'mp4', request.body),
      );
    },
  );

  api.post(
    '/export/prores-captions',
    { onRequest: signedInOnly, schema: { body: exportProresCaptionsBody, response: { 200: exportStartedResponse } } },
    async (request) => {
      const user = requireUser(request);
      return chargedExport(credits, user, { key: requestKeyOf(request), format: 'prores_caption' }, () =>
        requests.start(user, 'prores_caption', request.body),
      );
    },
  );

  api.post(
    '/branding/upload-url',
    { onRequest: signedInOnly, schema: { body: brandingUploadBody, response: { 200: brandingUploadResponse } } },
    async (request) => requests.brandingUploadUrl(requireUser(request).id, request.body),
  );
};

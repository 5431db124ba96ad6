import {
  finishMultipartUploadBody,
  finishMultipartUploadResponse,
  getSignedUrlBody,
  getSignedUrlResponse,
  initiateMultipartUploadBody,
  initiateMultipartUploadResponse,
  resumeMultipartUploadBody,
  resumeMultipartUploadResponse,
} from '@otto/shared/api/uploads';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settleImport } from '../ingest/import-stage';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { createSettingsRepo } from '../settings/settings.repo';
import { createMediaReferences } from '../sources/media-references';
import { createSourcesRepo } from '../sources/sources.repo';
import { createSignedUrlService } from './signed-urls.service';
import { createUploadLimitsRepo } from './upload-limits.repo';
import { createUploadLimits } from './upload-limits.service';
import { createUploadsService } from './uploads.service';

const sourceParams = z.object({ id: z.string().uuid(), sourceId: z.string().uuid() });

export const uploadsRoutes: FeatureRoutes<AppDeps> = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const uploads = createUploadsService({
    db: deps.database.db,
    storage: deps.storage,
    events: deps.events,
    clock: deps.clock,
    settleImport: (projectId) => settleImport(deps, projectId),
    sources: createSourcesRepo(deps.database.db),
    limits: createUploadLimits({
      usage: createUploadLimitsRepo(deps.database.db),
      settings: createSettingsRepo(deps.database.db),
      quotaBytes: deps.config.OTTO_STORAGE_QUOTA_BYTES,
    }),
    partUrlTtlSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
  });
  const signedUrls = createSignedUrlService({
    db: deps.database.db,
    storage: deps.storage,
    media: createMediaReferences({ db: deps.database.db, storage: deps.storage }),
    ttlSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
  });

  api.post(
    '/uploads/initiate-multipart-upload',
    { onRequest: signedInOnly, schema: { body: initiateMultipartUploadBody, response: { 200: initiateMultipartUploadResponse } } },
    async (request) => uploads.initiate(requireUser(request), request.body),
  );
  api.post(
    '/uploads/finish-multipart-upload',
    { onRequest: signedInOnly, schema: { body: finishMultipartUploadBody, response: { 200: finishMultipartUploadResponse } } },
    async (request) => uploads.finish(requireUser(request).id, request.body),
  );
  api.post(
    '/uploads/resume-multipart-upload',
    { onRequest: signedInOnly, schema: { body: resumeMultipartUploadBody, response: { 200: resumeMultipartUploadResponse } } },
    async (request) => uploads.resume(requireUser(request).id, request.body),
  );
  api.post(
    '/projects/:id/sources/:sourceId/cancel-upload',
    { onRequest: signedInOnly, schema: { params: sourceParams } },
    async (request) => uploads.cancel(requireUser(request).id, request.params.id, request.params.sourceId),
  );
  api.post(
    '/get-signed-url',
    { onRequest: signedInOnly, schema: { body: getSignedUrlBody, response: { 200: getSignedUrlResponse } } },
    async (request) => signedUrls.sign(requireUser(request).id, request.body.object_uri),
  );
};

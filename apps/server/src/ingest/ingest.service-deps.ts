import { creditsFromDeps } from '../billing/credits.service';
import { chargeProcessing } from '../billing/processing-credits';
import type { AppDeps } from '../infrastructure/deps';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSettingsRepo } from '../settings/settings.repo';
import { createMediaReferences } from '../sources/media-references';
import { createSourcesRepo } from '../sources/sources.repo';
import { discardMultipartUpload } from '../uploads/discard-upload';
import { createUploadLimitsRepo } from '../uploads/upload-limits.repo';
import { createUploadLimits } from '../uploads/upload-limits.service';
import { settleImport } from './import-stage';
import { importTypesFor } from './import-types';
import { createImportStateRepo } from './import-state.repo';
import { createIngestService } from './ingest.service';

/** The ingest service wired to the app: the single-camera and the multicam import routes share it. */
export function ingestServiceFromDeps(deps: AppDeps) {
  const db = deps.database.db;
  const credits = creditsFromDeps(deps);
  return createIngestService({
    chargeProcessing: (user, files) => chargeProcessing(credits, user, files),
    sources: createSourcesRepo(db),
    projects: createImportStateRepo(db),
    messages: createMessagesRepo(db),
    storage: deps.storage,
    media: createMediaReferences({ db, storage: deps.storage }),
    queue: deps.queue,
    events: deps.events,
    alerts: deps.alerts,
    limits: createUploadLimits({
      usage: createUploadLimitsRepo(db),
      settings: createSettingsRepo(db),
      quotaBytes: deps.config.OTTO_STORAGE_QUOTA_BYTES,
    }),
    supportEmail: deps.config.SUPPORT_EMAIL,
    importTypes: importTypesFor(deps.config),
    discardUpload: (uploadId) => discardMultipartUpload({ db, storage: deps.storage }, uploadId),
    settleImport: (projectId) => settleImport(deps, projectId),
  });
}

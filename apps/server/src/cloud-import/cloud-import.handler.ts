import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { durationLimits } from '@otto/shared/constants';
import { botText } from '@otto/shared/ui-text';
import { progressTicks } from '../events/progress-ticks';
import type { AppDeps } from '../infrastructure/deps';
import { outboundFetchFromConfig } from '../infrastructure/outbound-fetch';
import { loadJobSecretSeal } from '../infrastructure/token-seal';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { publishSource } from '../ingest/ingest.events';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import { noticeMaxDurationExceeded } from '../ingest/max-duration-notice';
import { handOverStoredFile } from '../ingest/stored-file-hand-over';
import type { JobHandler } from '../jobs/job-definition';
import { createSourcesRepo, type SourceRow } from '../sources/sources.repo';
import { formatObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import { CloudImportError } from './cloud-import.errors';
import type { CloudImportPayload } from './cloud-import.schemas';
import { downloadResumable } from './download';
import { durationCheckpoint } from './duration-checkpoint';
import type { CloudFile } from './providers/cloud-file';
import { directLinkFile, dropboxDownloadUrl } from './providers/direct-link';
import { googleDriveFile } from './providers/google-drive.client';

const providerNames = { gg_drive: 'Google Drive', dropbox: 'Dropbox', frameio: 'Frame.io', link: 'The link' } as const;

/** How often progress reaches the row and the job stream while bytes arrive. */
const progressEveryMs = 500;

/**
 * The cloud_import job: provider metadata checked against the limits, the bytes streamed to a
 * local partial file (resumed with Range after a break, and by a retry on the same machine),
 * stored in the ingest bucket (multipart for large files on S3), then handed to the normal
 * ingest as a browser upload would be. Failures end the source as an upload error with its
 * catalogue code; passing ones are retried first.
 */
export const cloudImportHandler = (deps: AppDeps): JobHandler<CloudImportPayload> => {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const projects = createImportStateRepo(db);
  const ingest = ingestServiceFromDeps(deps);
  const fetch = outboundFetchFromConfig(deps.config);
  const maxBytes = deps.config.CLOUD_IMPORT_MAX_BYTES;

  /** The provider token, opened only here, inside the job. */
  async function tokenOf(payload: CloudImportPayload): Promise<string | null> {
    if (!payload.sealedToken) return null;
    try {
      return (await loadJobSecretSeal(deps.config)).open(payload.sealedToken);
    } catch {
      // Sealed under another secret (SESSION_SECRET changed since): the user has to sign in again.
      throw new CloudImportError('file_access_forbidden', 'The sign-in that came with this import cannot be read.');
    }
  }

  async function clientFor(payload: CloudImportPayload, source: SourceRow): Promise<CloudFile> {
    const provider = providerNames[payload.provider];
    const token = await tokenOf(payload);
    if (payload.provider === 'gg_drive') {
      if (!token) throw new CloudImportError('file_access_forbidden', 'Google Drive needs the user’s sign-in.');
      return googleDriveFile({
        fetch,
        apiBaseUrl: deps.config.GOOGLE_DRIVE_API_URL,
        fileUrl: payload.fileUrl,
        token,
      });
    }
    const url = payload.provider === 'dropbox' ? dropboxDownloadUrl(payload.fileUrl) : payload.fileUrl;
    const headers = { ...payload.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    return directLinkFile({ provider, url, headers, declaredBytes: source.filesize });
  }

  function checkLimits(sizeBytes: number | null, durationSec: number | null) {
    if (sizeBytes !== null && sizeBytes > maxBytes) {
      throw new CloudImportError(
        'max_file_size_exceeded',
        `The file has ${sizeBytes} bytes; at most ${maxBytes} are imported.`,
      );
    }
    if (durationSec !== null && durationSec > durationLimits.maxFileSeconds) {
      throw new CloudImportError('max_duration_exceeded', botText.maxDurationExceeded);
    }
  }

  return async (job) => {
    const { projectId, sourceId } = job.data;
    const source = await sources.get(sourceId);
    const project = await projects.get(projectId);
    const partial = join(deps.config.tmpDir, 'cloud-import', `${sourceId}.part`);
    if (!source || !project || source.projectId !== projectId) {
      // Removed while it downloaded: what arrived goes too.
      await rm(partial, { force: true });
      return { status: 'gone' };
    }
    const original = sourceOriginalKey(projectId, sourceId, source.filename);
    const s3Uri = formatObjectUri(original.bucket, original.key);
    // A retry after the hand-over (the lease ran out just then) has nothing left to do.
    if (source.state === 'ingesting' || source.state === 'completed') return { s3_uri: s3Uri };

    const ticks = progressTicks(deps.logger, { sourceId });
    let lastReport = 0;
    const report = (sent: number, total: number | null) => {
      const now = Date.now();
      if (now - lastReport < progressEveryMs && sent !== total) return;
      lastReport = now;
      const known = total ?? source.filesize ?? 0;
      const fraction = known > 0 ? Math.min(1, sent / known) : 0;
      const uploadProgress = { sent, total: known, percentage: Math.round(fraction * 1000) / 10 };
      // Not awaited (a stalled tick must not stall the download), but in order: a late tick would
      // otherwise overwrite a newer one on the row, or step the browser's bar back.
      ticks.send('cloud import progress', () =>
        Promise.all([
          sources.update(sourceId, { uploadProgress }),
          publishSource(deps.events, projectId, sourceId, 'importing', { jobId: job.id, progress: fraction }),
        ]),
      );
    };

    try {
      const file = await clientFor(job.data, source);
      const info = await file.describe();
      checkLimits(info.sizeBytes, info.durationSec);
      if (info.sizeBytes !== null) await sources.update(sourceId, { filesize: info.sizeBytes });
      await mkdir(join(deps.config.tmpDir, 'cloud-import'), { recursive: true });
      const size = await downloadResumable({
        fetch,
        request: file.media(),
        provider: file.provider,
        toPath: partial,
        maxBytes,
        expectedBytes: info.sizeBytes,
        onProgress: report,
        checkpoint: durationCheckpoint(deps.config.FFPROBE_PATH),
      });
      await ticks.settled();
      await deps.storage.upload(original.bucket, original.key, partial);
      await rm(partial, { force: true });
      await sources.update(sourceId, { filesize: size });
      await handOverStoredFile(ingest, project, source, s3Uri);
      return { s3_uri: s3Uri };
    } catch (error) {
      const failure = error instanceof CloudImportError ? error : null;
      // Passing trouble (and the unexpected) is retried while tries are left; the partial file stays for it.
      if ((!failure || failure.retryable) && !job.lastAttempt) throw error;
      await ticks.settled();
      await rm(partial, { force: true });
      const errorCode = failure?.code ?? 'upload_failed';
      deps.logger.warn({ err: error, projectId, sourceId, errorCode }, 'cloud import failed');
      await ingest.markFileFailed(project, { project_id: projectId, file_id: sourceId, error_code: errorCode });
      // Spec import §5: the duration limit's own message, and tracked (markFileFailed alerted the team).
      if (errorCode === 'max_duration_exceeded') {
        await noticeMaxDurationExceeded(db, project, { importType: source.importType });
      }
      // Ends the job without a retry (a retry would fetch again what cannot be fetched); the
      // poll answers 'failed' with this error.
      return { error: { code: errorCode, message: failure?.message ?? 'The file could not be imported.' } };
    }
  };
};

import type { AppDeps } from '../infrastructure/deps';
import { CloudImportError } from '../cloud-import/cloud-import.errors';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { publishSource } from '../ingest/ingest.events';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import { handOverStoredFile } from '../ingest/stored-file-hand-over';
import type { JobHandler } from '../jobs/job-definition';
import { createSourcesRepo } from '../sources/sources.repo';
import { isStorageError, StorageError } from '../storage/storage.errors';
import { parseObjectUri } from '../storage/storage.keys';
import { abortUnfinishedUploads } from '../storage/unfinished-uploads';
import { copyAcrossStores } from './cross-store-copy';
import { foreignImportStore } from './import-store';
import type { S3FileCopyPayload } from './s3-file-copy.schemas';

/** How often progress reaches the row and the job stream while bytes cross over. */
const progressEveryMs = 500;

/**
 * The s3_file_copy job: the object goes to the source's id-based key in the ingest bucket, then to
 * the normal ingest like a finished browser upload. On Otto's own store the store copies it (no
 * bytes through this process); from another store (S3_IMPORT_*) the bytes are streamed across
 * (cross-store-copy.ts), with progress on the row and the job stream. Each run first aborts what a
 * killed run left unfinished at the destination key. A missing or refused object,
 * or one over the size limit, ends the source at once with its catalogue code; passing trouble is
 * retried first.
 */
export const s3FileCopyHandler = (deps: AppDeps): JobHandler<S3FileCopyPayload> => {
  const sources = createSourcesRepo(deps.database.db);
  const projects = createImportStateRepo(deps.database.db);
  const ingest = ingestServiceFromDeps(deps);
  const otherStore = foreignImportStore(deps.config);

  return async (job) => {
    const { projectId, sourceId, source_uri, dest_uri } = job.data;
    const source = await sources.get(sourceId);
    const project = await projects.get(projectId);
    if (!source || !project || source.projectId !== projectId) return { status: 'gone' };
    // A retry after the hand-over has nothing left to do.
    if (source.state === 'ingesting' || source.state === 'completed') return { s3_uri: dest_uri };
    const from = parseObjectUri(source_uri);
    const to = parseObjectUri(dest_uri);
    if (!from || !to) throw new Error(`s3_file_copy got unusable URIs ${source_uri} → ${dest_uri}`);

    let lastReport = 0;
    // Ticks go out one after another, never holding up the copy; the hand-over waits for the last.
    let ticks = Promise.resolve();
    const report = (copied: number, total: number) => {
      const now = Date.now();
      if (now - lastReport < progressEveryMs && copied !== total) return;
      lastReport = now;
      const fraction = total > 0 ? copied / total : 0;
      const uploadProgress = { sent: copied, total, percentage: Math.round(fraction * 1000) / 10 };
      ticks = ticks
        .then(async () => {
          await sources.update(sourceId, { uploadProgress });
          await publishSource(deps.events, projectId, sourceId, 'importing', { jobId: job.id, progress: fraction });
        })
        .catch((err: unknown) => deps.logger.warn({ err, sourceId }, 's3 copy progress not recorded'));
    };

    try {
      await publishSource(deps.events, projectId, sourceId, 'importing', { jobId: job.id, progress: 0 });
      // A run killed mid-copy (a deploy, a crash) left its upload to this key unfinished: this run starts afresh.
      const leftovers = await abortUnfinishedUploads(deps.storage, to);
      if (leftovers > 0) deps.logger.info({ sourceId, leftovers }, 's3 copy aborted uploads a killed run left');
      let size: number;
      if (otherStore) {
        size = await copyAcrossStores({
          reader: otherStore,
          storage: deps.storage,
          from,
          to,
          maxBytes: deps.config.CLOUD_IMPORT_MAX_BYTES,
          onSize: async (bytes) => {
            await sources.update(sourceId, { filesize: bytes });
          },
          onProgress: report,
        });
      } else {
        const head = await deps.storage.head(from.bucket, from.key);
        if (!head) throw new StorageError('NoSuchKey', `No object at ${source_uri}`);
        await deps.storage.copy(from, to);
        size = head.size;
      }
      report(size, size);
      await ticks;
      await sources.update(sourceId, { filesize: size });
      await handOverStoredFile(ingest, project, source, dest_uri);
      return { s3_uri: dest_uri };
    } catch (error) {
      await ticks;
      const missing = isStorageError(error, 'NoSuchKey') || isStorageError(error, 'InvalidKey');
      const failure = error instanceof CloudImportError ? error : null;
      const final = missing || (failure !== null && !failure.retryable);
      if (!final && !job.lastAttempt) throw error;
      const errorCode = missing ? 'file_access_forbidden' : (failure?.code ?? 'upload_failed');
      deps.logger.warn({ err: error, projectId, sourceId, errorCode }, 's3 file copy failed');
      await ingest.markFileFailed(project, { project_id: projectId, file_id: sourceId, error_code: errorCode });
      return { error: { code: errorCode, message: error instanceof Error ? error.message : 'The copy failed.' } };
    }
  };
};

import type { AppDeps } from '../infrastructure/deps';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { publishSource } from '../ingest/ingest.events';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import type { JobHandler } from '../jobs/job-definition';
import { createSourcesRepo } from '../sources/sources.repo';
import { isStorageError, StorageError } from '../storage/storage.errors';
import { parseObjectUri } from '../storage/storage.keys';
import type { S3FileCopyPayload } from './s3-file-copy.schemas';

/**
 * The s3_file_copy job: the object is copied inside the store (no bytes through this process
 * where the store can copy) to the source's id-based key in the ingest bucket, then handed to the
 * normal ingest like a finished browser upload. A missing object ends the source as
 * 'file_access_forbidden' (Access Forbidden: check download permissions) without a retry.
 */
export const s3FileCopyHandler = (deps: AppDeps): JobHandler<S3FileCopyPayload> => {
  const sources = createSourcesRepo(deps.database.db);
  const projects = createImportStateRepo(deps.database.db);
  const ingest = ingestServiceFromDeps(deps);

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

    try {
      const head = await deps.storage.head(from.bucket, from.key);
      if (!head) throw new StorageError('NoSuchKey', `No object at ${source_uri}`);
      await publishSource(deps.events, projectId, sourceId, 'importing', { jobId: job.id, progress: 0 });
      await deps.storage.copy(from, to);
      await sources.update(sourceId, { filesize: head.size });
      await publishSource(deps.events, projectId, sourceId, 'importing', { jobId: job.id, progress: 1 });
      await ingest.fileIngest(project, {
        project_id: projectId,
        file_id: sourceId,
        file_uri: dest_uri,
        filename: source.filename,
        media_type: source.type === 'audio' ? 'audio' : 'video',
      });
      return { s3_uri: dest_uri };
    } catch (error) {
      const missing = isStorageError(error, 'NoSuchKey') || isStorageError(error, 'InvalidKey');
      if (!missing && !job.lastAttempt) throw error;
      const errorCode = missing ? 'file_access_forbidden' : 'upload_failed';
      deps.logger.warn({ err: error, projectId, sourceId, errorCode }, 's3 file copy failed');
      await ingest.markFileFailed(project, { project_id: projectId, file_id: sourceId, error_code: errorCode });
      return { error: { code: errorCode, message: error instanceof Error ? error.message : 'The copy failed.' } };
    }
  };
};

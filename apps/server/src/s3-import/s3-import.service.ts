import { importText } from '@otto/shared/ui-text';
import type { EventBus } from '../events/events';
import { HttpError, badRequest, notFound } from '../http/http-error';
import type { ProjectRow } from '../ingest/import-state.repo';
import { publishSource } from '../ingest/ingest.events';
import type { JobQueue } from '../jobs/queue';
import type { SourcesRepo } from '../sources/sources.repo';
import { formatObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import { s3FileCopyJob } from './s3-file-copy.jobs';
import { allowedS3Object } from './s3-import.rules';

export interface S3ImportDeps {
  /** Null where the S3 URI import is off (production, or no S3_IMPORT_PREFIX). */
  prefix: string | null;
  sources: Pick<SourcesRepo, 'getInProject' | 'update'>;
  queue: Pick<JobQueue, 'send'>;
  events: Pick<EventBus, 'publish'>;
}

/**
 * POST /files/copy (spec import §7): after Import put an S3 URI source in 'importing', queues the
 * s3_file_copy job from its originalFileUri to its id-based key in the ingest bucket. The prefix
 * rule the modal applies is applied again here: the browser is not trusted with it.
 */
export async function startS3Copy(deps: S3ImportDeps, project: ProjectRow, sourceId: string) {
  if (deps.prefix === null) throw new HttpError(404, 's3_import_off', 'S3 URI import is not available on this server.');
  const source = await deps.sources.getInProject(project.id, sourceId);
  if (!source || source.importType !== 's3_uri') throw notFound('Source not found');
  if (!source.originalFileUri) throw badRequest(importText.s3UriMissing, 's3_uri_missing');
  if (source.state !== 'importing') {
    throw new HttpError(409, 'not_importing', 'This file is not waiting to be imported. Press Import first.');
  }
  const from = allowedS3Object(source.originalFileUri, deps.prefix);
  const to = sourceOriginalKey(project.id, source.id, source.filename);
  const jobId = await deps.queue.send(
    s3FileCopyJob,
    {
      projectId: project.id,
      sourceId: source.id,
      source_uri: formatObjectUri(from.bucket, from.key),
      dest_uri: formatObjectUri(to.bucket, to.key),
    },
    { singletonKey: `s3-copy:${source.id}` },
  );
  // The job on the row: the stale-import sweep leaves a source alone while its job runs.
  await deps.sources.update(source.id, { uploadJobId: jobId });
  await publishSource(deps.events, project.id, source.id, 'importing', { jobId, progress: 0 });
  return { job_id: jobId };
}

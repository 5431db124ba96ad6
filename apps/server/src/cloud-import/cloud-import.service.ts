import { HttpError, notFound } from '../http/http-error';
import type { AppDeps } from '../infrastructure/deps';
import { loadJobSecretSeal } from '../infrastructure/token-seal';
import { publishSource } from '../ingest/ingest.events';
import { createSourcesRepo } from '../sources/sources.repo';
import { cloudImportJob } from './cloud-import.jobs';
import type { CloudProvider } from './cloud-import.schemas';

export interface StartCloudImport {
  /** The caller has checked the user owns this project. */
  projectId: string;
  sourceId: string;
  provider: CloudProvider;
  /** Drive: the file id or its files.get URL; others: the https link the bytes are at. */
  fileUrl: string;
  /** The user's provider access token, when the download needs one (Drive). */
  token?: string | null;
  /** Extra headers the download needs (none for a signed download URL). */
  headers?: Record<string, string>;
}

/**
 * The one way into the cloud_import job, for every provider (Drive, Dropbox, Frame.io, links):
 * queues it for the source (once: a second call while it runs gets the same job) and moves the
 * source to 'importing'. Progress and the result arrive on the job stream and the source row;
 * the job hands the file to the normal ingest itself.
 */
export async function startCloudImport(
  deps: Pick<AppDeps, 'config' | 'database' | 'queue' | 'events'>,
  input: StartCloudImport,
): Promise<{ job_id: string }> {
  const sources = createSourcesRepo(deps.database.db);
  const source = await sources.getInProject(input.projectId, input.sourceId);
  if (!source) throw notFound('Source not found');
  if (source.importType === 'local' || source.importType === 's3_uri') {
    throw new HttpError(400, 'not_a_cloud_source', 'This file is not imported from a cloud service.');
  }
  if (source.state === 'ingesting' || source.state === 'completed') {
    throw new HttpError(409, 'already_imported', 'This file has already been imported.');
  }
  const sealedToken = input.token ? (await loadJobSecretSeal(deps.config)).seal(input.token) : null;
  const jobId = await deps.queue.send(
    cloudImportJob,
    {
      projectId: input.projectId,
      sourceId: input.sourceId,
      provider: input.provider,
      fileUrl: input.fileUrl,
      sealedToken,
      headers: input.headers,
    },
    { singletonKey: input.sourceId },
  );
  await sources.update(source.id, {
    state: 'importing',
    uploadJobId: jobId,
    errorCode: null,
    errorType: null,
    uploadProgress: { sent: 0, total: source.filesize ?? 0, percentage: 0 },
  });
  await publishSource(deps.events, input.projectId, source.id, 'importing', { jobId, progress: 0 });
  return { job_id: jobId };
}

import { and, eq, isNull } from 'drizzle-orm';
import { sources } from '../db/schema';
import type { AppDeps } from '../infrastructure/deps';
import type { JobRecord } from '../jobs/queue';
import { createSourcesRepo } from '../sources/sources.repo';
import { sourceOriginalKey } from '../storage/storage.keys';
import { abortUnfinishedUploads } from '../storage/unfinished-uploads';
import { createImportStateRepo } from './import-state.repo';
import { ingestServiceFromDeps } from './ingest.service-deps';

/** Queued, waiting for a retry, or running: the job will still move the source on. */
const jobStillRuns = (job: JobRecord | null) =>
  job !== null && (job.state === 'created' || job.state === 'retry' || job.state === 'active');

/**
 * Fails the cloud, video-link and S3 sources left 'importing' for `staleAfterMs` with no job that
 * will move them on: Import put them there, but the browser that was to start their download
 * (create-cloud-upload, the video-link or S3 copy start) closed first, or their job ended without
 * touching the row. They end as a failed upload (spec import §8: 'Upload failed', and the chat's
 * 'One of your files failed to upload…'), so the user can import them again or remove them; an upload
 * their copy left unfinished is aborted.
 * Resolves to the sources failed.
 */
export async function failStaleImports(deps: AppDeps, staleAfterMs: number): Promise<string[]> {
  const db = deps.database.db;
  const rows = await createSourcesRepo(db).listByState('importing');
  const projects = createImportStateRepo(db);
  const ingest = ingestServiceFromDeps(deps);
  const now = deps.clock.now().getTime();
  const failed: string[] = [];
  for (const row of rows) {
    if (row.importType === 'local' || now - row.updatedAt.getTime() < staleAfterMs) continue;
    const job = row.uploadJobId ? await deps.queue.getById(row.uploadJobId) : null;
    if (jobStillRuns(job)) continue;
    // Only while nothing started it in the meantime: a job queued since then wins.
    const [claimed] = await db
      .update(sources)
      .set({ state: 'error', errorType: 'upload', errorCode: 'upload_failed', updatedAt: new Date() })
      .where(
        and(
          eq(sources.id, row.id),
          eq(sources.state, 'importing'),
          row.uploadJobId === null ? isNull(sources.uploadJobId) : eq(sources.uploadJobId, row.uploadJobId),
        ),
      )
      .returning({ id: sources.id });
    if (!claimed) continue;
    // A copy killed mid-way leaves its multipart upload behind; nothing will finish it now.
    await abortUnfinishedUploads(deps.storage, sourceOriginalKey(row.projectId, row.id, row.filename)).catch(
      (err: unknown) => deps.logger.warn({ err, sourceId: row.id }, 'leftover upload of a stale import not aborted'),
    );
    const project = await projects.get(row.projectId);
    if (!project) continue;
    await ingest.markFileFailed(project, { project_id: project.id, file_id: row.id, error_code: 'upload_failed' });
    failed.push(row.id);
  }
  if (failed.length > 0) deps.logger.warn({ sources: failed }, 'imports left waiting without a job marked failed');
  return failed;
}

/** Runs the sweep every `intervalMs` from the worker process (several may: each change is conditional). Unref'd. */
export function startStaleImportsSweep(deps: AppDeps, staleAfterMs: number, intervalMs: number): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void failStaleImports(deps, staleAfterMs)
      .catch((err: unknown) => deps.logger.warn({ err }, 'stale import sweep failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

import type { AppDeps } from '../infrastructure/deps';
import type { JobRecord } from '../jobs/queue';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo, type SourceRow } from '../sources/sources.repo';
import { createImportStateRepo } from './import-state.repo';
import { finishImportIfDone } from './import-completion';
import { publishSource } from './ingest.events';
import { ingestSourceJob } from './ingest.jobs';

export interface IngestRecoveryOptions {
  /**
   * True when no other process can be running an ingest: the embedded setup (PGlite belongs to
   * one process). Its 'active' jobs were then held by a process that is gone, and pg-boss would
   * only notice once their lease expires.
   */
  activeJobsAreOrphaned: boolean;
}

/** Whether a job still stands to finish the source it was queued for. */
function jobWillFinish(job: JobRecord | null, opts: IngestRecoveryOptions): boolean {
  if (!job) return false;
  if (job.state === 'created' || job.state === 'retry') return true;
  return job.state === 'active' && !opts.activeJobsAreOrphaned;
}

/**
 * Runs when workers start, before they take jobs: a source left 'ingesting' whose job can no
 * longer finish it (the job ended without updating the row, or the process running it died, e.g.
 * killed mid-ingest) ends in 'processing_error', which the row shows with Retry. It is not queued
 * again by itself: the file may be the very thing that ended the last process, and would end the
 * next one the same way. Returns the ids of the sources failed.
 */
export async function recoverStaleIngests(deps: AppDeps, opts: IngestRecoveryOptions): Promise<string[]> {
  const db = deps.database.db;
  const sources = createSourcesRepo(db);
  const failed: SourceRow[] = [];
  for (const source of await sources.listByState('ingesting')) {
    const job = source.ingestJobId ? await deps.queue.getById(source.ingestJobId) : null;
    if (jobWillFinish(job, opts)) continue;
    // An orphaned job is cancelled: pg-boss would otherwise run it again once it expires.
    if (job?.state === 'active') await deps.queue.cancel(ingestSourceJob, job.id);
    const errorCode = 'processing_error';
    const row = await sources.updateIfUnchanged(source, { state: 'error', errorType: 'ingest', errorCode });
    if (!row) continue;
    failed.push(row);
    deps.logger.warn(
      { sourceId: source.id, projectId: source.projectId, jobId: source.ingestJobId, jobState: job?.state ?? 'gone' },
      'ingest left unfinished (its worker stopped mid-job): source marked failed, Retry available',
    );
    await publishSource(deps.events, source.projectId, source.id, 'error', {
      jobId: source.ingestJobId ?? undefined,
      errorCode,
      errorType: 'ingest',
    });
  }

  const projects = createImportStateRepo(db);
  const messages = createMessagesRepo(db);
  for (const projectId of new Set(failed.map((s) => s.projectId))) {
    await finishImportIfDone({ ...deps, sources, projects, messages }, projectId);
  }
  return failed.map((s) => s.id);
}

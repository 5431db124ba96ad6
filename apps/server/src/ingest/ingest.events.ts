import type { EventBus } from '../events/events';

/** Tells the project's browsers that a source changed state. */
export function publishSource(
  events: Pick<EventBus, 'publish'>,
  projectId: string,
  sourceId: string,
  state: string,
  extra: { jobId?: string; errorCode?: string; errorType?: string; progress?: number; etaSeconds?: number } = {},
): Promise<void> {
  const failed = state === 'error';
  return events.publish({
    projectId,
    jobId: extra.jobId,
    kind: 'source',
    status: failed ? 'failed' : state === 'completed' ? 'completed' : extra.progress !== undefined ? 'progress' : 'active',
    progress: extra.progress,
    etaSeconds: extra.etaSeconds,
    results: { sourceId, state, ...(extra.errorCode ? { errorCode: extra.errorCode, errorType: extra.errorType ?? 'ingest' } : {}) },
    at: Date.now(),
  });
}

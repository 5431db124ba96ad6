import type { MulticamImportStage } from '@otto/shared/project';
import type { EventBus } from '../events/events';

/** Tells the project's browsers that a source changed state. */
export function publishSource(
  events: Pick<EventBus, 'publish'>,
  projectId: string,
  sourceId: string,
  state: string,
  extra: {
    jobId?: string;
    errorCode?: string;
    errorType?: string;
    progress?: number;
    etaSeconds?: number;
    /** The probed length, sent once: the browser's countdown needs it when it could not read the file. */
    durationMs?: number;
    /** This server's measured ingest time for a file of this length with this engine. */
    expectedSeconds?: number;
    /** An upload no part reached for a while (or, false, one that came back to life). */
    stale?: boolean;
    /** A step before the ingest proper, whose share done `progress` then is: whisper's model downloading. */
    stage?: 'preparing_model';
  } = {},
): Promise<void> {
  const failed = state === 'error';
  return events.publish({
    projectId,
    jobId: extra.jobId,
    kind: 'source',
    status: failed
      ? 'failed'
      : state === 'completed'
        ? 'completed'
        : extra.progress !== undefined
          ? 'progress'
          : 'active',
    progress: extra.progress,
    etaSeconds: extra.etaSeconds,
    results: {
      sourceId,
      state,
      ...(extra.errorCode ? { errorCode: extra.errorCode, errorType: extra.errorType ?? 'ingest' } : {}),
      ...(extra.durationMs !== undefined ? { durationMs: extra.durationMs } : {}),
      ...(extra.expectedSeconds !== undefined ? { expectedSeconds: extra.expectedSeconds } : {}),
      ...(extra.stale !== undefined ? { stale: extra.stale } : {}),
      ...(extra.stage ? { stage: extra.stage } : {}),
    },
    at: Date.now(),
  });
}

/** Tells the project's browsers the import moved on to `stage`: the header's stage label follows at once. */
export function publishImportStage(
  events: Pick<EventBus, 'publish'>,
  projectId: string,
  stage: MulticamImportStage,
): Promise<void> {
  return events.publish({
    projectId,
    kind: 'project',
    status: 'active',
    results: { multicamImportStage: stage },
    at: Date.now(),
  });
}

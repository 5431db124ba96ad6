import { canRetrySourceError, labelForSourceError, tooltipForSourceError } from '@otto/shared/errors';
import {
  countdownLabelSeconds,
  formatTimeLeft,
  singlecamProcessingEstimateSeconds,
  uploadEstimateSeconds,
} from '@otto/shared/estimates';
import type { JobEvent } from '@otto/shared/jobs';
import type { ProjectMode } from '@otto/shared/modes';
import { sourceStateLabel, sourceStateSchema, type Source } from '@otto/shared/source';
import { importText } from '@otto/shared/ui-text';
import { formatBytes } from '@otto/shared/upload-limits';

const MIN_SHOWN_SECONDS = 1;

/** 1536 → '1.5 KB' (shared with the server's storage-quota message). */
export { formatBytes };

/** The latest ingest progress the job stream reported for a source. */
export interface IngestProgress {
  progress?: number;
  etaSeconds?: number;
  /** This server's measured time for the whole ingest (per engine); the spec's estimate stands in before any. */
  expectedSeconds?: number;
  /** When it arrived (ms), so the countdown keeps running between events. */
  receivedAtMs: number;
  /** A step before processing proper: whisper's model downloading on the server's first import. */
  stage?: 'preparing_model';
}

export type StatusSource = Pick<
  Source,
  | 'state'
  | 'filename'
  | 'importType'
  | 'durationMs'
  | 'filesize'
  | 'type'
  | 'errorCode'
  | 'errorType'
  | 'startIngestTime'
  | 'originalFileUri'
  | 'uploadProgress'
> &
  Partial<Pick<Source, 'stale'>>;

export interface SourceStatusInput {
  source: StatusSource;
  /** This page's transfer of the file, when it is the one uploading it. */
  upload?: { sent: number; total: number };
  ingest?: IngestProgress;
  nowMs: number;
  /** When this page first saw the source in its current state: the countdown's start when the server gave none. */
  stateSinceMs?: number;
  language?: string | null;
  mode?: ProjectMode;
  /** A multicam import counts down from its own estimate (spec §9: 0.4 × the longest source). */
  processingEstimateSeconds?: number;
  /** In the desktop app processing runs locally at about twice the speed (spec §9: halved). */
  desktopApp?: boolean;
}

export type SourceStatusView =
  | { kind: 'idle' }
  | { kind: 'uploading'; label: string; percent: number; bytes: string }
  | { kind: 'working'; label: string; timeLeft: string; percent: number | null }
  | { kind: 'done'; label: string }
  /** No part reached storage for a while and this page is not the one sending it: the user decides. */
  | { kind: 'stale'; label: string; detail: string }
  | { kind: 'error'; label: string; tooltip: string | undefined; canRetry: boolean };

export const staleUploadText = {
  label: 'Upload stopped',
  detail:
    'No data has arrived for a while: the page sending this file was probably closed. Re-pick the file to resume where it stopped, or cancel or remove it.',
};

/** What a source status row says (spec import §2 "Source status row", §4, §8, §9). */
export function sourceStatusView(input: SourceStatusInput): SourceStatusView {
  const { source } = input;
  switch (source.state) {
    case 'none':
      return { kind: 'idle' };
    case 'completed':
      return { kind: 'done', label: sourceStateLabel('completed')! };
    case 'error': {
      const ctx = { language: input.language, errorType: source.errorType, mode: input.mode };
      // Only a file that reached storage can be processed again (a failed upload has to be added
      // again), and only where processing it again can end differently: a damaged file stays damaged.
      return {
        kind: 'error',
        label: labelForSourceError(source.errorCode, ctx),
        tooltip: tooltipForSourceError(source.errorCode, ctx),
        canRetry: Boolean(source.originalFileUri) && canRetrySourceError(source.errorCode),
      };
    }
    case 'uploading': {
      if (source.stale && !input.upload)
        return { kind: 'stale', label: staleUploadText.label, detail: staleUploadText.detail };
      const sent = input.upload?.sent ?? source.uploadProgress?.sent ?? 0;
      const total = input.upload?.total ?? source.uploadProgress?.total ?? source.filesize ?? 0;
      const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
      return {
        kind: 'uploading',
        label: sourceStateLabel('uploading')!,
        percent,
        bytes: `${formatBytes(sent)} / ${formatBytes(total)}`,
      };
    }
    case 'importing':
    case 'ingesting': {
      if (source.state === 'ingesting' && input.ingest?.stage === 'preparing_model') {
        // The download's share done, not the file's: no countdown, the percentage is the news.
        const percent = Math.min(100, Math.floor((input.ingest.progress ?? 0) * 100));
        return { kind: 'working', label: importText.preparingModel(percent), timeLeft: '', percent };
      }
      const seconds = remainingSeconds(input);
      const progress = input.ingest?.progress;
      return {
        kind: 'working',
        label: sourceStateLabel(source.state)!,
        // A task still running never reads 0:00, even with no estimate at all.
        timeLeft: formatTimeLeft(Math.max(MIN_SHOWN_SECONDS, seconds)),
        percent: progress === undefined ? null : Math.min(100, Math.floor(progress * 100)),
      };
    }
  }
}

/**
 * The countdown follows the spec's estimate (size for a copy, duration for processing) counted from
 * when the work started; the server's per-step estimate jumps between steps, so it only drives the
 * progress bar. The last 30 s slow down so the label never sits at 0:00 before 'Imported'.
 */
function remainingSeconds(input: SourceStatusInput): number {
  const { source, nowMs } = input;
  const measured = source.state === 'ingesting' ? input.ingest?.expectedSeconds : undefined;
  const estimate =
    source.state === 'importing'
      ? uploadEstimateSeconds(source)
      : (input.processingEstimateSeconds ?? measured ?? singlecamProcessingEstimateSeconds([source], { desktop: input.desktopApp }));
  const startedMs =
    (source.state === 'ingesting' && source.startIngestTime ? Date.parse(source.startIngestTime) : NaN) ||
    input.stateSinceMs ||
    nowMs;
  const elapsed = Math.max(0, nowMs - startedMs) / 1000;
  const countdown = countdownLabelSeconds(estimate, elapsed);
  // Running past the estimate, the work done so far says what is left: the label follows it
  // instead of sitting at 0:01 for as long as the overrun lasts.
  const progress = source.state === 'ingesting' ? input.ingest?.progress : undefined;
  if (progress !== undefined && progress >= MIN_PROGRESS_TO_EXTRAPOLATE && progress < 1) {
    return Math.max(countdown, (elapsed * (1 - progress)) / progress);
  }
  return countdown;
}

/** Below this share done, the rate of progress says little about the rest (start-up, model load). */
const MIN_PROGRESS_TO_EXTRAPOLATE = 0.2;

/** What a 'source' event on the job stream changes in the stored source; null when it is about another one. */
export function applySourceEvent<
  S extends Pick<Source, 'id' | 'state' | 'errorCode' | 'errorType'> & Partial<Pick<Source, 'durationMs' | 'stale'>>,
>(source: S, event: JobEvent): S | null {
  if (event.kind !== 'source' || event.results?.sourceId !== source.id) return null;
  const state = sourceStateSchema.safeParse(event.results.state);
  if (!state.success) return null;
  const errorCode = typeof event.results.errorCode === 'string' ? event.results.errorCode : null;
  const errorType = event.results.errorType;
  const durationMs = event.results.durationMs;
  const stale = event.results.stale;
  return {
    ...source,
    ...(typeof stale === 'boolean' ? { stale } : {}),
    // The server's probe outranks the browser's guess (or its absence).
    ...(typeof durationMs === 'number' && durationMs > 0 ? { durationMs } : {}),
    state: state.data,
    errorCode: state.data === 'error' ? errorCode : null,
    errorType:
      state.data === 'error' && (errorType === 'upload' || errorType === 'ingest' || errorType === 'transcription')
        ? errorType
        : null,
  };
}

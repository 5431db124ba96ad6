import type { ProjectMode } from '@otto/shared/modes';
import { canChooseAsMainAudioOrRemove, type Source } from '@otto/shared/source';
import { CloseIcon, FilmIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip';
import { useUpload } from '../uploads/uploads.store';
import { sourceStatusView, type SourceStatusView } from './source-status.fns';
import { useIngestProgress, useStateSince } from './sources.queries';
import { useNow } from './use-now';

export interface SourceRowProps {
  source: Source;
  language?: string | null;
  mode?: ProjectMode;
  onRetry?: (source: Source) => void;
  onRemove?: (source: Source) => void;
  /** A retry or removal is on its way: its buttons wait. */
  busy?: boolean;
}

/** One imported file: name, then Uploading (bytes, percent), Importing/Processing (time left), Imported, or the error. */
export function SourceRow({ source, language, mode, onRetry, onRemove, busy }: SourceRowProps) {
  const upload = useUpload(source.id);
  const ingest = useIngestProgress(source.id);
  const stateSince = useStateSince(source.id);
  const counting = source.state === 'ingesting' || source.state === 'importing';
  const nowMs = useNow(counting);
  const view = sourceStatusView({ source, upload, ingest, nowMs, stateSinceMs: stateSince, language, mode });
  const removable = onRemove && canChooseAsMainAudioOrRemove(source.state);

  return (
    <li
      data-testid={`source-row-${source.id}`}
      data-state={source.state}
      className="flex flex-col gap-1.5 px-3 py-2.5 text-sm"
    >
      <div className="flex items-center gap-3">
        <FilmIcon className="shrink-0 text-faint" />
        <span className="min-w-0 flex-1 truncate text-ink" title={source.filename}>
          {source.filename}
        </span>
        <Status view={view} />
        {view.kind === 'error' && view.canRetry && onRetry && (
          <button
            type="button"
            data-testid="source-retry"
            className="btn-secondary px-2 py-0.5 text-xs"
            disabled={busy}
            onClick={() => onRetry(source)}
          >
            Retry
          </button>
        )}
        {removable && (
          <button
            type="button"
            data-testid="source-remove"
            aria-label={`Remove ${source.filename}`}
            className="rounded p-1 text-faint hover:bg-hover hover:text-ink"
            disabled={busy}
            onClick={() => onRemove(source)}
          >
            <CloseIcon width={14} height={14} />
          </button>
        )}
      </div>
      {/* A file Retry cannot mend says why at once, not only on hover: the fix is another file. */}
      {view.kind === 'error' && !view.canRetry && view.tooltip && (
        <p data-testid="source-error-detail" className="pl-7 text-xs text-muted">
          {view.tooltip}
        </p>
      )}
      {(view.kind === 'uploading' || (view.kind === 'working' && view.percent !== null)) && (
        <ProgressBar percent={view.percent ?? 0} label={view.label} />
      )}
    </li>
  );
}

function Status({ view }: { view: SourceStatusView }) {
  switch (view.kind) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <span data-testid="source-status" className="shrink-0 text-xs text-muted">
          {view.label} <span className="font-mono text-faint">{view.bytes}</span>{' '}
          <span className="font-mono">{view.percent}%</span>
        </span>
      );
    case 'working':
      return (
        <span data-testid="source-status" className="shrink-0 text-xs text-muted">
          {view.label} {view.timeLeft && <span className="font-mono text-faint">{view.timeLeft}</span>}
        </span>
      );
    case 'done':
      return (
        <span data-testid="source-status" className="shrink-0 text-xs text-success">
          {view.label}
        </span>
      );
    case 'error': {
      const label = (
        <span
          data-testid="source-status"
          tabIndex={view.tooltip ? 0 : undefined}
          className="shrink-0 cursor-default text-xs text-danger"
        >
          {view.label}
        </span>
      );
      return view.tooltip ? <Tooltip content={view.tooltip}>{label}</Tooltip> : label;
    }
  }
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      data-testid="source-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1 w-full overflow-hidden rounded-full bg-line"
    >
      <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}

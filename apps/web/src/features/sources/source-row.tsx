import type { ProjectMode } from '@otto/shared/modes';
import { canChooseAsMainAudioOrRemove, fileExtension, type Source } from '@otto/shared/source';
import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, FilmIcon, SpeakerIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip';
import { useDesktopApp } from '../auth/auth.queries';
import { InfoPopover, sourceInfo } from '../dev-tools/info-popover';
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
  /** A stale upload's Re-pick file: resolves to why the picked file was refused, or null once it resumes. */
  onRepick?: (source: Source, file: File) => Promise<string | null>;
  /** A stale upload's Cancel. */
  onCancel?: (source: Source) => void;
  /** A retry or removal is on its way: its buttons wait. */
  busy?: boolean;
  /** Seconds a multicam import is expected to take, for its 'Time left'. */
  processingEstimateSeconds?: number;
  /** Shown before the file name (the multicam view's main-audio radio). */
  leading?: ReactNode;
}

/** One imported file: name, then Uploading (bytes, percent), Importing/Processing (time left), Imported, or the error. */
export function SourceRow(props: SourceRowProps) {
  const { source, language, mode, onRetry, onRemove, onRepick, onCancel, busy, processingEstimateSeconds } = props;
  const desktopApp = useDesktopApp();
  const upload = useUpload(source.id);
  const ingest = useIngestProgress(source.id);
  const stateSince = useStateSince(source.id);
  const counting = source.state === 'ingesting' || source.state === 'importing';
  const nowMs = useNow(counting);
  const view = sourceStatusView({
    source,
    upload,
    ingest,
    nowMs,
    stateSinceMs: stateSince,
    language,
    mode,
    processingEstimateSeconds,
    desktopApp,
  });
  const removable = onRemove && canChooseAsMainAudioOrRemove(source.state);

  return (
    <li
      data-testid={`source-row-${source.id}`}
      data-state={source.state}
      className="flex flex-col gap-1.5 px-3 py-2.5 text-sm"
    >
      <div className="flex items-center gap-3">
        {props.leading}
        {source.type === 'audio' ? (
          <SpeakerIcon className="shrink-0 text-faint" />
        ) : (
          <FilmIcon className="shrink-0 text-faint" />
        )}
        <span className="min-w-0 flex-1 truncate text-ink" title={source.filename}>
          {source.filename}
        </span>
        <Status view={view} />
        <InfoPopover label={`Developer info for ${source.filename}`} entries={sourceInfo(source)} />
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
      {view.kind === 'stale' && (
        <StaleUploadActions
          source={source}
          detail={view.detail}
          busy={busy}
          onRepick={onRepick}
          onCancel={onCancel}
          onRemove={onRemove}
        />
      )}
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
    case 'stale':
      return (
        <span data-testid="source-status" className="shrink-0 text-xs text-danger">
          {view.label}
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

/**
 * A stale upload waits for the user: Re-pick file (the same file resumes the same upload), Cancel
 * (the upload stops for good, the row stays) or Remove (the file leaves the project).
 */
function StaleUploadActions({
  source,
  detail,
  busy,
  onRepick,
  onCancel,
  onRemove,
}: Pick<SourceRowProps, 'source' | 'busy' | 'onRepick' | 'onCancel' | 'onRemove'> & { detail: string }) {
  const picker = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const waiting = busy || checking;
  const picked = async (file: File | undefined) => {
    if (!file || !onRepick) return;
    setChecking(true);
    setRefusal(null);
    try {
      setRefusal(await onRepick(source, file));
    } catch (error) {
      console.error('Re-pick failed', error);
      setRefusal(`Could not resume the upload of ${source.filename}. Please try again.`);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div data-testid="stale-upload" className="flex flex-col gap-2 pl-7">
      <p className="text-xs text-muted">{detail}</p>
      {refusal && (
        <p data-testid="repick-refusal" role="alert" className="text-xs text-danger">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {onRepick && (
          <>
            <input
              ref={picker}
              type="file"
              hidden
              data-testid="repick-input"
              accept={fileExtension(source.filename) || undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // The same file may be picked again after a refusal.
                e.target.value = '';
                void picked(file);
              }}
            />
            <button
              type="button"
              data-testid="source-repick"
              aria-label={`Re-pick file for ${source.filename}`}
              className="btn-secondary px-2 py-0.5 text-xs"
              disabled={waiting}
              onClick={() => picker.current?.click()}
            >
              {checking ? 'Checking file…' : 'Re-pick file'}
            </button>
          </>
        )}
        {onCancel && (
          <button
            type="button"
            data-testid="source-cancel-upload"
            aria-label={`Cancel the upload of ${source.filename}`}
            className="btn-secondary px-2 py-0.5 text-xs"
            disabled={waiting}
            onClick={() => onCancel(source)}
          >
            Cancel
          </button>
        )}
        {onRemove && (
          <button
            type="button"
            data-testid="source-remove-stale"
            aria-label={`Remove ${source.filename}`}
            className="btn-secondary px-2 py-0.5 text-xs"
            disabled={waiting}
            onClick={() => onRemove(source)}
          >
            Remove
          </button>
        )}
      </div>
    </div>
  );
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

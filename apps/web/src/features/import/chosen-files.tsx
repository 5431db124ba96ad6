import { standardImportCounter } from '@otto/shared/import-rules';
import type { Source } from '@otto/shared/source';
import type { ReactNode } from 'react';
import { CloseIcon, FilmIcon } from '../../ui/icons';
import { formatBytes } from '../sources/source-status.fns';
import { useStore } from 'zustand';
import { cloudFilesStore } from './cloud/cloud-files.store';
import { pendingCloudFile } from './cloud/pending-cloud-file.fns';
import { useHasLocalFile } from './local-files.store';
import { isRemoteSource } from './start-import.fns';

export interface ChosenFilesProps {
  /** Sources added but not imported yet (state none). */
  sources: readonly Source[];
  maxClips: number;
  onRemove(source: Source): void;
  /** Starts the import; absent while it cannot start, which keeps the button disabled. */
  onImport?: () => void;
  busy?: boolean;
  /** Options shown beside the Import button (the transcription language). */
  options?: ReactNode;
}

export function ChosenFiles({ sources, maxClips, onRemove, onImport, busy, options }: ChosenFilesProps) {
  if (sources.length === 0) return null;
  return (
    <div data-testid="chosen-files" className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-xs text-muted">
        <span>Selected files</span>
        <span data-testid="clips-counter">{standardImportCounter(sources.length, maxClips)}</span>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas">
        {sources.map((source) => (
          <ChosenFile key={source.id} source={source} onRemove={onRemove} disabled={busy} />
        ))}
      </ul>
      <div className="flex items-center justify-end gap-3">
        {options}
        <button
          type="button"
          data-testid="import-start"
          className="btn-primary px-5"
          disabled={!onImport || busy}
          onClick={onImport}
        >
          Import
        </button>
      </div>
    </div>
  );
}

function ChosenFile({
  source,
  onRemove,
  disabled,
}: {
  source: Source;
  onRemove(source: Source): void;
  disabled?: boolean;
}) {
  const hasLocalFile = useHasLocalFile(source.id);
  const hasCloudFile = useStore(cloudFilesStore, (s) => Boolean(pendingCloudFile(source, s.bySource)));
  // A link is fetched by the server: there is no file in the page to lose.
  const hasFile = hasLocalFile || hasCloudFile || isRemoteSource(source);
  return (
    <li data-testid={`chosen-file-${source.id}`} className="flex items-center gap-3 px-3 py-2 text-sm">
      <FilmIcon className="shrink-0 text-faint" />
      <span className="min-w-0 flex-1 truncate text-ink">{source.filename}</span>
      {hasFile ? (
        source.filesize !== null &&
        source.filesize > 0 && (
          <span className="shrink-0 font-mono text-xs text-faint">{formatBytes(source.filesize)}</span>
        )
      ) : (
        // The page was reloaded before Import: the browser no longer holds the file.
        <span className="shrink-0 text-xs text-warning">Please re-add this file</span>
      )}
      <button
        type="button"
        aria-label={`Remove ${source.filename}`}
        className="rounded p-1 text-faint hover:bg-hover hover:text-ink"
        disabled={disabled}
        onClick={() => onRemove(source)}
      >
        <CloseIcon width={14} height={14} />
      </button>
    </li>
  );
}

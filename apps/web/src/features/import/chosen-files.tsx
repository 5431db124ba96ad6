import { standardImportCounter } from '@otto/shared/import-rules';
import { CloseIcon, FilmIcon } from '../../ui/icons';

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export interface ChosenFilesProps {
  files: readonly File[];
  maxClips: number;
  onRemove(index: number): void;
  /** Starts the import; absent until this project can upload, which keeps the button disabled. */
  onImport?: () => void;
}

export function ChosenFiles({ files, maxClips, onRemove, onImport }: ChosenFilesProps) {
  if (files.length === 0) return null;
  return (
    <div data-testid="chosen-files" className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-xs text-muted">
        <span>Selected files</span>
        <span data-testid="clips-counter">{standardImportCounter(files.length, maxClips)}</span>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas">
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`} className="flex items-center gap-3 px-3 py-2 text-sm">
            <FilmIcon className="shrink-0 text-faint" />
            <span className="min-w-0 flex-1 truncate text-ink">{file.name}</span>
            <span className="shrink-0 font-mono text-xs text-faint">{formatBytes(file.size)}</span>
            <button type="button" aria-label={`Remove ${file.name}`} className="rounded p-1 text-faint hover:bg-hover hover:text-ink" onClick={() => onRemove(i)}>
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" data-testid="import-start" className="btn-primary self-end px-5" disabled={!onImport} onClick={onImport}>
        Import
      </button>
    </div>
  );
}

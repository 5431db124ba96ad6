import { formatClock } from '../player/player.fns';
import type { ChapterRow } from './rough-cut.fns';

/** The cut's outline: a row per chapter with where it starts in the edit; clicking one plays it from its start. */
export function ChapterOutline({
  rows,
  active,
  onSeek,
}: {
  rows: readonly ChapterRow[];
  active: number;
  onSeek(segmentIndex: number): void;
}) {
  return (
    <ol aria-label="Chapters" className="flex flex-col overflow-hidden rounded-lg border border-line bg-panel">
      {rows.map((row, i) => (
        <li key={i}>
          <button
            type="button"
            data-testid={`rough-cut-chapter-${i}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => onSeek(row.firstSegment)}
            className={`flex w-full items-baseline gap-3 px-3 py-2 text-left text-sm transition-colors hover:bg-hover ${i === active ? 'bg-accent/15' : ''}`}
          >
            <span className="w-5 shrink-0 font-mono text-xs text-faint">{i + 1}</span>
            <span className={`min-w-0 flex-1 truncate ${i === active ? 'text-ink' : 'text-muted'}`}>{row.title}</span>
            <span className="shrink-0 font-mono text-xs text-faint" title="Starts at">
              {formatClock(row.start)}
            </span>
            <span className="w-12 shrink-0 text-right font-mono text-xs text-muted" title="Duration">
              {formatClock(row.duration)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

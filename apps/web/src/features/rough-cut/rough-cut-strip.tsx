import type { Segment } from '@otto/shared/message';
import { formatClock } from '../player/player.fns';
import type { StripBlock } from './rough-cut.fns';

/** One colour per source file, in the order the cut first uses them; more files than colours repeat them. */
export const sourceTones = ['bg-accent/60', 'bg-success/60', 'bg-warning/60', 'bg-sky-400/60', 'bg-pink-400/60'];
export const toneOf = (tone: number) => sourceTones[tone % sourceTones.length]!;

/**
 * The whole cut as one bar: a block per segment, as wide as its share of the edit, with the
 * playhead over it. A block is a button: clicking it (or Enter) plays that segment.
 */
export function RoughCutStrip({
  blocks,
  segments,
  index,
  playhead,
  chapterStarts = [],
  onSeek,
}: {
  blocks: readonly StripBlock[];
  /** Percentages of the edit where a chapter after the first begins: drawn as ticks over the blocks. */
  chapterStarts?: readonly number[];
  segments: readonly Segment[];
  index: number;
  /** Percentage of the edit played. */
  playhead: number;
  onSeek(index: number): void;
}) {
  return (
    <div
      data-testid="rough-cut-strip"
      role="group"
      aria-label="Timeline"
      className="relative h-9 w-full overflow-hidden rounded-md border border-line bg-panel"
    >
      {blocks.map((block, i) => {
        const segment = segments[i]!;
        return (
          <button
            key={i}
            type="button"
            data-testid={`rough-cut-block-${i}`}
            aria-current={i === index ? 'true' : undefined}
            aria-label={`Segment ${i + 1}: ${formatClock(segment.start)}–${formatClock(segment.end)}`}
            title={segment.text}
            onClick={() => onSeek(i)}
            style={{ left: `${block.left}%`, width: `${block.width}%` }}
            className={`absolute inset-y-0 min-w-[3px] border-r border-panel transition-opacity hover:opacity-100 focus:outline-none focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ink ${toneOf(block.tone)} ${i === index ? 'opacity-100 ring-2 ring-ink ring-inset' : 'opacity-60'}`}
          />
        );
      })}
      {chapterStarts.map((left) => (
        <div
          key={left}
          data-testid="rough-cut-chapter-tick"
          aria-hidden="true"
          className="pointer-events-none absolute -top-px h-3 w-0.5 -translate-x-1/2 rounded-b-sm bg-warning"
          style={{ left: `${left}%` }}
        />
      ))}
      <div
        data-testid="rough-cut-playhead"
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 bg-ink"
        style={{ left: `${Math.min(100, Math.max(0, playhead))}%` }}
      />
    </div>
  );
}

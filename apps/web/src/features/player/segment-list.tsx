import type { Segment } from '@otto/shared/message';
import { useEffect, useRef } from 'react';
import { SpeakerLabel } from '../speakers/speaker-label';
import { useSegmentSpeakers } from '../speakers/speakers.queries';
import { formatClock } from './player.fns';

/**
 * The edit's segments with their source times; the playing one is marked and a click jumps to it.
 * When the edit holds several speakers, each change of speaker is headed by the speaker's name.
 */
export function SegmentList({
  projectId,
  segments,
  index,
  onSeek,
}: {
  projectId?: string;
  segments: readonly Segment[];
  index: number;
  onSeek(index: number): void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const speakers = useSegmentSpeakers(projectId, segments);
  // Keep the playing segment in sight inside the list, without scrolling the chat around it.
  useEffect(() => {
    const el = list.current;
    const item = el?.children[index] as HTMLElement | undefined;
    if (!el || !item) return;
    if (item.offsetTop < el.scrollTop || item.offsetTop + item.offsetHeight > el.scrollTop + el.clientHeight)
      el.scrollTop = item.offsetTop;
  }, [index]);
  return (
    <ol
      ref={list}
      className="relative flex max-h-72 flex-col overflow-y-auto rounded-lg border border-line bg-panel"
      data-testid="segment-list"
    >
      {segments.map((segment, i) => (
        <li key={i}>
          {projectId && speakers[i] !== undefined && speakers[i] !== speakers[i - 1] && (
            <div className="px-3 pt-2">
              <SpeakerLabel projectId={projectId} speaker={speakers[i]} />
            </div>
          )}
          <button
            type="button"
            data-testid={`segment-item-${i}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSeek(i)}
            className={`flex w-full gap-3 px-3 py-2 text-left text-sm transition-colors hover:bg-hover ${i === index ? 'bg-accent/15' : ''}`}
          >
            <span className="shrink-0 font-mono text-xs leading-5 text-faint">
              {formatClock(segment.start)}–{formatClock(segment.end)}
            </span>
            <span className={i === index ? 'text-ink' : 'text-muted'}>{segment.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

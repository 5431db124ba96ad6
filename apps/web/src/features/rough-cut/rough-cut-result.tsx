import type { Story } from '@otto/shared/message';
import { EditPlayerView } from '../player/edit-player.view';
import { SegmentList } from '../player/segment-list';
import { FootageError, useStoryPlayer } from '../player/story-player';
import { useProjectSources } from '../sources/sources.queries';
import { ChapterOutline } from './chapter-outline';
import { RoughCutStrip, toneOf } from './rough-cut-strip';
import {
  chapterAt,
  chapterRows,
  chapterTicks,
  coverageLabel,
  sourceCoverage,
  stripLayout,
  type SourceFacts,
} from './rough-cut.fns';

/**
 * A rough cut as an editor approves it: the player, the whole cut as a timeline strip, its chapter
 * outline, the segments on demand, and how much of each file it keeps.
 */
export function RoughCutResult({ projectId, story }: { projectId: string; story: Story }) {
  const { player, footageFailed } = useStoryPlayer(projectId, story.segments);
  const sources: SourceFacts[] = useProjectSources(projectId).map((s) => ({
    id: s.id,
    filename: s.filename,
    durationSec: s.durationMs === null ? null : s.durationMs / 1000,
  }));
  const chapters = chapterRows(story, sources);
  const coverage = sourceCoverage(story.segments, sources);
  return (
    <div data-testid="rough-cut-result" className="flex flex-col gap-3">
      {/* What plays the rough cut: the guided tour's player step shows the preview with its strip. */}
      <div data-tour="player" className="flex flex-col gap-3">
        <EditPlayerView player={player} tourTarget={false} />
        {footageFailed && <FootageError />}
        <RoughCutStrip
          blocks={stripLayout(story.segments)}
          segments={story.segments}
          index={player.index}
          playhead={player.total > 0 ? (player.position / player.total) * 100 : 0}
          chapterStarts={chapterTicks(chapters)}
          onSeek={player.seek}
        />
      </div>
      <ChapterOutline rows={chapters} active={chapterAt(chapters, player.index)} onSeek={player.seek} />
      <details className="group">
        <summary className="cursor-pointer text-xs text-muted select-none hover:text-ink">
          Segments ({story.segments.length})
        </summary>
        <div className="mt-2">
          <SegmentList projectId={projectId} segments={story.segments} index={player.index} onSeek={player.seek} />
        </div>
      </details>
      <ul data-testid="rough-cut-coverage" aria-label="Footage used" className="flex flex-col gap-1 text-xs text-muted">
        {coverage.map((c, i) => (
          <li key={c.sourceId} className="flex items-center gap-2">
            <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-sm ${toneOf(i)}`} />
            <span className="truncate text-ink">{c.filename ?? 'Loading file…'}</span>
            <span className="shrink-0 font-mono">{coverageLabel(c)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

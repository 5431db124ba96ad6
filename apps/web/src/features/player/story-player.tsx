import type { Segment } from '@otto/shared/message';
import { useEditPlayer } from './edit-player';
import { usePlayableUrls } from './player.queries';

const NO_URLS: Record<string, string> = {};

/** The player for one story of an edit, fed with playable URLs of the sources its segments use. */
export function useStoryPlayer(projectId: string, segments: readonly Segment[]) {
  const urls = usePlayableUrls(
    projectId,
    segments.map((s) => s.sourceId),
  );
  const player = useEditPlayer(segments, urls.data ?? NO_URLS);
  return { player, footageFailed: urls.isError };
}

export function FootageError() {
  return <p className="text-xs text-danger">The footage for this edit could not be loaded.</p>;
}

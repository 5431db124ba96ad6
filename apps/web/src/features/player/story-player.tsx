import type { Segment, TextBlock } from '@otto/shared/message';
import { useMemo } from 'react';
import { useDocument } from '../../store/document.store';
import { useProjectSources } from '../sources/sources.queries';
import { useEditPlayer } from './edit-player';
import { cameraFeeds, multicamPlaylist, type MulticamClip } from './multicam-playlist.fns';
import { usePlayableUrls } from './player.queries';

const NO_URLS: Record<string, string> = {};

/**
 * The player for one story of an edit, fed with playable URLs of the sources its segments use. A
 * multicam story (text blocks with camera blocks) plays its switched cut: the cameras at their synced
 * times, silent, over the main audio.
 */
export function useStoryPlayer(projectId: string, segments: readonly Segment[], textBlocks?: readonly TextBlock[]) {
  const project = useDocument((s) => s.projects[projectId]);
  const sources = useProjectSources(projectId);
  const multicam = project?.category === 'multicam' && Boolean(textBlocks?.some((t) => t.camBlocks.length > 0));
  const feedsKey = JSON.stringify(multicam ? cameraFeeds(sources) : []);
  const clips = useMemo(() => {
    const feeds = JSON.parse(feedsKey) as ReturnType<typeof cameraFeeds>;
    // Until the cameras are known (or in a shared chat without them) the segments play as they are.
    return feeds.length > 0 ? multicamPlaylist(segments, textBlocks ?? [], feeds) : segments;
  }, [feedsKey, segments, textBlocks]);
  const switched = clips !== segments;
  const mainAudioId = switched ? (project?.mainAudioId ?? segments[0]?.sourceId) : undefined;
  const urls = usePlayableUrls(projectId, [...clips.map((s) => s.sourceId), ...(mainAudioId ? [mainAudioId] : [])]);
  const player = useEditPlayer(
    clips,
    urls.data ?? NO_URLS,
    mainAudioId ? (urls.data?.[mainAudioId] ?? null) : undefined,
  );
  return { player, footageFailed: urls.isError, clips: switched ? (clips as MulticamClip[]) : null };
}

export function FootageError() {
  return <p className="text-xs text-danger">The footage for this edit could not be loaded.</p>;
}

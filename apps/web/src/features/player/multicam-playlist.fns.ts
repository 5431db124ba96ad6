/**
 * What the player shows for a multicam edit: the edit's segments are stretches of the main audio,
 * its camera blocks say which camera is on screen when. Each stretch becomes clips of camera video
 * at the synced times, played over the main audio.
 */
import type { TextBlock } from '@otto/shared/container';
import type { TimedSegment } from './player.fns';

export interface CameraFeed {
  /** 1-based, as the import view's slots are labelled. */
  camera: number;
  sourceId: string;
  /** Where the camera starts on the main audio's timeline (the source's syncOffsetSec). */
  offsetSec: number;
}

export interface MulticamClip extends TimedSegment {
  camera: number;
  /** The main-audio time the clip starts at: where the main audio must be when the clip shows. */
  mainStart: number;
}

/**
 * A camera that started recording `offsetSec` into the main audio shows, at main-audio time t, its
 * own time t − offsetSec (offsets.json of the shared multicam set: camA at 1.5 s hears main-audio
 * 1.5 s at its own 0 s).
 */
export const cameraTime = (mainTime: number, offsetSec: number): number => mainTime - offsetSec;

const MIN_CLIP_SECONDS = 0.001;

/** The cameras of a multicam project, numbered as the import view shows them: videos in the order they were added. */
export function cameraFeeds(
  sources: readonly { id: string; type: 'video' | 'audio'; syncOffsetSec?: number | null }[],
): CameraFeed[] {
  return sources
    .filter((s) => s.type === 'video')
    .map((s, i) => ({ camera: i + 1, sourceId: s.id, offsetSec: s.syncOffsetSec ?? 0 }));
}

/**
 * The clips to play for segments on the main-audio timeline. Camera blocks (main-audio times) pick the
 * camera; time no block covers keeps the camera before it (camera 1 at the very start). A camera that
 * was not recording yet at a clip's start gives way to one that was.
 */
export function multicamPlaylist(
  segments: readonly TimedSegment[],
  textBlocks: readonly TextBlock[],
  feeds: readonly CameraFeed[],
): MulticamClip[] {
  if (feeds.length === 0) return [];
  const blocks = textBlocks.flatMap((t) => t.camBlocks).sort((a, b) => a.start - b.start);
  const clips: MulticamClip[] = [];
  let camera = blocks[0]?.camera ?? 1;
  const push = (mainStart: number, mainEnd: number, wanted: number) => {
    if (mainEnd - mainStart < MIN_CLIP_SECONDS) return;
    const feed = feedFor(feeds, wanted, mainStart);
    const last = clips[clips.length - 1];
    // A cut between cameras over continuous sound, or none at all: the same camera just plays on.
    if (
      last &&
      last.sourceId === feed.sourceId &&
      Math.abs(last.end - cameraTime(mainStart, feed.offsetSec)) < MIN_CLIP_SECONDS
    ) {
      last.end = cameraTime(mainEnd, feed.offsetSec);
      return;
    }
    clips.push({
      sourceId: feed.sourceId,
      camera: feed.camera,
      start: cameraTime(mainStart, feed.offsetSec),
      end: cameraTime(mainEnd, feed.offsetSec),
      mainStart,
    });
  };
  for (const segment of segments) {
    let cursor = segment.start;
    for (const block of blocks) {
      if (block.end <= cursor) {
        if (block.start <= cursor) camera = block.camera;
        continue;
      }
      if (block.start >= segment.end) break;
      if (block.start > cursor) push(cursor, block.start, camera);
      camera = block.camera;
      const end = Math.min(block.end, segment.end);
      push(Math.max(cursor, block.start), end, camera);
      cursor = end;
      if (cursor >= segment.end) break;
    }
    if (cursor < segment.end) push(cursor, segment.end, camera);
  }
  return clips;
}

function feedFor(feeds: readonly CameraFeed[], camera: number, mainStart: number): CameraFeed {
  const wanted = feeds.find((f) => f.camera === camera) ?? feeds[0]!;
  if (cameraTime(mainStart, wanted.offsetSec) >= 0) return wanted;
  return feeds.find((f) => cameraTime(mainStart, f.offsetSec) >= 0) ?? wanted;
}

/** The clip that plays main-audio time `mainTime`, or -1 when the edit leaves it out. */
export function clipIndexAt(clips: readonly MulticamClip[], mainTime: number): number {
  return clips.findIndex(
    (c) => mainTime >= c.mainStart - MIN_CLIP_SECONDS && mainTime < c.mainStart + (c.end - c.start),
  );
}

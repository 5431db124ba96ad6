import { isVerticalLayout, type EditStory, type Layout } from './edit';
import { VERTICAL_HEIGHT, VERTICAL_WIDTH } from './from-edit';
import { displaySize } from './picture';
import { rescaleFrames, secondsToFrames, type Rate } from './rational-time';
import { defaultDropFrame, startTimecodeFrames, supportsDropFrame } from './timecode';
import type { Clip, MediaReference, MulticamAngle, Timeline, TrackItem } from './timeline';
import { appendToTrack, pickStories, UnknownSourceError } from './track-assembly';

export interface MulticamCamera {
  /** 1-based, as the slots are labelled (the camBlocks' numbering). */
  readonly camera: number;
  readonly sourceId: string;
  /** Main time = camera time + offsetSec. */
  readonly offsetSec: number;
}

export interface MulticamToTimelineInput {
  readonly stories: readonly EditStory[];
  readonly storyIndexes?: readonly number[];
  readonly media: Readonly<Record<string, MediaReference>>;
  readonly cameras: readonly MulticamCamera[];
  readonly mainAudioId: string;
  readonly name: string;
  readonly layout?: Layout;
  readonly rate?: Rate;
  readonly dropFrame?: boolean;
  readonly startTimecode?: number | string;
}

/**
 * A multicam edit (stories of main-audio segments, each with its camera blocks) as a frame-exact
 * timeline: each segment's main audio on the audio tracks, and over it on V1 the camera each block
 * names, cut from that camera at the synced range (camera time = main time − offset). Where a
 * camera was not rolling, V1 holds a gap rather than a wrong picture.
 */
export function multicamStoriesToTimeline(input: MulticamToTimelineInput): Timeline {
  const layout = input.layout ?? 'original';
  const stories = pickStories(input.stories, input.storyIndexes);
  const main = input.media[input.mainAudioId];
  if (!main) throw new UnknownSourceError(input.mainAudioId);
  // A camera without a media reference (not probed) cannot be cut from: its blocks fall back to the others.
  const angles: MulticamAngle[] = input.cameras
    .flatMap((c) => {
      const media = input.media[c.sourceId];
      return media ? [{ name: `Camera ${c.camera}`, camera: c.camera, media, offsetSec: c.offsetSec }] : [];
    })
    .sort((a, b) => a.camera - b.camera);
  const picture = angles.find((a) => a.media.hasVideo)?.media;
  const rate = input.rate ?? picture?.rate ?? main.rate;
  const dropFrame = supportsDropFrame(rate) && (input.dropFrame ?? defaultDropFrame(rate));
  const size = isVerticalLayout(layout)
    ? { width: VERTICAL_WIDTH, height: VERTICAL_HEIGHT }
    : picture
      ? displaySize(picture)
      : { width: 1920, height: 1080 };
  const fields = isVerticalLayout(layout) ? undefined : picture?.fields;

  const video: TrackItem[] = [];
  const audio: TrackItem[][] = Array.from({ length: main.hasAudio ? main.audioChannels : 0 }, () => []);
  let cursor = 0;
  for (const story of stories) {
    story.segments.forEach((segment, i) => {
      if (segment.sourceId !== input.mainAudioId) throw new UnknownSourceError(segment.sourceId);
      const start = Math.max(0, secondsToFrames(segment.start, main.rate));
      const end = Math.min(main.duration > 0 ? main.duration : Infinity, secondsToFrames(segment.end, main.rate));
      if (end <= start) return;
      const duration = Math.max(1, rescaleFrames(end - start, main.rate, rate));
      const transcript = {
        storyIndex: story.index,
        storyTitle: story.title,
        text: segment.text,
        ...(segment.words ? { words: segment.words } : {}),
        ...(segment.speaker ? { speaker: segment.speaker } : {}),
      };
      const sound: Clip = {
        kind: 'clip',
        name: main.name,
        media: main,
        sourceRange: { start, duration: end - start },
        recordRange: { start: cursor, duration },
        transcript,
      };
      audio.forEach((items, c) => appendToTrack(items, { ...sound, channel: c + 1 }));
      // Block edges in record frames from the segment's start, so the shots tile it exactly.
      const edge = (t: number) =>
        Math.min(duration, Math.max(0, Math.round((t - segment.start) * (rate.num / rate.den))));
      const blocks = story.textBlocks?.[i]?.camBlocks ?? [];
      let at = 0;
      for (const block of blocks) {
        const from = Math.max(at, edge(block.start));
        const to = edge(block.end);
        if (from > at) appendToTrack(video, { kind: 'gap', recordRange: { start: cursor + at, duration: from - at } });
        if (to <= from) continue;
        // Pictures carry no transcript: the words (captions, SRT) are the main audio's, timed by its clips.
        appendToTrack(
          video,
          cameraClip(
            angles,
            block.camera,
            segment.start + from / (rate.num / rate.den),
            to - from,
            cursor + from,
            rate,
          ),
        );
        at = to;
      }
      if (at < duration)
        appendToTrack(video, { kind: 'gap', recordRange: { start: cursor + at, duration: duration - at } });
      cursor += duration;
    });
  }
  while (video.at(-1)?.kind === 'gap') video.pop();

  return {
    name: input.name,
    rate,
    dropFrame,
    ...size,
    ...(fields ? { fields } : {}),
    startTimecode: startTimecodeFrames(input.startTimecode, rate, dropFrame),
    audioRate: main.hasAudio ? main.audioRate : 48000,
    layout,
    videoTracks: picture ? [{ kind: 'video', name: 'V1', items: video }] : [],
    audioTracks: audio.map((items, i) => ({ kind: 'audio', name: `A${i + 1}`, items })),
    markers: [],
    multicam: { angles, mainAudio: main },
  };
}

/** A camera's picture for `duration` record frames from main time `mainStart`, or a gap where it was not rolling. */
function cameraClip(
  angles: readonly MulticamAngle[],
  camera: number,
  mainStart: number,
  duration: number,
  recordStart: number,
  rate: Rate,
): TrackItem {
  const recordRange = { start: recordStart, duration };
  // The chosen camera first; where it was not rolling, any other camera that was (the wide shot, say).
  const order = [...angles].sort((a, b) => Number(b.camera === camera) - Number(a.camera === camera));
  const covering = order.flatMap((angle) => {
    const { media } = angle;
    if (!media.hasVideo) return [];
    const start = secondsToFrames(mainStart - angle.offsetSec, media.rate);
    const length = Math.max(1, rescaleFrames(duration, rate, media.rate));
    return start >= 0 && (media.duration <= 0 || start + length <= media.duration) ? [{ media, start, length }] : [];
  })[0];
  if (!covering) return { kind: 'gap', recordRange };
  const { media, start, length } = covering;
  return {
    kind: 'clip',
    name: media.name,
    media,
    sourceRange: { start, duration: length },
    recordRange,
  };
}

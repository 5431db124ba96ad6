import { isVerticalLayout, type EditStory, type Layout } from './edit';
import { displaySize } from './picture';
import { rescaleFrames, secondsToFrames, type Rate, type TimeRange } from './rational-time';
import { defaultDropFrame, startTimecodeFrames, supportsDropFrame } from './timecode';
import { appendToTrack, pickStories, UnknownSourceError } from './track-assembly';
import type { Clip, ClipTranscript, Marker, MediaReference, Timeline, Track, TrackItem } from './timeline';

export const VERTICAL_WIDTH = 1080;
export const VERTICAL_HEIGHT = 1920;
const FALLBACK_SIZE = { width: 1920, height: 1080 };
const FALLBACK_RATE: Rate = { num: 30, den: 1 };
const FALLBACK_AUDIO_RATE = 48000;

export { UnknownSourceError, UnknownStoryError } from './track-assembly';

export interface StoriesToTimelineInput {
  readonly stories: readonly EditStory[];
  /** Which stories (by `story.index`) to lay end to end, in this order; all when absent or empty. */
  readonly storyIndexes?: readonly number[];
  readonly media: Readonly<Record<string, MediaReference>>;
  readonly name: string;
  readonly layout?: Layout;
  /** Timeline rate; defaults to the rate of the first source with picture. */
  readonly rate?: Rate;
  /** Defaults to drop-frame at 29.97 and 59.94. */
  readonly dropFrame?: boolean;
  /** First record frame's timecode: a frame count or a timecode string; defaults to 00:00:00:00. */
  readonly startTimecode?: number | string;
}

function withoutTrailingGaps(items: TrackItem[]): TrackItem[] {
  let end = items.length;
  while (end > 0 && items[end - 1]?.kind === 'gap') end--;
  return items.slice(0, end);
}

interface PlannedClip {
  media: MediaReference;
  sourceRange: TimeRange;
  transcript: ClipTranscript;
}

/**
 * The one conversion from an edit (stories of segments in source seconds) to a frame-exact timeline.
 * Each segment becomes a clip cut at the nearest frame of its media (in = round(start × rate),
 * out = round(end × rate)); clips follow each other with no gap or overlap; audio tracks carry one
 * source channel each, mirroring the video cuts.
 */
export function storiesToTimeline(input: StoriesToTimelineInput): Timeline {
  const layout = input.layout ?? 'original';
  const stories = pickStories(input.stories, input.storyIndexes);
  const planned: PlannedClip[] = [];
  const storySpans: { story: EditStory; first: number; count: number; plannedAt: number[] }[] = [];

  for (const story of stories) {
    const first = planned.length;
    // Where each segment landed among the clips: a segment that vanishes points at the next clip.
    const plannedAt: number[] = [];
    for (const segment of story.segments) {
      plannedAt.push(planned.length);
      const media = input.media[segment.sourceId];
      if (!media) throw new UnknownSourceError(segment.sourceId);
      const limit = media.duration > 0 ? media.duration : Number.POSITIVE_INFINITY;
      const start = Math.max(0, secondsToFrames(segment.start, media.rate));
      const end = Math.min(limit, secondsToFrames(segment.end, media.rate));
      // A segment shorter than half a frame vanishes when snapped: nothing of it can be shown.
      if (end <= start) continue;
      planned.push({
        media,
        sourceRange: { start, duration: end - start },
        transcript: {
          storyIndex: story.index,
          storyTitle: story.title,
          text: segment.text,
          ...(segment.words ? { words: segment.words } : {}),
          ...(segment.speaker ? { speaker: segment.speaker } : {}),
        },
      });
    }
    storySpans.push({ story, first, count: planned.length - first, plannedAt });
  }

  const pictureMedia = planned.find((p) => p.media.hasVideo)?.media;
  const rate = input.rate ?? pictureMedia?.rate ?? planned[0]?.media.rate ?? FALLBACK_RATE;
  const dropFrame = supportsDropFrame(rate) && (input.dropFrame ?? defaultDropFrame(rate));
  const size = isVerticalLayout(layout)
    ? { width: VERTICAL_WIDTH, height: VERTICAL_HEIGHT }
    : pictureMedia
      ? displaySize(pictureMedia)
      : FALLBACK_SIZE;
  const fields = isVerticalLayout(layout) ? undefined : pictureMedia?.fields;
  const audioChannels = Math.max(0, ...planned.filter((p) => p.media.hasAudio).map((p) => p.media.audioChannels));

  const video: TrackItem[] = [];
  const audio: TrackItem[][] = Array.from({ length: audioChannels }, () => []);
  const recordStarts: number[] = [];
  let cursor = 0;
  for (const { media, sourceRange, transcript } of planned) {
    const duration = Math.max(1, rescaleFrames(sourceRange.duration, media.rate, rate));
    const recordRange = { start: cursor, duration };
    recordStarts.push(cursor);
    const clip: Clip = { kind: 'clip', name: media.name, media, sourceRange, recordRange, transcript };
    appendToTrack(video, media.hasVideo ? clip : { kind: 'gap', recordRange });
    audio.forEach((items, i) => {
      const channel = i + 1;
      appendToTrack(
        items,
        media.hasAudio && channel <= media.audioChannels ? { ...clip, channel } : { kind: 'gap', recordRange },
      );
    });
    cursor += duration;
  }

  const videoTracks: Track[] = pictureMedia ? [{ kind: 'video', name: 'V1', items: withoutTrailingGaps(video) }] : [];
  const audioTracks: Track[] = audio.map((items, i) => ({
    kind: 'audio',
    name: `A${i + 1}`,
    items: withoutTrailingGaps(items),
  }));

  const markers = outlineMarkers(storySpans, recordStarts, cursor);

  return {
    name: input.name,
    rate,
    dropFrame,
    ...size,
    ...(fields ? { fields } : {}),
    startTimecode: startTimecodeFrames(input.startTimecode, rate, dropFrame),
    audioRate: planned.find((p) => p.media.hasAudio)?.media.audioRate ?? FALLBACK_AUDIO_RATE,
    layout,
    videoTracks,
    audioTracks,
    markers,
  };
}

/**
 * Chapters become markers spanning their stretch of the timeline; a story without chapters gets
 * one marker when several stories share the timeline (a lone story's marker would say nothing).
 */
function outlineMarkers(
  spans: readonly { story: EditStory; first: number; count: number; plannedAt: readonly number[] }[],
  recordStarts: readonly number[],
  end: number,
): Marker[] {
  const startOf = (clip: number) => (clip < recordStarts.length ? (recordStarts[clip] ?? end) : end);
  const marker = (name: string, from: number, to: number, extra: Partial<Marker> = {}): Marker => ({
    name,
    recordRange: { start: startOf(from), duration: startOf(to) - startOf(from) },
    ...extra,
  });
  return spans
    .filter((span) => span.count > 0)
    .flatMap(({ story, first, count, plannedAt }) => {
      const storyEnd = first + count;
      const chapters = (story.chapters ?? [])
        .map((c) => ({ title: c.title, clip: plannedAt[c.firstSegment] ?? storyEnd }))
        .filter((c, i, all) => c.clip < storyEnd && c.clip !== all[i - 1]?.clip);
      if (chapters.length === 0) return spans.length > 1 ? [marker(story.title, first, storyEnd)] : [];
      return chapters.map((c, i) =>
        marker(c.title, i === 0 ? first : c.clip, chapters[i + 1]?.clip ?? storyEnd, {
          chapter: true,
          ...(spans.length > 1 ? { comment: story.title } : {}),
        }),
      );
    });
}

import type { EditWord, Layout } from './edit';
import { displaySize, type FieldDominance, type PixelAspect } from './picture';
import { rangeEnd, type Rate, type TimeRange } from './rational-time';
import { defaultDropFrame, supportsDropFrame } from './timecode';

/**
 * An OTIO-shaped timeline with integer frames. Coordinate frames, by name:
 * - media frames: frames of the original file at `media.rate`, 0 = its first frame (timecode not added);
 * - record frames: frames of the timeline at `timeline.rate`, 0 = the timeline's first frame
 *   (`timeline.startTimecode` not added).
 * Exporters add the start timecodes where their format counts in timecode.
 */

export interface MediaReference {
  readonly sourceId: string;
  /** The original file name, e.g. "Interview take 1.mov". */
  readonly name: string;
  /** Absolute, percent-encoded file:// URL of the original file. */
  readonly url: string;
  /** Length of the original media in media frames (OTIO's available range duration). */
  readonly duration: number;
  readonly rate: Rate;
  /** Timecode of the media's first frame, as a frame count at `rate`. */
  readonly startTimecode: number;
  /** How the media's own timecode is labelled; defaults to drop-frame at 29.97/59.94. */
  readonly dropFrame?: boolean;
  /** The stored picture's size; `pixelAspect` stretches it to the size shown (see displaySize). */
  readonly width: number;
  readonly height: number;
  /** Anamorphic footage: the shape of a stored pixel. Absent means square. */
  readonly pixelAspect?: PixelAspect;
  /** Interlaced footage: the field shown first. Absent means progressive. */
  readonly fields?: FieldDominance;
  readonly audioChannels: number;
  /** Hz. */
  readonly audioRate: number;
  readonly hasVideo: boolean;
  readonly hasAudio: boolean;
}

/** What was said in a clip, kept for captions, transcripts and CSV. */
export interface ClipTranscript {
  readonly storyIndex: number;
  readonly storyTitle: string;
  readonly text: string;
  /** Source seconds, as transcribed. */
  readonly words?: readonly EditWord[];
  /** Who says it ("Speaker 2", "Anna"), from diarization; absent when unknown. */
  readonly speaker?: string;
}

/** Speaker labels are worth printing only when the clips carry more than one speaker. */
export function severalSpeakers(timeline: Timeline): boolean {
  const speakers = new Set(timelineCuts(timeline).flatMap((cut) => cut.primary.transcript?.speaker ?? []));
  return speakers.size > 1;
}

export interface Clip {
  readonly kind: 'clip';
  readonly name: string;
  readonly media: MediaReference;
  /** Media frames used (OTIO: source_range). */
  readonly sourceRange: TimeRange;
  /** Record frames occupied. Equals the source duration unless the media's rate differs from the timeline's. */
  readonly recordRange: TimeRange;
  /** On audio tracks: the 1-based source channel this track plays; absent means all channels. */
  readonly channel?: number;
  readonly transcript?: ClipTranscript;
}

export interface Gap {
  readonly kind: 'gap';
  readonly recordRange: TimeRange;
}

export type TrackItem = Clip | Gap;

export interface Track {
  readonly kind: 'video' | 'audio';
  readonly name: string;
  /** In record order, end to end. */
  readonly items: readonly TrackItem[];
}

export interface Marker {
  readonly name: string;
  /** Record frames. */
  readonly recordRange: TimeRange;
  readonly comment?: string;
  /** An outline chapter: Final Cut shows it as a chapter marker (and shares it as a chapter). */
  readonly chapter?: boolean;
}

/** A camera of a multicam edit, as an angle an editor can re-switch. */
export interface MulticamAngle {
  /** "Camera 1": 1-based as the slots are labelled. */
  readonly name: string;
  readonly camera: number;
  readonly media: MediaReference;
  /** Main-audio seconds at which the media's first frame sits (main time = camera time + offset). */
  readonly offsetSec: number;
}

/**
 * A multicam edit flattened: V1 holds the chosen cameras' clips, the audio tracks the main audio.
 * The angles and the main audio let FCPXML also offer the cut as a true multicam clip.
 */
export interface MulticamTimeline {
  readonly angles: readonly MulticamAngle[];
  readonly mainAudio: MediaReference;
}

export interface Timeline {
  readonly name: string;
  readonly rate: Rate;
  readonly dropFrame: boolean;
  /** Square pixels always: anamorphic footage is laid out at the size it is shown. */
  readonly width: number;
  readonly height: number;
  /** An interlaced sequence, as its first picture is (a vertical edit never is). Absent means progressive. */
  readonly fields?: FieldDominance;
  /** Timecode of the first record frame, as a frame count at `rate`. */
  readonly startTimecode: number;
  /** Hz of the sequence's audio. */
  readonly audioRate: number;
  readonly layout: Layout;
  readonly videoTracks: readonly Track[];
  readonly audioTracks: readonly Track[];
  readonly markers: readonly Marker[];
  readonly multicam?: MulticamTimeline;
}

export function isClip(item: TrackItem): item is Clip {
  return item.kind === 'clip';
}

export function trackClips(track: Track): Clip[] {
  return track.items.filter(isClip);
}

export function trackDuration(track: Track): number {
  const last = track.items.at(-1);
  return last ? rangeEnd(last.recordRange) : 0;
}

/** Record frames from the first frame to the end of the longest track. */
export function timelineDuration(timeline: Timeline): number {
  return Math.max(0, ...[...timeline.videoTracks, ...timeline.audioTracks].map(trackDuration));
}

/** The media's frames in its own timecode space (OTIO's available_range): start = its first timecode. */
export function mediaAvailableRange(media: MediaReference): TimeRange {
  return { start: media.startTimecode, duration: media.duration };
}

export function mediaDropFrame(media: MediaReference): boolean {
  return supportsDropFrame(media.rate) && (media.dropFrame ?? defaultDropFrame(media.rate));
}

/**
 * One edit event: the clips on every track that share a record range and a source — a video clip
 * and the audio channels linked to it. Exporters that think in events (EDL, FCPXML, CSV, SRT) read these.
 */
export interface Cut {
  readonly index: number;
  readonly recordRange: TimeRange;
  readonly video?: Clip;
  readonly audio: readonly Clip[];
  /** The video clip, or the first audio clip when the source has no picture. */
  readonly primary: Clip;
}

export function timelineCuts(timeline: Timeline): Cut[] {
  const groups = new Map<string, { video?: Clip; audio: Clip[] }>();
  const keyOf = (clip: Clip): string =>
    `${clip.recordRange.start}|${clip.media.sourceId}|${clip.sourceRange.start}|${clip.sourceRange.duration}`;
  const groupOf = (clip: Clip) => {
    const key = keyOf(clip);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { audio: [] }));
    return group;
  };
  for (const track of timeline.videoTracks) for (const clip of trackClips(track)) groupOf(clip).video ??= clip;
  for (const track of timeline.audioTracks) for (const clip of trackClips(track)) groupOf(clip).audio.push(clip);
  return [...groups.values()]
    .map((group) => ({ ...group, primary: (group.video ?? group.audio[0]) as Clip }))
    .sort((a, b) => a.primary.recordRange.start - b.primary.recordRange.start)
    .map((group, index) => ({ index, recordRange: group.primary.recordRange, ...group }));
}

/** The distinct media the timeline uses, in order of first use. */
export function timelineMedia(timeline: Timeline): MediaReference[] {
  const seen = new Map<string, MediaReference>();
  for (const cut of timelineCuts(timeline)) {
    const media = cut.primary.media;
    if (!seen.has(media.sourceId)) seen.set(media.sourceId, media);
  }
  return [...seen.values()];
}

/**
 * Scale (1 = native pixels) that makes the picture cover the frame, centred, cropping the excess:
 * a 1920×1080 shot in a 1080×1920 vertical timeline scales by 16/9 and loses its sides.
 */
export function fillScale(
  media: Pick<MediaReference, 'width' | 'height' | 'pixelAspect'>,
  width: number,
  height: number,
): number {
  const shown = displaySize(media);
  if (shown.width <= 0 || shown.height <= 0) return 1;
  return Math.max(width / shown.width, height / shown.height);
}

/** True when the picture's shape differs from the frame's, so fit and fill differ. */
export function aspectDiffers(
  media: Pick<MediaReference, 'width' | 'height' | 'pixelAspect'>,
  width: number,
  height: number,
): boolean {
  const shown = displaySize(media);
  return shown.width * height !== shown.height * width;
}

/** Pure steps of a render: edit → timeline → cut list, and the choices made on the way. */
import type { Layout } from '@otto/shared/project';
import type { Word } from '@otto/shared/transcript';
import {
  framesToSeconds,
  isClip,
  isVerticalLayout,
  mediaReferenceFromProbe,
  multicamStoriesToTimeline,
  storiesToTimeline,
  timelineCuts,
  timelineDuration,
  type EditCamBlock,
  type EditSegment,
  type MediaReference,
  type MulticamCamera,
  type Timeline,
} from '@otto/timeline';
import type { MediaInfo } from '../media/media.types';
import { uprightSize } from '../media/upright-size';
import type { CutSpec, Finish, OutputFrame } from './render.args';

export interface RenderSource {
  id: string;
  filename: string;
  info: MediaInfo;
  words: readonly Word[];
}

export interface EditCut {
  sourceId: string;
  start: number;
  end: number;
  text: string;
}

/** What ffprobe saw, as the timeline's media reference; a turned or anamorphic picture counts as shown. */
export function renderMediaReference(source: RenderSource): MediaReference {
  const v = source.info.video;
  return mediaReferenceFromProbe({
    sourceId: source.id,
    fileName: source.filename,
    durationSeconds: source.info.durationSec,
    frameRate: v ? `${v.rate.num}/${v.rate.den}` : undefined,
    ...(v ? uprightSize(v) : {}),
    audioChannels: source.info.audio?.channels ?? 0,
    audioRate: source.info.audio?.sampleRate,
  });
}

/** The words spoken inside a segment (by their middle), which the captions are built from. */
export function wordsInside(words: readonly Word[], start: number, end: number): Word[] {
  return words.filter((w) => {
    const mid = (w.start + w.end) / 2;
    return mid >= start && mid < end;
  });
}

/** The edit as a frame-exact timeline; an odd landscape size is rounded to even (yuv420p needs it). */
export function renderTimeline(
  cuts: readonly EditCut[],
  sources: readonly RenderSource[],
  layout: Layout,
  name = 'Otto export',
  multicam?: { camBlocks: readonly (readonly EditCamBlock[])[]; cameras: readonly MulticamCamera[] },
): Timeline {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const segments: EditSegment[] = cuts.map((cut) => ({
    ...cut,
    words: wordsInside(byId.get(cut.sourceId)?.words ?? [], cut.start, cut.end),
  }));
  const media = Object.fromEntries(sources.map((s) => [s.id, renderMediaReference(s)]));
  const timeline =
    multicam && segments[0]
      ? multicamStoriesToTimeline({
          stories: [
            { index: 0, title: name, segments, textBlocks: multicam.camBlocks.map((camBlocks) => ({ camBlocks })) },
          ],
          media,
          cameras: multicam.cameras,
          mainAudioId: segments[0].sourceId,
          name,
          layout,
        })
      : storiesToTimeline({ stories: [{ index: 0, title: name, segments }], media, name, layout });
  return { ...timeline, width: 2 * Math.round(timeline.width / 2), height: 2 * Math.round(timeline.height / 2) };
}

export const outputFrame = (timeline: Timeline): OutputFrame => ({
  width: timeline.width,
  height: timeline.height,
  rate: { num: timeline.rate.num, den: timeline.rate.den },
});

export const timelineSeconds = (timeline: Timeline): number =>
  framesToSeconds(timelineDuration(timeline), timeline.rate);

/** Cuts of the timeline in source seconds, each with the record frames it fills. */
export function cutSpecs(timeline: Timeline, paths: ReadonlyMap<string, string>): CutSpec[] {
  if (timeline.multicam) return multicamCutSpecs(timeline, paths);
  return timelineCuts(timeline).map((cut) => {
    const media = cut.primary.media;
    const path = paths.get(media.sourceId);
    if (!path) throw new Error(`no local file for source ${media.sourceId}`);
    return {
      path,
      start: framesToSeconds(cut.primary.sourceRange.start, media.rate),
      frames: cut.recordRange.duration,
      hasVideo: cut.video !== undefined,
      hasAudio: cut.audio.length > 0,
    };
  });
}

/**
 * Each cut with what ffprobe said about its files: the one demuxer each is read with, and the
 * field order of an interlaced picture, which the render deinterlaces first.
 */
export function withProbedFacts(cuts: readonly CutSpec[], infoByPath: ReadonlyMap<string, MediaInfo>): CutSpec[] {
  return cuts.map((cut) => {
    const fieldOrder = cut.hasVideo ? infoByPath.get(cut.path)?.video?.fieldOrder : undefined;
    return {
      ...cut,
      container: infoByPath.get(cut.path)?.container,
      ...(fieldOrder && { fieldOrder }),
      ...(cut.audio && { audio: { ...cut.audio, container: infoByPath.get(cut.audio.path)?.container } }),
    };
  });
}

/**
 * A multicam timeline's pieces: wherever the picture (V1) or the main audio (A1) changes, a cut
 * whose picture is the camera shot and whose sound is the main audio at the same record time.
 */
function multicamCutSpecs(timeline: Timeline, paths: ReadonlyMap<string, string>): CutSpec[] {
  const pathOf = (sourceId: string) => {
    const path = paths.get(sourceId);
    if (!path) throw new Error(`no local file for source ${sourceId}`);
    return path;
  };
  const pictures = (timeline.videoTracks[0]?.items ?? []).filter(isClip);
  const sounds = (timeline.audioTracks[0]?.items ?? []).filter(isClip);
  const edges = new Set<number>();
  for (const clip of [...pictures, ...sounds]) {
    edges.add(clip.recordRange.start);
    edges.add(clip.recordRange.start + clip.recordRange.duration);
  }
  const sorted = [...edges].sort((a, b) => a - b);
  const at = (clips: typeof sounds, frame: number) =>
    clips.find((c) => c.recordRange.start <= frame && frame < c.recordRange.start + c.recordRange.duration);
  const seconds = (clip: (typeof sounds)[number], frame: number) =>
    framesToSeconds(clip.sourceRange.start, clip.media.rate) +
    framesToSeconds(frame - clip.recordRange.start, timeline.rate);
  const specs: CutSpec[] = [];
  sorted.slice(0, -1).forEach((from, i) => {
    const frames = sorted[i + 1]! - from;
    const sound = at(sounds, from);
    if (!sound) return;
    const picture = at(pictures, from);
    const audio = { path: pathOf(sound.media.sourceId), start: seconds(sound, from) };
    specs.push(
      picture
        ? {
            path: pathOf(picture.media.sourceId),
            start: seconds(picture, from),
            frames,
            hasVideo: true,
            hasAudio: true,
            audio,
          }
        : { ...audio, frames, hasVideo: false, hasAudio: true },
    );
  });
  return specs;
}

export const hasCaptions = (layout: Layout): boolean => layout === 'original' || layout === 'vertical';

const copyableVideo = new Set(['h264', 'hevc']);
const copyableAudio = new Set(['aac', 'mp3']);

/**
 * Stream copy is exact only when nothing changes: the whole of one file, no captions, no
 * branding, a landscape layout, codecs an MP4 holds. (Cutting inside a file without re-encoding
 * would start at a keyframe, not at the cut, so partial cuts always re-encode.)
 */
export function canStreamCopy(
  timeline: Timeline,
  layout: Layout,
  finish: Finish,
  info: MediaInfo | undefined,
): boolean {
  if (layout !== 'original_no_captions' || !info) return false;
  if (finish.logo || finish.intro || finish.outro || finish.overlay || finish.captions) return false;
  const cuts = timelineCuts(timeline);
  const only = cuts[0];
  if (cuts.length !== 1 || !only) return false;
  const media = only.primary.media;
  const whole = only.primary.sourceRange.start === 0 && only.primary.sourceRange.duration >= media.duration - 1;
  const videoOk = !info.video || copyableVideo.has(info.video.codec);
  const audioOk = !info.audio || copyableAudio.has(info.audio.codec);
  return whole && videoOk && audioOk && info.video?.rotation === 0;
}

/** Vertical frames crop around the subject (render.framing.ts); landscape frames letterbox a picture of another shape. */
export const fitFor = (layout: Layout) => (isVerticalLayout(layout) ? ('cover' as const) : ('pad' as const));

/** Long edits render in parts of this many cuts: one ffmpeg with hundreds of open inputs would not fit in memory. */
export const CUTS_PER_PART = 16;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

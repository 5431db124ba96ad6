import { fileUrlFromPath } from './media-url';
import { fieldDominanceOf, pixelAspectOf } from './picture';
import { parseRate, rateFromFloat, secondsToFrames, type Rate } from './rational-time';
import { parseTimecode, supportsDropFrame } from './timecode';
import type { MediaReference } from './timeline';

/**
 * What ingest knows about a source (ffprobe's numbers, the uploaded file's name) turned into the
 * frame-exact media reference the timeline needs. Conversions happen here once.
 */
export interface ProbedMedia {
  readonly sourceId: string;
  /** The original file name as the editor had it, e.g. "Interview take 1.mov". */
  readonly fileName: string;
  /** Absolute path on the editor's machine; without it (or `url`) the file is placed at the root and editors relink by name. */
  readonly path?: string;
  /** An already-encoded file:// URL; wins over `path`. */
  readonly url?: string;
  readonly durationSeconds: number;
  /** ffprobe's r_frame_rate/avg_frame_rate ("30000/1001") or a number; absent for audio-only files. */
  readonly frameRate?: string | number;
  /** ffprobe's timecode tag ("01:00:00;00"); absent means 00:00:00:00. */
  readonly timecode?: string;
  /** The stored picture's size (an anamorphic picture shows wider; see sampleAspect). */
  readonly width?: number;
  readonly height?: number;
  /** ffprobe's sample_aspect_ratio as a fraction; absent or 1:1 means square pixels. */
  readonly sampleAspect?: { readonly num: number; readonly den: number };
  /** ffprobe's field_order (tt, bb, tb, bt); absent or "progressive" means progressive. */
  readonly fieldOrder?: string;
  readonly audioChannels?: number;
  readonly audioRate?: number;
}

export interface MediaReferenceOptions {
  /** The rate audio-only sources are counted at: the project's picture rate. Defaults to 30. */
  readonly audioOnlyRate?: Rate;
}

function readRate(frameRate: string | number | undefined): Rate | undefined {
  if (frameRate === undefined || frameRate === '' || frameRate === '0/0') return undefined;
  try {
    return typeof frameRate === 'number' ? rateFromFloat(frameRate) : parseRate(frameRate);
  } catch {
    return undefined;
  }
}

export function mediaReferenceFromProbe(probe: ProbedMedia, options: MediaReferenceOptions = {}): MediaReference {
  const pictureRate = readRate(probe.frameRate);
  const hasVideo = pictureRate !== undefined && (probe.width ?? 0) > 0 && (probe.height ?? 0) > 0;
  const rate = (hasVideo ? pictureRate : undefined) ?? options.audioOnlyRate ?? { num: 30, den: 1 };
  const audioChannels = probe.audioChannels ?? 0;
  let startTimecode = 0;
  let dropFrame: boolean | undefined;
  if (probe.timecode) {
    try {
      const parsed = parseTimecode(probe.timecode, rate, supportsDropFrame(rate) ? undefined : false);
      startTimecode = parsed.frames;
      dropFrame = parsed.dropFrame;
    } catch {
      // A timecode tag that doesn't fit the rate is camera noise; the media starts at zero then.
    }
  }
  return {
    sourceId: probe.sourceId,
    name: probe.fileName,
    url: probe.url ?? fileUrlFromPath(probe.path ?? `/${probe.fileName}`),
    duration: secondsToFrames(probe.durationSeconds, rate),
    rate,
    startTimecode,
    ...(dropFrame !== undefined ? { dropFrame } : {}),
    width: hasVideo ? (probe.width ?? 0) : 0,
    height: hasVideo ? (probe.height ?? 0) : 0,
    ...(hasVideo ? pictureFacts(probe) : {}),
    audioChannels,
    audioRate: probe.audioRate ?? 48000,
    hasVideo,
    hasAudio: audioChannels > 0,
  };
}

function pictureFacts(probe: ProbedMedia): Pick<MediaReference, 'pixelAspect' | 'fields'> {
  const pixelAspect = pixelAspectOf(probe.sampleAspect);
  const fields = fieldDominanceOf(probe.fieldOrder);
  return { ...(pixelAspect ? { pixelAspect } : {}), ...(fields ? { fields } : {}) };
}

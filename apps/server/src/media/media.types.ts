/** A rational number, e.g. a frame rate of 30000/1001. Always reduced, den > 0. */
export interface Rational {
  num: number;
  den: number;
}

/**
 * ffprobe's field_order of an interlaced picture: tt and bb are top or bottom field first; tb
 * and bt are the two that writers do not agree on (see deinterlace.ts).
 */
export const FIELD_ORDERS = ['tt', 'bb', 'tb', 'bt'] as const;
export type FieldOrder = (typeof FIELD_ORDERS)[number];

export interface VideoStreamInfo {
  /** ffprobe codec_name; 'none' when ffmpeg has no decoder for the fourcc (e.g. ProRes RAW). */
  codec: string;
  /** The container's fourcc, e.g. 'avc1', 'apcn', 'aprn'. */
  codecTag: string;
  width: number;
  height: number;
  rate: Rational;
  pixFmt: string;
  /** Clockwise degrees a player turns the picture to show it upright: 0, 90, 180 or 270. */
  rotation: number;
  /**
   * The width of a stored pixel over its height, when it is not square: anamorphic DV (32:27,
   * 8:9) and HDV (4:3) store fewer columns than the picture shows. Absent means square.
   */
  sampleAspect?: Rational;
  /**
   * Interlaced pictures (1080i AVCHD, broadcast MXF/TS, DV): which field comes first, as ffprobe's
   * field_order says. Every picture made from them is deinterlaced first (deinterlace.ts). Absent
   * means progressive, or not known.
   */
  fieldOrder?: FieldOrder;
  /** 'HH:MM:SS:FF' (';' before the frames when the source uses drop-frame). */
  startTimecode?: string;
}

export interface AudioStreamInfo {
  codec: string;
  channels: number;
  sampleRate: number;
  channelLayout: string;
}

export interface MediaInfo {
  /** ffprobe format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  container: string;
  /** ISO-BMFF major brand, trimmed ('isom', 'qt', 'M4A'…), when the container has one. */
  majorBrand?: string;
  durationSec: number;
  sizeBytes: number;
  bitRate: number;
  video?: VideoStreamInfo;
  audio?: AudioStreamInfo;
  audioStreamCount: number;
  startTimeSec: number;
}

export type MediaKind = 'video' | 'audio';

/**
 * Error codes the media layer ends in. The first six are the spec's catalogue (§8) with
 * their own labels; the rest are ours and show the catalogue's fallback label
 * 'Processing error' (tooltip: re-upload or contact support), except max_duration_exceeded,
 * whose chat message is the spec's 4-hour sentence (§5).
 */
export const MEDIA_ERROR_CODES = [
  'no_video_stream',
  'no_audio_stream',
  'codec_not_supported__pro_res_raw',
  // Label 'Video processing error' = the file is corrupted or incomplete: a missing moov
  // atom and a partial file (declared longer than what can be read) both end here.
  'moov_atom_not_found',
  'max_file_size_exceeded',
  'max_duration_exceeded',
  // A zero-byte file: nothing arrived, so "re-upload" is the useful advice.
  'empty_file',
  // Bytes that no demuxer recognises (a text file renamed .mp4).
  'not_media',
  'processing_error',
] as const;

export type MediaErrorCode = (typeof MEDIA_ERROR_CODES)[number];

/** The spec's bot message for a file over the duration limit (§5). */
export const MAX_DURATION_MESSAGE =
  'Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.';

/** Maximum duration of one source (§9): 4 hours. */
export const MAX_SOURCE_DURATION_SEC = 4 * 3600;

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'MediaError';
  }
}

export type ProbeResult = { ok: true; info: MediaInfo } | { ok: false; errorCode: MediaErrorCode; detail: string };

/** The subset of a pino logger the media layer writes to. */
export interface MediaLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

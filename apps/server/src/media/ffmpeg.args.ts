import { deinterlaced } from './deinterlace';
import { userMediaInputOptions } from './media-confinement';
import type { FieldOrder, MediaInfo } from './media.types';
import { uprightSize } from './upright-size';

/**
 * Pure argv builders: probe result + settings → ffmpeg arguments. Running them is the
 * runner's job (media.runner.ts); nothing here touches a process or a file. Every input is
 * confined to the accepted containers (media-confinement.ts); `container` is ffprobe's
 * format_name when the file was probed already, which narrows that to the one demuxer.
 */

export type FfmpegJob =
  /** A browser-playable copy: H.264/AAC MP4, or AAC .m4a for audio-only sources. */
  | { type: 'proxy'; input: string; output: string; info: MediaInfo }
  /**
   * 16 kHz mono 16-bit WAV, what every transcription engine takes; with `waveformSampleRate`,
   * the same decode also writes the waveform's s16le samples to stdout.
   */
  | { type: 'audio'; input: string; output: string; container?: string; waveformSampleRate?: number }
  /** Raw s16le mono samples on stdout for the waveform. */
  | { type: 'waveform'; input: string; sampleRate?: number; container?: string }
  /**
   * `count` frames spread over the duration, tiled left to right into one JPEG strip. From
   * keyframes only unless `keyframesOnly` is false (the fallback for clips with too few).
   */
  | {
      type: 'thumbnails';
      input: string;
      output: string;
      durationSec: number;
      count: number;
      height?: number;
      keyframesOnly?: boolean;
      container?: string;
      /** The picture's field order when it is interlaced: it is deinterlaced first. */
      fieldOrder?: FieldOrder;
    }
  /** One JPEG frame at `atSec`, by default 10 % of the duration. */
  | {
      type: 'poster';
      input: string;
      output: string;
      durationSec: number;
      atSec?: number;
      maxWidth?: number;
      container?: string;
      /** The picture's field order when it is interlaced: it is deinterlaced first. */
      fieldOrder?: FieldOrder;
    };

export interface BuildOptions {
  /** Adds `-progress` so the runner can report out_time_us. */
  progress?: boolean;
}

export const PROXY_MAX_SIDE = 1280;
export const WAVEFORM_SAMPLE_RATE = 8000;
export const THUMBNAIL_HEIGHT = 90;
const POSTER_MAX_WIDTH = 640;
// JPEG cannot be wider than 65535 px; 300 tiles of a 16:9 frame at 90 px stay far below.
const MAX_THUMBNAILS = 300;

/** The head of a command line that writes a file: no prompts, only errors on stderr, overwrite. */
export const QUIET_OVERWRITE: readonly string[] = ['-nostdin', '-v', 'error', '-y'];

/** A generated input (colour, tone, silence, test pattern), with its input options before `-i`. */
export const lavfi = (source: string, ...inputOptions: string[]): string[] => [
  '-f',
  'lavfi',
  ...inputOptions,
  '-i',
  source,
];

/** One JPEG from the first video stream through `filter`, at JPEG quality `q` (2 best … 31). */
function stillImage(filter: string, q: number, output: string): string[] {
  return ['-map', '0:v:0', '-an', '-sn', '-dn', '-vf', filter, '-frames:v', '1', '-q:v', String(q), output];
}

function base(opts: BuildOptions, progressTo: 'pipe:1' | 'pipe:2' = 'pipe:1'): string[] {
  const args = ['-nostdin', '-hide_banner', '-y', '-v', 'error'];
  if (opts.progress) args.push('-progress', progressTo, '-nostats');
  return args;
}

const even = (n: number): number => Math.max(2, 2 * Math.round(n / 2));

/**
 * The proxy's frame size: the upright picture (rotation applied, as ffmpeg's autorotate
 * does; anamorphic pixels stretched to square) scaled down so its longer side is at most
 * 1280 px, aspect kept, both sides even (yuv420p needs it). Never scaled up. Landscape
 * footage therefore tops out at 1280 wide.
 */
export function proxySize(info: MediaInfo, maxSide = PROXY_MAX_SIDE): { width: number; height: number } | undefined {
  const v = info.video;
  if (!v || !(v.width > 0) || !(v.height > 0)) return undefined;
  const { width: w, height: h } = uprightSize(v);
  const scale = Math.min(1, maxSide / Math.max(w, h));
  return { width: even(w * scale), height: even(h * scale) };
}

function proxyArgs(job: Extract<FfmpegJob, { type: 'proxy' }>, opts: BuildOptions): string[] {
  const args = [...base(opts), ...userMediaInputOptions(job.info.container), '-i', job.input];
  const audio = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
  if (!job.info.video) {
    return [
      ...args,
      '-map',
      '0:a:0',
      '-vn',
      '-sn',
      '-dn',
      ...audio,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      job.output,
    ];
  }
  const size = proxySize(job.info);
  const scale = size ? `scale=${size.width}:${size.height}` : `scale='min(${PROXY_MAX_SIDE},iw)':-2`;
  return [
    ...args,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-sn',
    '-dn',
    // No -r: the proxy keeps the source's timestamps, so times in it are times in the source.
    '-vf',
    deinterlaced(job.info.video.fieldOrder, `${scale},setsar=1,format=yuv420p`),
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    ...audio,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    job.output,
  ];
}

function thumbnailArgs(job: Extract<FfmpegJob, { type: 'thumbnails' }>, opts: BuildOptions): string[] {
  const { count, durationSec, height = THUMBNAIL_HEIGHT } = job;
  if (!Number.isInteger(count) || count < 1 || count > MAX_THUMBNAILS) {
    throw new RangeError(`thumbnail count must be an integer from 1 to ${MAX_THUMBNAILS}`);
  }
  if (!(durationSec > 0)) throw new RangeError('thumbnails need a positive duration');
  const keyframesOnly = job.keyframesOnly !== false;
  // Width from the display aspect (dar), so anamorphic pictures are not squeezed.
  const width = `'max(2,trunc(${height}*dar/2)*2)'`;
  const spread = `fps=fps=${count}/${durationSec.toFixed(3)},scale=${width}:${height},setsar=1,tile=${count}x1`;
  // tile= writes nothing until all its slots are filled; a video stream shorter than the file (one
  // frame over seconds of audio) fills them once its last frame is repeated to the file's end.
  const filter = deinterlaced(
    job.fieldOrder,
    keyframesOnly ? spread : `tpad=stop_mode=clone:stop_duration=${durationSec.toFixed(3)},${spread}`,
  );
  return [
    ...base(opts),
    ...userMediaInputOptions(job.container),
    // Decoding only keyframes makes a strip of a 2-hour file take seconds, not minutes;
    // fps= then picks (or repeats) the nearest keyframe for each slot.
    ...(keyframesOnly ? ['-skip_frame', 'nokey'] : []),
    '-i',
    job.input,
    ...stillImage(filter, 4, job.output),
  ];
}

/** The first audio stream alone, as 16-bit mono PCM at `sampleRate`: what transcription and peaks read. */
const monoPcm = (input: string, container: string | undefined, sampleRate: number): string[] => [
  ...userMediaInputOptions(container),
  '-i',
  input,
  '-map',
  '0:a:0',
  '-vn',
  '-sn',
  '-dn',
  // A sound track that starts after the picture (a camera's late audio, an edit list) keeps its
  // lead-in as silence, so words and waveform stay on the picture's clock.
  '-af',
  'aresample=async=1:first_pts=0',
  '-ac',
  '1',
  '-ar',
  String(sampleRate),
  '-c:a',
  'pcm_s16le',
];

export function buildFfmpegArgs(job: FfmpegJob, opts: BuildOptions = {}): string[] {
  switch (job.type) {
    case 'proxy':
      return proxyArgs(job, opts);
    case 'audio': {
      if (job.waveformSampleRate === undefined)
        return [...base(opts), ...monoPcm(job.input, job.container, 16000), '-f', 'wav', job.output];
      // One decode, two outputs: the WAV, and the waveform's samples on stdout (progress on stderr).
      const waveformOutput = monoPcm(job.input, job.container, job.waveformSampleRate);
      return [
        ...base(opts, 'pipe:2'),
        ...monoPcm(job.input, job.container, 16000),
        '-f',
        'wav',
        job.output,
        ...waveformOutput.slice(waveformOutput.indexOf('-map')),
        '-f',
        's16le',
        'pipe:1',
      ];
    }
    case 'waveform':
      // stdout carries the samples, so progress goes to stderr.
      return [
        ...base(opts, 'pipe:2'),
        ...monoPcm(job.input, job.container, job.sampleRate ?? WAVEFORM_SAMPLE_RATE),
        '-f',
        's16le',
        'pipe:1',
      ];
    case 'thumbnails':
      return thumbnailArgs(job, opts);
    case 'poster': {
      const at = Math.max(0, job.atSec ?? job.durationSec * 0.1);
      const maxWidth = job.maxWidth ?? POSTER_MAX_WIDTH;
      return [
        // -ss before -i seeks through the index instead of decoding up to the frame.
        ...base(opts),
        ...userMediaInputOptions(job.container),
        '-ss',
        at.toFixed(3),
        '-i',
        job.input,
        ...stillImage(
          deinterlaced(job.fieldOrder, `scale='min(${maxWidth},round(iw*sar))':'max(2,trunc(ow/dar/2)*2)',setsar=1`),
          3,
          job.output,
        ),
      ];
    }
  }
}

const MOV_FAMILY = 'mov,mp4,m4a,3gp,3g2,mj2';
const WEBM_FAMILY = 'matroska,webm';
const EIGHT_BIT_420 = new Set(['yuv420p', 'yuvj420p']);

/** Video/audio codecs every current browser plays, per container (what the spec's player gets). */
const PLAYABLE: Record<string, { video: Set<string>; audio: Set<string> }> = {
  [MOV_FAMILY]: { video: new Set(['h264', 'vp9', 'av1']), audio: new Set(['aac', 'mp3', 'opus']) },
  [WEBM_FAMILY]: { video: new Set(['vp8', 'vp9', 'av1']), audio: new Set(['opus', 'vorbis']) },
  mp3: { video: new Set(), audio: new Set(['mp3']) },
  wav: { video: new Set(), audio: new Set(['pcm_s16le', 'pcm_u8']) },
  flac: { video: new Set(), audio: new Set(['flac']) },
  ogg: { video: new Set(), audio: new Set(['opus', 'vorbis']) },
};

/**
 * True when the browser cannot play the original as is: only then is a proxy made.
 * MP4/MOV/M4V with H.264 (8-bit 4:2:0), VP9 or AV1 and AAC/MP3/Opus plays everywhere;
 * WebM with VP8/VP9/AV1 and Opus/Vorbis too. Anything else (ProRes, HEVC, 10-bit, MKV
 * with H.264, PCM in MOV, AC-3…) gets an H.264/AAC proxy. So does interlaced footage in a
 * playable file: browsers show both fields at once, combed, and the proxy is deinterlaced.
 */
export function needsProxy(info: MediaInfo): boolean {
  const playable = PLAYABLE[info.container];
  if (!playable) return true;
  if (info.audio && !playable.audio.has(info.audio.codec)) return true;
  if (!info.video) return false;
  if (info.video.fieldOrder) return true;
  return !playable.video.has(info.video.codec) || !EIGHT_BIT_420.has(info.video.pixFmt);
}

/** The proxy's file extension: .mp4 with video, .m4a for audio-only sources. */
export function proxyExtension(info: MediaInfo): 'mp4' | 'm4a' {
  return info.video ? 'mp4' : 'm4a';
}

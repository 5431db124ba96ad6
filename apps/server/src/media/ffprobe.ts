import { open, stat } from 'node:fs/promises';
import { execMedia } from './exec-media';
import { userMediaInputOptions } from './media-confinement';
import {
  FIELD_ORDERS,
  type AudioStreamInfo,
  type FieldOrder,
  type MediaErrorCode,
  type MediaInfo,
  type ProbeResult,
  type Rational,
  type VideoStreamInfo,
} from './media.types';

/** What `ffprobe -print_format json -show_format -show_streams` prints, as far as we read it. */
interface FfprobeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  codec_tag_string?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  sample_aspect_ratio?: string;
  field_order?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
  channel_layout?: string;
  disposition?: { attached_pic?: number; default?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}

export interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: {
    format_name?: string;
    duration?: string;
    size?: string;
    bit_rate?: string;
    start_time?: string;
    tags?: Record<string, string>;
  };
}

export const PROBE_ARGS = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'] as const;

export async function probe(path: string, opts: { ffprobePath: string; signal?: AbortSignal }): Promise<ProbeResult> {
  // The first look at a user's file: any accepted container, never a playlist (media-confinement.ts).
  const args = [...PROBE_ARGS, ...userMediaInputOptions(), path];
  const result = await execMedia(opts.ffprobePath, args, { signal: opts.signal, captureStdout: true });
  if (result.exitCode !== 0) {
    const size = await stat(path).then(
      (s) => s.size,
      () => -1,
    );
    const head = size > 0 ? await readHead(path, 16) : Buffer.alloc(0);
    return { ok: false, ...classifyProbeFailure(result.stderrTail, size, head) };
  }
  try {
    const output = JSON.parse(result.stdout.toString('utf8')) as FfprobeOutput;
    return { ok: true, info: parseProbeOutput(output) };
  } catch (err) {
    return { ok: false, errorCode: 'processing_error', detail: `unreadable ffprobe output: ${String(err)}` };
  }
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

// Box types that can open an ISO-BMFF/QuickTime file; a file starting with one of them is a
// real MP4/MOV whose index is missing, not some other kind of file.
const ISO_BMFF_FIRST_BOXES = new Set(['ftyp', 'mdat', 'moov', 'free', 'skip', 'wide', 'pnot', 'uuid', 'styp']);
/** The four bytes every Matroska and WebM file starts with (the EBML header's id). */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Maps an ffprobe failure to a catalogue code. ffprobe prints "moov atom not found" for ANY
 * unreadable file named .mp4/.mov (it picks the demuxer by extension), so the message alone
 * is not enough:
 * - a file that starts like an MP4/MOV and has no moov, or a Matroska/WebM header with nothing
 *   readable after it → moov_atom_not_found ('Video processing error': corrupted or incomplete —
 *   an upload or copy that stopped early);
 * - a zero-byte file → empty_file ('Processing error': nothing arrived, re-upload);
 * - anything else ffprobe cannot read ("Invalid data found when processing input")
 *   → not_media ('Processing error': it is not a video or audio file);
 * - other failures (permissions, missing file) → processing_error.
 */
export function classifyProbeFailure(
  stderr: string,
  sizeBytes: number,
  head: Buffer,
): { errorCode: MediaErrorCode; detail: string } {
  const detail = stderr.trim().split('\n').slice(-2).join(' | ') || 'ffprobe failed';
  if (sizeBytes === 0) return { errorCode: 'empty_file', detail: 'the file is empty (0 bytes)' };
  const firstBox = head.length >= 8 ? head.subarray(4, 8).toString('latin1') : '';
  if (/moov atom not found/i.test(stderr) && ISO_BMFF_FIRST_BOXES.has(firstBox)) {
    return { errorCode: 'moov_atom_not_found', detail };
  }
  // A Matroska/WebM header that ffprobe cannot read on from is the same story: an upload or
  // recording that stopped early (ffprobe then says only "Input/output error").
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return { errorCode: 'moov_atom_not_found', detail };
  if (/Invalid data found when processing input/i.test(stderr)) return { errorCode: 'not_media', detail };
  return { errorCode: 'processing_error', detail };
}

function num(value: string | number | undefined, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function parseRational(text: string | undefined): Rational | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!m) return undefined;
  const n = Number(m[1]);
  const d = Number(m[2]);
  if (n <= 0 || d <= 0) return undefined;
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

const STANDARD_RATES: Rational[] = [
  [24000, 1001],
  [24, 1],
  [25, 1],
  [30000, 1001],
  [30, 1],
  [48, 1],
  [50, 1],
  [60000, 1001],
  [60, 1],
  [100, 1],
  [120000, 1001],
  [120, 1],
].map(([n, d]) => ({ num: n as number, den: d as number }));

const isStandard = (rate: Rational): boolean => STANDARD_RATES.some((s) => s.num === rate.num && s.den === rate.den);

/**
 * The frame rate as an exact rational. Constant-rate files agree on r_frame_rate and
 * avg_frame_rate; phones writing variable rate report an average such as 14985/500, which
 * we snap to the standard rate it approximates (within 0.5 %) so timelines get 30000/1001.
 * An average far from any standard rate (frames dropped unevenly) would give editing apps a
 * timeline they refuse (FCPXML frameDuration 1000/34491s): the file's base rate is used when it
 * is a standard one (every timestamp sits on its grid), else the standard rate nearest the average.
 */
export function pickFrameRate(rFrameRate?: string, avgFrameRate?: string): Rational {
  const r = parseRational(rFrameRate);
  const avg = parseRational(avgFrameRate);
  if (r && avg && r.num === avg.num && r.den === avg.den) return r;
  const measured = avg ?? r;
  if (!measured) return { num: 0, den: 1 };
  const value = measured.num / measured.den;
  const standard = STANDARD_RATES.find((s) => Math.abs(s.num / s.den - value) / value < 0.005);
  if (standard) return standard;
  if (r && isStandard(r)) return r;
  const distance = (s: Rational) => Math.abs(Math.log(s.num / s.den / value));
  return STANDARD_RATES.reduce((best, s) => (distance(s) < distance(best) ? s : best));
}

/** ffmpeg's display matrix gives counter-clockwise degrees; the old `rotate` tag is clockwise. */
function rotationOf(stream: FfprobeStream): number {
  const matrix = stream.side_data_list?.find((s) => typeof s.rotation === 'number');
  const clockwise = matrix?.rotation !== undefined ? -matrix.rotation : num(stream.tags?.rotate);
  return (((Math.round(clockwise / 90) * 90) % 360) + 360) % 360;
}

/** A non-square pixel shape ('32:27'); '1:1', '0:1' (unknown) and nonsense are square. */
function sampleAspectOf(stream: FfprobeStream): { sampleAspect?: Rational } {
  const sar = parseRational(stream.sample_aspect_ratio?.replace(':', '/'));
  return sar && sar.num !== sar.den ? { sampleAspect: sar } : {};
}

/** An interlaced picture's field order; 'progressive', 'unknown' and none are not interlaced. */
function fieldOrderOf(stream: FfprobeStream): { fieldOrder?: FieldOrder } {
  const order = FIELD_ORDERS.find((o) => o === stream.field_order);
  return order ? { fieldOrder: order } : {};
}

export function parseProbeOutput(output: FfprobeOutput): MediaInfo {
  const streams = output.streams ?? [];
  const format = output.format ?? {};
  // Cover art in MP3/M4A shows up as a video stream flagged attached_pic: it is not footage.
  const videoStream = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audioStreams = streams.filter((s) => s.codec_type === 'audio');
  const audioStream = audioStreams.find((s) => s.disposition?.default) ?? audioStreams[0];
  const timecodeStream = streams.find((s) => s.codec_tag_string === 'tmcd' || s.tags?.timecode);
  const startTimecode = videoStream?.tags?.timecode ?? format.tags?.timecode ?? timecodeStream?.tags?.timecode;

  let video: VideoStreamInfo | undefined;
  if (videoStream) {
    video = {
      codec: videoStream.codec_name ?? 'none',
      codecTag: videoStream.codec_tag_string ?? '',
      width: num(videoStream.width),
      height: num(videoStream.height),
      rate: pickFrameRate(videoStream.r_frame_rate, videoStream.avg_frame_rate),
      pixFmt: videoStream.pix_fmt ?? '',
      rotation: rotationOf(videoStream),
      ...sampleAspectOf(videoStream),
      ...fieldOrderOf(videoStream),
      ...(startTimecode ? { startTimecode } : {}),
    };
  }
  let audio: AudioStreamInfo | undefined;
  if (audioStream) {
    audio = {
      codec: audioStream.codec_name ?? 'none',
      channels: num(audioStream.channels),
      sampleRate: num(audioStream.sample_rate),
      channelLayout: audioStream.channel_layout ?? '',
    };
  }
  const majorBrand = format.tags?.major_brand?.trim();
  return {
    container: format.format_name ?? '',
    ...(majorBrand ? { majorBrand } : {}),
    durationSec: num(format.duration),
    sizeBytes: num(format.size),
    bitRate: num(format.bit_rate),
    ...(video ? { video } : {}),
    ...(audio ? { audio } : {}),
    audioStreamCount: audioStreams.length,
    startTimeSec: num(format.start_time),
  };
}

import type { MediaRunner } from '../media/media.runner';

/** Reads rendered files back the way a viewer sees them: frames as RGB pixels, streams as ffprobe says. */

export interface RgbFrame {
  width: number;
  height: number;
  data: Buffer;
}

/** The frame shown at `seconds`, decoded to RGB at the file's own size (or `size`). */
export async function grabRgb(
  runner: MediaRunner,
  path: string,
  seconds: number,
  size: { width: number; height: number },
): Promise<RgbFrame> {
  const data = await runner.runToBuffer([
    '-nostdin',
    '-v',
    'error',
    '-ss',
    String(seconds),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    `scale=${size.width}:${size.height}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  if (data.length !== size.width * size.height * 3)
    throw new Error(`expected one ${size.width}x${size.height} frame, got ${data.length} bytes`);
  return { ...size, data };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixels in the box within `tolerance` of the colour on every channel. */
export function countColour(frame: RgbFrame, box: Box, hex: string, tolerance = 60): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * frame.width + x) * 3;
      if (
        Math.abs(frame.data[i]! - r) <= tolerance &&
        Math.abs(frame.data[i + 1]! - g) <= tolerance &&
        Math.abs(frame.data[i + 2]! - b) <= tolerance
      )
        n++;
    }
  }
  return n;
}

/** Mean absolute difference per channel between two frames of the same size inside a box (0–255). */
export function meanDiff(a: RgbFrame, b: RgbFrame, box: Box): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
    }
  }
  return sum / (box.w * box.h * 3);
}

/** The four corner boxes of a frame, a fifth of its width and height each. */
export function corners(
  width: number,
  height: number,
): Record<'top-left' | 'top-right' | 'bottom-left' | 'bottom-right', Box> {
  const w = Math.round(width / 5);
  const h = Math.round(height / 5);
  return {
    'top-left': { x: 0, y: 0, w, h },
    'top-right': { x: width - w, y: 0, w, h },
    'bottom-left': { x: 0, y: height - h, w, h },
    'bottom-right': { x: width - w, y: height - h, w, h },
  };
}

export interface StreamsInfo {
  durationSec: number;
  video?: { width: number; height: number; pixFmt: string; codec: string; frames: number };
  audio?: { codec: string; channels: number; sampleRate: number };
}

export async function streamsOf(runner: MediaRunner, path: string): Promise<StreamsInfo> {
  const out = await runner.ffprobe([
    '-v',
    'error',
    '-count_packets',
    '-show_entries',
    'format=duration:stream=codec_type,codec_name,width,height,pix_fmt,channels,sample_rate,nb_read_packets',
    '-of',
    'json',
    path,
  ]);
  const parsed = JSON.parse(out) as { format: { duration: string }; streams: Record<string, string | number>[] };
  const v = parsed.streams.find((s) => s.codec_type === 'video');
  const a = parsed.streams.find((s) => s.codec_type === 'audio');
  return {
    durationSec: Number(parsed.format.duration),
    ...(v
      ? {
          video: {
            width: Number(v.width),
            height: Number(v.height),
            pixFmt: String(v.pix_fmt),
            codec: String(v.codec_name),
            frames: Number(v.nb_read_packets),
          },
        }
      : {}),
    ...(a
      ? { audio: { codec: String(a.codec_name), channels: Number(a.channels), sampleRate: Number(a.sample_rate) } }
      : {}),
  };
}

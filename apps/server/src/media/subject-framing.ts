import { deinterlaced } from './deinterlace';
import { readUserMediaQuietly } from './media-confinement';
import type { MediaRunner } from './media.runner';
import type { FieldOrder } from './media.types';
import { bestWindowCentre, columnScores, cropShare } from './subject-focus.fns';

/**
 * Samples a stretch of a file as tiny RGB frames and says where its subject is (0–1 across the
 * picture), for vertical crops that keep the speaker in frame instead of the middle of the room.
 */

/** Columns are what matter; 96 of them place a 9:16 window to about 1 % of the width. */
export const FRAMING_SAMPLE = { width: 96, height: 54 } as const;
/** Enough frames to see who moves without decoding a long cut at full rate. */
const MAX_SAMPLES = 48;
const MAX_RATE = 4;
/** Past this length only keyframes are decoded: seconds apart, still plenty to see who moves. */
const KEYFRAMES_ONLY_AFTER_SEC = 30;

export interface FramingRequest {
  path: string;
  /** ffprobe's format_name of the file, when known. */
  container?: string;
  /** The picture's field order when it is interlaced: it is deinterlaced before it is sampled. */
  fieldOrder?: FieldOrder;
  start: number;
  duration: number;
  /** The picture as shown (rotation applied) and the frame it is cropped to. */
  picture: { width: number; height: number };
  target: { width: number; height: number };
  signal?: AbortSignal;
}

const num = (n: number): string => String(Math.round(n * 1000) / 1000);

export function framingArgs(
  req: Pick<FramingRequest, 'path' | 'container' | 'fieldOrder' | 'start' | 'duration'>,
): string[] {
  const rate = Math.min(MAX_RATE, MAX_SAMPLES / Math.max(req.duration, 0.001));
  const { width, height } = FRAMING_SAMPLE;
  return [
    ...readUserMediaQuietly(req.container),
    ...(req.duration > KEYFRAMES_ONLY_AFTER_SEC ? ['-skip_frame', 'nokey'] : []),
    '-ss',
    num(req.start),
    '-t',
    num(req.duration),
    '-i',
    req.path,
    '-an',
    '-vf',
    deinterlaced(req.fieldOrder, `fps=${num(rate)},scale=${width}:${height}:flags=area,format=rgb24`),
    '-f',
    'rawvideo',
    'pipe:1',
  ];
}

/** Splits raw rgb24 output into frames, dropping a trailing partial one. */
export function splitFrames(raw: Uint8Array, width: number, height: number): Uint8Array[] {
  const size = width * height * 3;
  const frames: Uint8Array[] = [];
  for (let at = 0; at + size <= raw.length; at += size) frames.push(raw.subarray(at, at + size));
  return frames;
}

/** 0.5 when the picture already fits the target or nothing in it stands out. */
export async function subjectFocus(runner: Pick<MediaRunner, 'runToBuffer'>, req: FramingRequest): Promise<number> {
  const share = cropShare(req.picture, req.target);
  if (share >= 1 || req.duration <= 0) return 0.5;
  const raw = await runner.runToBuffer(framingArgs(req), { signal: req.signal });
  const { width, height } = FRAMING_SAMPLE;
  const frames = splitFrames(raw, width, height);
  if (frames.length === 0) return 0.5;
  return bestWindowCentre(columnScores({ width, height, frames }), share);
}

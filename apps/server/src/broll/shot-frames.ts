import { deinterlaced } from '../media/deinterlace';
import { readUserMediaQuietly } from '../media/media-confinement';
import type { MediaRunner } from '../media/media.runner';
import type { FrameSource } from './best-frame';
import { colourHistogram, frameChange, greyFrame, type FrameSize } from './shots.fns';

/**
 * Decodes a whole file as tiny frames at its own frame rate and keeps, as they stream past, what
 * logging needs: each frame's change from the one before (for cuts) and a few frames a second
 * (for describing shots). Never holds the whole file in memory.
 */

export const LOG_FRAME: FrameSize = { width: 64, height: 36 };
/** Frames a second kept for description: enough to follow a pan, few enough for long files. */
const KEPT_PER_SECOND = 6;

export interface KeptFrame {
  index: number;
  rgb: Uint8Array;
  grey: Float32Array;
}

export interface DecodedFrames {
  fps: number;
  frameCount: number;
  /** change[i]: how unlike frame i is to frame i-1 (0 for the first). */
  change: number[];
  kept: KeptFrame[];
  size: FrameSize;
}

const num = (n: number): string => String(Math.round(n * 1000) / 1000);

export function logFrameArgs(input: FrameSource & { fps: number }): string[] {
  const { width, height } = LOG_FRAME;
  return [
    ...readUserMediaQuietly(input.container),
    '-i',
    input.path,
    '-an',
    '-sn',
    // A constant rate makes frame i start at i / fps, whatever the file's timestamps do.
    '-vf',
    deinterlaced(input.fieldOrder, `fps=${num(input.fps)},scale=${width}:${height}:flags=area,format=rgb24`),
    '-f',
    'rawvideo',
    'pipe:1',
  ];
}

export async function decodeLogFrames(
  runner: Pick<MediaRunner, 'run'>,
  input: FrameSource & { fps: number },
  opts: { signal?: AbortSignal } = {},
): Promise<DecodedFrames> {
  const size = LOG_FRAME;
  const frameBytes = size.width * size.height * 3;
  const keepEvery = Math.max(1, Math.round(input.fps / KEPT_PER_SECOND));
  const change: number[] = [];
  const kept: KeptFrame[] = [];
  let previous: { grey: Float32Array; hist: Float64Array } | undefined;
  let pending: Buffer = Buffer.alloc(0);

  const take = (rgb: Uint8Array) => {
    const index = change.length;
    const current = { grey: greyFrame(rgb), hist: colourHistogram(rgb) };
    change.push(previous ? frameChange(previous, current) : 0);
    previous = current;
    if (index % keepEvery === 0) kept.push({ index, rgb: Uint8Array.from(rgb), grey: current.grey });
  };

  await runner.run(logFrameArgs(input), {
    signal: opts.signal,
    onStdout: (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let at = 0;
      for (; at + frameBytes <= pending.length; at += frameBytes) take(pending.subarray(at, at + frameBytes));
      pending = pending.subarray(at);
    },
  });
  return { fps: input.fps, frameCount: change.length, change, kept, size };
}

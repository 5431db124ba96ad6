import { buildFfmpegArgs } from './ffmpeg.args';
import { expectOutput } from './media.output';
import type { MediaRunner } from './media.runner';
import type { FieldOrder } from './media.types';

/** The pictures the import shows of a video: a thumbnail strip for the timeline, a poster frame. */

export interface PreviewOptions {
  runner: Pick<MediaRunner, 'run'>;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * Runs `attempts` in order until one leaves its output; the last failure is thrown. An abort is
 * never retried: the user asked for the work to stop.
 */
async function firstThatWrites(attempts: Array<() => Promise<void>>, signal?: AbortSignal): Promise<void> {
  let lastError: unknown;
  for (const attempt of attempts) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The thumbnail strip, from keyframes only (seconds on a 2-hour file), else from decoded frames:
 * a clip with a single keyframe (what many phone apps write) feeds the keyframes-only filter
 * chain one frame, and ffmpeg then exits 0 without writing the strip.
 */
export function makeThumbnailStrip(
  job: {
    input: string;
    output: string;
    durationSec: number;
    count: number;
    container?: string;
    fieldOrder?: FieldOrder;
  },
  opts: PreviewOptions,
): Promise<void> {
  const attempt = (keyframesOnly: boolean) => async () => {
    const args = buildFfmpegArgs({ type: 'thumbnails', ...job, keyframesOnly }, { progress: true });
    await opts.runner.run(args, { signal: opts.signal, durationSec: job.durationSec, onProgress: opts.onProgress });
    await expectOutput(job.output, 'thumbnails');
  };
  return firstThatWrites([attempt(true), attempt(false)], opts.signal);
}

/**
 * The poster at 10 % of the duration, else the first frame: seeking past the only frame of a
 * one-frame clip leaves nothing to encode.
 */
export function makePoster(
  job: { input: string; output: string; durationSec: number; container?: string; fieldOrder?: FieldOrder },
  opts: PreviewOptions,
): Promise<void> {
  const attempt = (atSec?: number) => async () => {
    await opts.runner.run(buildFfmpegArgs({ type: 'poster', ...job, atSec }), { signal: opts.signal });
    await expectOutput(job.output, 'poster');
  };
  return firstThatWrites([attempt(), attempt(0)], opts.signal);
}

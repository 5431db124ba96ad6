import type { BrollFileLog } from '@otto/shared/broll';
import type { MediaRunner } from '../media/media.runner';
import type { FieldOrder } from '../media/media.types';
import { grabBestFrame } from './best-frame';
import { lookSignature } from './broll-groups.fns';
import { decodeLogFrames } from './shot-frames';
import { describeShot } from './shot-describe.fns';
import { detectCuts, shotsFromCuts } from './shots.fns';
import type { VisionCaptioner } from './vision.client';

export interface LogInput {
  path: string;
  container?: string;
  /** The picture's field order when it is interlaced: every frame read is deinterlaced first. */
  fieldOrder?: FieldOrder;
  /** The video stream's rate; 25 when the probe had none. */
  fps: number;
  sourceId: string;
  filename: string;
}

/**
 * One file's B-roll log: decode once, cut into shots, describe each, sign the file's look. With a
 * vision model, each shot's best frame is captioned and the caption is the description; a model
 * that fails leaves the offline sentence in place.
 */
export async function logBrollFile(
  runner: Pick<MediaRunner, 'run' | 'runToBuffer'>,
  input: LogInput,
  opts: {
    signal?: AbortSignal;
    vision?: VisionCaptioner;
    onVisionError?: (err: unknown, shot: number) => void;
  } = {},
): Promise<BrollFileLog> {
  const frames = await decodeLogFrames(runner, input, opts);
  const cuts = detectCuts(frames.change, { fps: frames.fps });
  const ranges = shotsFromCuts(cuts, frames.frameCount, frames.fps);
  const shots = ranges.map((range, i) => {
    const inside = frames.kept.filter((f) => f.index >= range.startFrame && f.index < range.endFrame);
    return describeShot(range, i, inside, frames.size, frames.fps);
  });
  if (opts.vision) {
    for (const shot of shots) {
      try {
        const jpeg = await grabBestFrame(runner, { ...input, atSec: shot.bestFrameSec }, opts.signal);
        shot.description = await opts.vision.caption(jpeg, opts.signal);
        shot.describedBy = 'vision';
      } catch (err) {
        opts.onVisionError?.(err, shot.index);
      }
    }
  }
  return {
    sourceId: input.sourceId,
    filename: input.filename,
    durationSec: frames.frameCount / frames.fps,
    fps: frames.fps,
    shots,
    signature: lookSignature(frames.kept, frames.size),
  };
}

import { readUserMediaQuietly } from '../media/media-confinement';
import type { MediaRunner } from '../media/media.runner';

/** A shot's best frame as a JPEG 512 pixels wide: what a vision model is shown. */
export function bestFrameArgs(input: { path: string; container?: string; atSec: number }): string[] {
  return [
    ...readUserMediaQuietly(input.container),
    '-ss',
    String(Math.round(input.atSec * 1000) / 1000),
    '-i',
    input.path,
    '-frames:v',
    '1',
    '-an',
    '-vf',
    'scale=512:-2',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ];
}

export const grabBestFrame = (
  runner: Pick<MediaRunner, 'runToBuffer'>,
  input: { path: string; container?: string; atSec: number },
  signal?: AbortSignal,
): Promise<Buffer> => runner.runToBuffer(bestFrameArgs(input), { signal });

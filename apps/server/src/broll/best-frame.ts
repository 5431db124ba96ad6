import { deinterlaced } from '../media/deinterlace';
import { readUserMediaQuietly } from '../media/media-confinement';
import type { MediaRunner } from '../media/media.runner';
import type { FieldOrder } from '../media/media.types';

export interface FrameSource {
  path: string;
  container?: string;
  /** The picture's field order when it is interlaced: it is deinterlaced first. */
  fieldOrder?: FieldOrder;
}

/** A shot's best frame as a JPEG 512 pixels wide: what a vision model is shown, and the group's picture. */
export function bestFrameArgs(input: FrameSource & { atSec: number }): string[] {
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
    deinterlaced(input.fieldOrder, 'scale=512:-2'),
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ];
}

export const grabBestFrame = (
  runner: Pick<MediaRunner, 'runToBuffer'>,
  input: FrameSource & { atSec: number },
  signal?: AbortSignal,
): Promise<Buffer> => runner.runToBuffer(bestFrameArgs(input), { signal });

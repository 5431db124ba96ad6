import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { mediaPath } from '../media/media.test-support';

/** A stretch of one shared clip; concatenated, each becomes a shot. */
export interface Piece {
  file: string;
  from: number;
  seconds: number;
}

/** Distinct scenes: a timecode on a teal screen, a man on green screen, an animated meadow, and back. */
export const DISTINCT_PIECES: readonly Piece[] = [
  { file: 'video/auto-editor_example.mp4', from: 2, seconds: 3 },
  { file: 'video/auto-editor_man-on-green-screen.mp4', from: 3, seconds: 3 },
  { file: 'video/lhotse_big_buck_bunny_small.mp4', from: 1, seconds: 3 },
  { file: 'video/auto-editor_example.mp4', from: 20, seconds: 3 },
  { file: 'video/auto-editor_man-on-green-screen.mp4', from: 10, seconds: 2.5 },
];

/** How a generated file differs from the default 320×180, a keyframe every 2 s. */
export interface FileLook {
  /** The filter that sizes each piece (default `scale=320:180`). */
  picture?: string;
  pixelFormat?: string;
  /** libx264 options replacing the default keyframe interval. */
  encoder?: string[];
}

/** A phone's portrait clip: 9:16 from the middle of each piece, 1080×1920 scaled down to 360×640. */
export const PORTRAIT_PHONE: FileLook = { picture: 'crop=ih*9/16:ih,scale=1080:1920,scale=360:640' };

/** One keyframe for the whole file, as some phones and screen recorders write: no scene-cut keyframes either. */
export const SINGLE_GOP = ['-g', '100000', '-keyint_min', '100000', '-sc_threshold', '0'];

/**
 * Joins the pieces into one 25 fps file (320×180, silent unless `withAudio`), so the cut times
 * are known exactly: at the sum of the pieces before each one.
 */
export function concatPieces(
  dir: string,
  pieces: readonly Piece[],
  name = 'concat.mp4',
  fps = 25,
  look: FileLook = {},
): string {
  const out = join(dir, name);
  const picture = look.picture ?? 'scale=320:180';
  const inputs = pieces.flatMap((p) => ['-ss', String(p.from), '-t', String(p.seconds), '-i', mediaPath(p.file)]);
  const chains = pieces.map(
    (_, i) => `[${i}:v]fps=${fps},${picture},setsar=1,format=${look.pixelFormat ?? 'yuv420p'}[v${i}]`,
  );
  const filter = `${chains.join(';')};${pieces.map((_, i) => `[v${i}]`).join('')}concat=n=${pieces.length}:v=1:a=0[v]`;
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    ...inputs,
    '-f',
    'lavfi',
    '-t',
    String(pieces.reduce((s, p) => s + p.seconds, 0)),
    '-i',
    'anullsrc=r=48000:cl=mono',
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-map',
    `${pieces.length}:a`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    ...(look.encoder ?? ['-g', '50']),
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
  return out;
}

/** Where each piece after the first begins, in seconds. */
export const cutTimes = (pieces: readonly Piece[]): number[] =>
  pieces.slice(0, -1).map((_, i) => pieces.slice(0, i + 1).reduce((s, p) => s + p.seconds, 0));

import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { MAX_INTRO_VIDEO_BYTES } from '@otto/shared/intros';

function run(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}:\n${err.slice(-2000)}`)),
    );
  });
}

export interface EncodeOptions {
  width: number;
  fps: number;
}

/**
 * Encodes the frames listed in a concat script to VP9 WebM. Screen recordings are mostly flat UI, so
 * a high CRF stays sharp; it is raised step by step until the file fits under MAX_INTRO_VIDEO_BYTES.
 */
export async function encodeWebm(
  concatFile: string,
  out: string,
  opts: EncodeOptions,
): Promise<{ bytes: number; crf: number }> {
  for (const crf of [36, 42, 48]) {
    // prettier-ignore
    await run('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'concat', '-safe', '0', '-i', concatFile,
      '-vf', `fps=${opts.fps},scale=${opts.width}:-2:flags=lanczos,format=yuv420p`,
      '-c:v', 'libvpx-vp9', '-crf', String(crf), '-b:v', '0',
      '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-g', String(opts.fps * 5),
      '-an', out,
    ]);
    const { size } = await stat(out);
    if (size < MAX_INTRO_VIDEO_BYTES) return { bytes: size, crf };
  }
  throw new Error(`${out} is still 2 MB or more at the highest CRF: shorten its flow`);
}

/** The video's duration as a player will report it. */
export async function probeDuration(file: string): Promise<number> {
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const duration = Number(out.trim());
  if (!(duration > 0)) throw new Error(`${file} has no duration`);
  return duration;
}

/** A small JPEG still from `atSec`, shown before the video plays. */
export async function writePoster(video: string, atSec: number, out: string, width: number): Promise<void> {
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-ss', atSec.toFixed(2), '-i', video,
    '-frames:v', '1', '-vf', `scale=${width}:-2`, '-q:v', '5', out,
  ]);
}

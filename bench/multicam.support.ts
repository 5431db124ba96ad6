/**
 * What the multicam benchmarks share: a quiet ffmpeg runner and the 10-minute main audio they
 * build their camera sets from.
 */
import { join, resolve } from 'node:path';
import pino from 'pino';
import { createMediaRunner } from '../apps/server/src/media/media.runner';

export const runner = createMediaRunner({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', logger: pino({ level: 'silent' }) });
export const ff = (args: string[]) => runner.run(['-nostdin', '-v', 'error', '-y', ...args]);

/**
 * The shared multicam main audio at 14 tempos in a row, cut to 10 minutes (stereo 48 kHz WAV in
 * `dir`): no stretch repeats exactly, so a camera cut from it has one best offset, not 14.
 */
export async function tenMinuteMain(dir: string): Promise<string> {
  const source = resolve('../shared/media/multicam/main_audio.wav');
  const tempos = Array.from({ length: 14 }, (_, i) => (0.9 + ((i * 7) % 11) * 0.02).toFixed(2));
  const chains = tempos.map((t, i) => `[s${i}]atempo=${t}[t${i}]`).join(';');
  const main = join(dir, 'main.wav');
  await ff([
    '-i', source,
    '-filter_complex',
    `[0:a]asplit=${tempos.length}${tempos.map((_, i) => `[s${i}]`).join('')};${chains};` +
      `${tempos.map((_, i) => `[t${i}]`).join('')}concat=n=${tempos.length}:v=0:a=1,atrim=0:600[out]`,
    '-map', '[out]', '-ac', '2', '-ar', '48000', '-c:a', 'pcm_s16le', main,
  ]);
  return main;
}

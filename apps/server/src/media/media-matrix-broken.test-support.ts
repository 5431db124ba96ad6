import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaRunner } from './media.runner';
import { picture, run, shortest, tone, type MatrixClip } from './media-matrix.test-support';

/** Files Otto cannot use: each must end in its catalogue label, and Retry be offered. */
export const brokenClips: MatrixClip[] = [
  {
    name: 'a text file named .mov',
    file: 'notes.mov',
    type: 'video',
    make: async (dir) => writeFile(join(dir, 'notes.mov'), 'Shot list: interview A, B-roll of the harbour.\n'),
    speech: false,
    refusedWith: 'Processing error',
  },
  {
    name: 'subtitles only (.mkv without picture or sound)',
    file: 'subtitles.mkv',
    type: 'video',
    make: async (dir, runner) => {
      const srt = join(dir, 'subtitles.srt');
      await writeFile(srt, '1\n00:00:00,000 --> 00:00:02,000\nHello\n');
      await run(runner, ['-i', srt, '-c:s', 'srt', join(dir, 'subtitles.mkv')]);
    },
    speech: false,
    refusedWith: 'No video stream',
  },
  {
    name: 'a .webm cut off just after its header',
    file: 'cut-off.webm',
    type: 'video',
    make: async (dir, runner) => cutWebm(dir, runner, 'cut-off.webm', () => 600),
    speech: false,
    refusedWith: 'Video processing error',
  },
  {
    // Matroska declares its duration up front: half the bytes still probe as the whole clip.
    name: 'a .webm cut off halfway',
    file: 'half.webm',
    type: 'video',
    make: async (dir, runner) => cutWebm(dir, runner, 'half.webm', (size) => Math.floor(size / 2)),
    speech: false,
    refusedWith: 'Video processing error',
  },
];

/** A 4 s WebM cut to the first `keep(size)` bytes, as an upload or copy that stopped. */
async function cutWebm(dir: string, runner: Pick<MediaRunner, 'run'>, file: string, keep: (size: number) => number) {
  const whole = join(dir, `whole-${file}`);
  await run(runner, [
    ...picture('320x240', '25', 4),
    ...tone(4),
    ...shortest,
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k', '-c:a', 'libvorbis', whole],
  ]);
  const bytes = await readFile(whole);
  await writeFile(join(dir, file), bytes.subarray(0, keep(bytes.length)));
}

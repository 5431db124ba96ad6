import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createMediaRunner, type MediaRunner } from './media.runner';

/** Test media from ../shared/media (see its MANIFEST.md), resolved from this file. */
export function mediaPath(relative: string): string {
  return fileURLToPath(new URL(`../../../../../shared/media/${relative}`, import.meta.url));
}

export function createTestRunner(): MediaRunner {
  return createMediaRunner({
    ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
    ffprobePath: process.env.FFPROBE_PATH ?? 'ffprobe',
    logger: pino({ level: 'silent' }),
    killGraceMs: 500,
  });
}

/** How many running processes have the marker in their command line (Linux /proc). */
export async function processesWith(marker: string): Promise<number> {
  let count = 0;
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(marker)) count++;
  }
  return count;
}

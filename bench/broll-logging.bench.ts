/**
 * B-roll logging speed: seconds of logging (decode at full frame rate, shot cuts, descriptions,
 * look signature) per second of footage, on 10 minutes of 720p30 footage cut together from the
 * shared clips (a cut every few seconds, as B-roll reels have). Prints figures; asserts nothing.
 * Run: node --import tsx bench/broll-logging.bench.ts [minutes]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { brollGroups } from '../apps/server/src/broll/broll-groups.fns';
import { logBrollFile } from '../apps/server/src/broll/broll-log';
import { createMediaRunner } from '../apps/server/src/media/media.runner';

const video = resolve(import.meta.dirname, '../../shared/media/video');
const minutes = Number(process.argv[2] ?? 10);
const clips = [
  { file: 'auto-editor_example.mp4', length: 42 },
  { file: 'auto-editor_man-on-green-screen.mp4', length: 24 },
  { file: 'lhotse_big_buck_bunny_small.mp4', length: 5 },
];

/** Pieces of 3 to 8 s taken in turn from the three clips, until the footage is long enough. */
function makeFootage(dir: string): string {
  const pieces: { file: string; from: number; seconds: number }[] = [];
  let total = 0;
  for (let i = 0; total < minutes * 60; i++) {
    const clip = clips[i % clips.length]!;
    const seconds = Math.min(3 + (i % 6), clip.length - 0.5);
    const from = (i * 7) % Math.max(0.1, clip.length - seconds);
    pieces.push({ file: join(video, clip.file), from, seconds });
    total += seconds;
  }
  const list = join(dir, 'pieces.txt');
  // Each piece is normalised once, then the concat demuxer joins them without re-encoding.
  const names: string[] = [];
  pieces.forEach((p, i) => {
    const out = join(dir, `p${i}.mp4`);
    execFileSync('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-ss',
      String(p.from),
      '-t',
      String(p.seconds),
      '-i',
      p.file,
      '-vf',
      'scale=1280:720,setsar=1,fps=30',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      out,
    ]);
    names.push(`file '${out}'`);
  });
  execFileSync('sh', ['-c', `printf '%s\\n' "$@" > '${list}'`, 'sh', ...names]);
  const footage = join(dir, 'footage.mp4');
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-c',
    'copy',
    footage,
  ]);
  return footage;
}

const dir = mkdtempSync(join(tmpdir(), 'otto-broll-bench-'));
try {
  const footage = makeFootage(dir);
  const runner = createMediaRunner({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', logger: pino({ level: 'silent' }) });
  const started = performance.now();
  const log = await logBrollFile(runner, {
    path: footage,
    fps: 30,
    sourceId: crypto.randomUUID(),
    filename: 'footage.mp4',
  });
  const seconds = (performance.now() - started) / 1000;
  const groups = brollGroups([log]);
  console.log(`footage: ${log.durationSec.toFixed(1)} s of 1280x720 at 30 fps`);
  console.log(`shots found: ${log.shots.length}; groups: ${groups.length}`);
  console.log(`logging time: ${seconds.toFixed(1)} s`);
  console.log(`logging time ÷ footage duration: ${(seconds / log.durationSec).toFixed(3)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

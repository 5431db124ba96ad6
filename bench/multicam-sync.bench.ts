/**
 * Multicam audio sync: time ÷ longest source duration for a 10-minute three-camera set built from
 * the shared multicam main audio, printed next to the spec's import estimate (0.4 × longest source),
 * with each camera's offset error.
 * Run: node --import tsx bench/multicam-sync.bench.ts
 *
 * The 10 minutes are the main audio 14 times at different tempos, so no stretch repeats exactly
 * (a plain loop would give every camera 14 equally good offsets). Cameras are cuts of it, filtered,
 * quieter, AAC at other sample rates, one started before the main audio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncCameras } from '../apps/server/src/multicam/sync';
import { ff, runner, tenMinuteMain } from './multicam.support';

const dir = await mkdtemp(join(tmpdir(), 'otto-multicam-bench-'));

try {
  const main = await tenMinuteMain(dir);
  const cameras = [
    { name: 'cam1 (starts +2.000 s, high-passed, 44.1 kHz)', offset: 2, args: ['-ss', '2', '-af', 'highpass=f=200,volume=0.5', '-ar', '44100'] },
    { name: 'cam2 (starts -3.000 s, low-passed)', offset: -3, args: ['-af', 'adelay=3000:all=1,lowpass=f=4000', '-ar', '48000'] },
    { name: 'cam3 (starts +7.250 s, 500 s long, 32 kHz)', offset: 7.25, args: ['-ss', '7.25', '-t', '500', '-ar', '32000'] },
  ];
  for (const [i, cam] of cameras.entries()) {
    await ff(['-i', main, ...cam.args, '-ac', '1', '-c:a', 'aac', '-b:a', '64k', join(dir, `cam${i}.m4a`)]);
  }
  const longestSec = 603;
  const started = performance.now();
  const results = await syncCameras(runner, { path: main }, cameras.map((_, i) => ({ path: join(dir, `cam${i}.m4a`) })));
  const seconds = (performance.now() - started) / 1000;
  console.log('multicam sync, 10-minute main audio + 3 cameras (decode + sync, one process, this machine)');
  for (const [i, cam] of cameras.entries()) {
    const r = results[i]!;
    const error = r.synced ? `${((r.offsetSec - cam.offset) * 1000).toFixed(2)} ms error` : `not synced (${r.reason})`;
    console.log(`  ${cam.name}: ${r.synced ? r.offsetSec.toFixed(4) : '-'} s, confidence ${r.confidence}, ${error}`);
  }
  console.log(`  time ${seconds.toFixed(2)} s for ${longestSec} s longest source: ${(seconds / longestSec).toFixed(4)} × duration`);
  console.log(`  spec import estimate for this set: 0.4 × ${longestSec} s = ${(0.4 * longestSec).toFixed(0)} s (4 sources, not exactly 3, so × 0.8 → ${(0.32 * longestSec).toFixed(0)} s)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

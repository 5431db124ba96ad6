/**
 * Multicam analysis: sync + speaker analysis time ÷ longest source duration for a 10-minute
 * three-camera set built from the shared multicam media, printed next to the spec's import
 * estimate (0.4 × the longest source; × 0.8 unless exactly 3 sources).
 * Run: node --import tsx bench/multicam-analysis.bench.ts
 *
 * The 10 minutes are the main audio at 14 tempos in a row (no stretch repeats exactly). Each camera
 * is a cut of it whose mic favours "its" speaker: the set's one voice is loud in camera n's mic
 * during the n-th of every three minutes-long stretches and 18 dB down elsewhere, as a mic per
 * person would hear a three-person talk. Timed: decoding every file, syncing each camera, the
 * speaker turns and the camera switching of a 60-second edit. Not timed: transcription (its own
 * benchmark); the words the turns are read over are the main audio's voiced 10 ms frames, joined.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storyTextBlocks } from '../apps/server/src/multicam/multicam-edit.fns';
import { analyseSpeakers, type CameraAudio } from '../apps/server/src/multicam/speaker-turns';
import { decodeSyncAudio } from '../apps/server/src/multicam/sync';
import { energyEnvelope, SYNC, syncOffset } from '../apps/server/src/multicam/sync.fns';
import { ff, runner, tenMinuteMain } from './multicam.support';

const dir = await mkdtemp(join(tmpdir(), 'otto-multicam-analysis-'));

try {
  const main = await tenMinuteMain(dir);
  // Camera n's mic: full level in its own 40-s stretches (n-th of every three), −18 dB elsewhere.
  const mic = (n: number) =>
    `volume='if(eq(mod(floor(t/40),3),${n}),1,0.126)':eval=frame`;
  const cameras = [
    { name: 'camera 1 (starts +2.000 s, 44.1 kHz, 30 fps)', offset: 2, cut: ['-ss', '2'], rate: '44100', fps: 30 },
    { name: 'camera 2 (starts -3.000 s, 48 kHz, 25 fps)', offset: -3, cut: [], delay: 3000, rate: '48000', fps: 25 },
    { name: 'camera 3 (starts +7.250 s, 500 s long, 32 kHz, 29.97 fps)', offset: 7.25, cut: ['-ss', '7.25', '-t', '500'], rate: '32000', fps: 30000 / 1001 },
  ];
  for (const [i, cam] of cameras.entries()) {
    const filters = [mic(i), ...(cam.delay ? [`adelay=${cam.delay}:all=1`] : [])].join(',');
    await ff([
      '-f', 'lavfi', '-i', `color=c=gray:s=64x36:r=${cam.fps}`,
      ...cam.cut, '-i', main,
      '-map', '0:v', '-map', '1:a', '-shortest',
      '-af', filters, '-ac', '1', '-ar', cam.rate,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '64k',
      join(dir, `cam${i}.mp4`),
    ]);
  }
  // Stand-in words: runs of voiced envelope frames of the main audio (untimed preparation).
  const prepared = await decodeSyncAudio(runner, { path: main });
  const env = energyEnvelope(prepared);
  const loudest = Math.max(...env);
  const words: { text: string; start: number; end: number; confidence: number }[] = [];
  for (let f = 0; f < env.length; f++) {
    if (env[f]! < loudest - 30) continue;
    const start = f / SYNC.envelopeHz;
    while (f < env.length && env[f]! >= loudest - 30) f++;
    if (f / SYNC.envelopeHz - start >= 0.1) words.push({ text: 'w', start, end: f / SYNC.envelopeHz, confidence: 1 });
  }

  const longestSec = 603;
  const started = performance.now();
  const mainSamples = await decodeSyncAudio(runner, { path: main });
  const audio: CameraAudio[] = [];
  const offsets: (number | null)[] = [];
  for (const i of cameras.keys()) {
    const samples = await decodeSyncAudio(runner, { path: join(dir, `cam${i}.mp4`) });
    const r = syncOffset(mainSamples, samples);
    offsets.push(r.synced ? r.offsetSec : null);
    audio.push({ camera: i + 1, samples, offsetSec: r.synced ? r.offsetSec : null });
  }
  const synced = performance.now();
  const speakers = analyseSpeakers(words, audio);
  const edit = [{ sourceId: 'main', start: 100, end: 160, text: '' }];
  const blocks = storyTextBlocks(edit, words, speakers, 'non_overlapping');
  const seconds = (performance.now() - started) / 1000;

  console.log('multicam analysis, 10-minute main audio + 3 cameras (decode + sync + speakers + switching, this machine)');
  for (const [i, cam] of cameras.entries()) {
    const o = offsets[i] ?? null;
    console.log(`  ${cam.name}: ${o === null ? 'not synced' : `${o.toFixed(4)} s, ${((o - cam.offset) * 1000).toFixed(2)} ms error`}`);
  }
  console.log(`  speakers by ${speakers.by}: ${speakers.turns.length} turns over ${words.length} stand-in words; 60-s edit → ${blocks[0]!.camBlocks.length} shots`);
  console.log(`  sync ${((synced - started) / 1000).toFixed(2)} s + speakers/switching ${((performance.now() - synced) / 1000).toFixed(2)} s`);
  console.log(`  time ${seconds.toFixed(2)} s for ${longestSec} s longest source: ${(seconds / longestSec).toFixed(4)} × duration`);
  console.log(`  spec estimate: 0.4 × ${longestSec} s = ${(0.4 * longestSec).toFixed(0)} s (4 sources, not exactly 3: × 0.8 → ${(0.32 * longestSec).toFixed(0)} s)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

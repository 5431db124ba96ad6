import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRunner, mediaPath } from '../media/media.test-support';
import { syncCameras } from './sync';

const runner = createTestRunner();
const main = { path: mediaPath('multicam/main_audio.wav') };
const camA = { path: mediaPath('multicam/camA.mp4') };
const camB = { path: mediaPath('multicam/camB.mp4') };
let expected: Record<string, number>;
let dir: string;

beforeAll(async () => {
  const offsets = JSON.parse(await readFile(mediaPath('multicam/offsets.json'), 'utf8')) as {
    offsets_seconds_on_main_timeline: Record<string, number>;
  };
  expected = offsets.offsets_seconds_on_main_timeline;
  dir = await mkdtemp(join(tmpdir(), 'otto-sync-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A cut of a shared file made at test time (re-encoded so the cut is sample-exact). */
async function cut(source: string, name: string, args: string[]): Promise<{ path: string }> {
  const path = join(dir, name);
  await runner.run(['-nostdin', '-v', 'error', '-y', '-i', source, ...args, path]);
  return { path };
}

describe('audio sync of the shared multicam set', () => {
  it('places each camera on the main audio within one frame of offsets.json', async () => {
    const [a, b] = await syncCameras(runner, main, [camA, camB]);
    expect(a).toMatchObject({ synced: true });
    expect(b).toMatchObject({ synced: true });
    if (!a?.synced || !b?.synced) return;
    // camA runs at 30 fps, camB at 25 fps: one frame of each.
    expect(Math.abs(a.offsetSec - expected['camA.mp4']!)).toBeLessThan(1 / 30);
    expect(Math.abs(b.offsetSec - expected['camB.mp4']!)).toBeLessThan(1 / 25);
    expect(a.confidence).toBeGreaterThan(0.5);
  });

  it('finds a negative offset for a camera that started before the main audio', async () => {
    // Main audio from 6 s on: camA (at +1.5 s on the full main audio) started 4.5 s before it.
    const lateMain = await cut(main.path, 'late-main.wav', ['-ss', '6', '-c:a', 'pcm_s16le']);
    const [a] = await syncCameras(runner, lateMain, [camA]);
    expect(a?.synced).toBe(true);
    if (!a?.synced) return;
    expect(Math.abs(a.offsetSec - (expected['camA.mp4']! - 6))).toBeLessThan(1 / 30);
  });

  it('still syncs a camera re-encoded at 25 fps and 44.1 kHz', async () => {
    const reencoded = await cut(camA.path, 'camA-25.mp4', [
      '-r',
      '25',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-ar',
      '44100',
      '-c:a',
      'aac',
    ]);
    const [a] = await syncCameras(runner, main, [reencoded]);
    expect(a?.synced).toBe(true);
    if (!a?.synced) return;
    expect(Math.abs(a.offsetSec - expected['camA.mp4']!)).toBeLessThan(1 / 25);
  });

  it('syncs a camera whose mic hears its own speaker 18 dB louder than the rest, turn by turn', async () => {
    // Level steps of 18 dB every 6 s, as a personal mic rises and falls with whose turn it is.
    const ownMic = await cut(camB.path, 'camB-own-mic.m4a', [
      '-vn',
      '-af',
      "volume='if(lt(mod(t,12),6),1,0.126)':eval=frame",
      '-c:a',
      'aac',
    ]);
    const [b] = await syncCameras(runner, main, [ownMic]);
    expect(b?.synced).toBe(true);
    if (!b?.synced) return;
    expect(Math.abs(b.offsetSec - expected['camB.mp4']!)).toBeLessThan(1 / 25);
  });

  it('says a camera that shares no audio with the main audio could not be synced', async () => {
    // The main audio's first 20 s against camA's last 12 s (source time 30..42): no common moment.
    const firstPart = await cut(main.path, 'first-part.wav', ['-t', '20', '-c:a', 'pcm_s16le']);
    const lastPart = await cut(camA.path, 'last-part.m4a', ['-ss', '30', '-vn', '-c:a', 'aac']);
    const [a] = await syncCameras(runner, firstPart, [lastPart]);
    expect(a).toMatchObject({ synced: false, reason: 'no_match' });
  });

  it('says a camera whose sound track is silent (a muted mic) has no sound, not that it does not match', async () => {
    const muted = await cut(camB.path, 'camB-muted.mp4', ['-c:v', 'copy', '-af', 'volume=0', '-c:a', 'aac']);
    const [b] = await syncCameras(runner, main, [muted]);
    expect(b).toMatchObject({ synced: false, reason: 'no_sound' });
  });

  it('says a recording of something else could not be synced', async () => {
    const [other] = await syncCameras(runner, main, [{ path: mediaPath('speech/jfk/jfk.wav') }]);
    expect(other).toMatchObject({ synced: false, reason: 'no_match' });
  });
});

import { describe, expect, it } from 'vitest';
import { crossCorrelate, SYNC, syncOffset } from './sync.fns';

/** Deterministic noise bursts with pauses, like speech's on/off rhythm (seeded LCG). */
function bursts(seconds: number, seed: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SYNC.sampleRate));
  let state = seed;
  const rand = () => ((state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296) * 2 - 1;
  let level = 0;
  for (let i = 0; i < out.length; i++) {
    if (i % 1600 === 0) level = rand() > 0 ? 0.5 * Math.abs(rand()) : 0.01;
    out[i] = level * rand();
  }
  return out;
}

describe('crossCorrelate', () => {
  it('gives Σ a[i + k]·b[i] at every lag', () => {
    const a = [1, 2, 3];
    const b = [4, 5];
    const { r, zero } = crossCorrelate(a, b);
    const direct = (k: number) => b.reduce((sum, v, i) => sum + (a[i + k] ?? 0) * v, 0);
    for (let k = -1; k <= 2; k++) expect(r[k + zero]).toBeCloseTo(direct(k), 9);
  });
});

describe('syncOffset', () => {
  const main = bursts(30, 7);
  it('finds a camera that started later, to the sample, whatever its gain', () => {
    const start = 2.5 * SYNC.sampleRate + 37;
    const cam = main.slice(start, start + 20 * SYNC.sampleRate).map((v) => v * 0.3);
    const result = syncOffset(main, cam);
    expect(result.synced).toBe(true);
    if (result.synced) expect(result.offsetSec * SYNC.sampleRate).toBeCloseTo(start, 0);
  });

  it('finds a camera that started earlier (negative offset)', () => {
    const lead = bursts(4, 99);
    const cam = new Float32Array(lead.length + 20 * SYNC.sampleRate);
    cam.set(lead);
    cam.set(main.subarray(0, 20 * SYNC.sampleRate), lead.length);
    const result = syncOffset(main, cam);
    expect(result.synced).toBe(true);
    if (result.synced) expect(result.offsetSec).toBeCloseTo(-4, 3);
  });

  it('says a recording of something else does not match', () => {
    expect(syncOffset(main, bursts(20, 12345))).toMatchObject({ synced: false, reason: 'no_match' });
  });

  it('says under a second of audio is too short to sync', () => {
    expect(syncOffset(main, main.slice(0, 8000))).toMatchObject({ synced: false, reason: 'too_short' });
  });

  it('says a camera track of digital silence or a faint hum has no sound', () => {
    expect(syncOffset(main, new Float32Array(20 * SYNC.sampleRate))).toMatchObject({
      synced: false,
      reason: 'no_sound',
    });
    const hum = Float32Array.from({ length: 20 * SYNC.sampleRate }, (_, i) => 0.0005 * Math.sin(i / 10));
    expect(syncOffset(main, hum)).toMatchObject({ synced: false, reason: 'no_sound' });
  });
});

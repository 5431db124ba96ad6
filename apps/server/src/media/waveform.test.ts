import { describe, expect, it } from 'vitest';
import { createTestRunner, mediaPath } from './media.test-support';
import { computeWaveform, createPeakAccumulator } from './waveform';

function samples(values: number[]): Buffer {
  const buf = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => buf.writeInt16LE(v, i * 2));
  return buf;
}

describe('createPeakAccumulator', () => {
  it('keeps the loudest sample of each slot, as a share of full scale', () => {
    // 8 samples per second, 2 peaks per second → 4 samples a peak.
    const acc = createPeakAccumulator(8, 2);
    acc.push(samples([0, 100, -16384, 5, 32767, 0, 0, 0, -32768, 1]));
    expect(acc.finish()).toEqual({ sampleRate: 8, peaksPerSecond: 2, peaks: [0.5, 1, 1] });
  });

  it('gives the same peaks however the bytes are split, even mid-sample', () => {
    const bytes = samples(Array.from({ length: 1000 }, (_, i) => Math.round(Math.sin(i / 7) * 20000)));
    const whole = createPeakAccumulator(100, 10);
    whole.push(bytes);
    const pieces = createPeakAccumulator(100, 10);
    for (let off = 0; off < bytes.length; off += 7) pieces.push(bytes.subarray(off, off + 7));
    expect(pieces.finish()).toEqual(whole.finish());
  });

  it('handles slot sizes that are not a whole number of samples', () => {
    const acc = createPeakAccumulator(1000, 3); // 333.3 samples a peak
    acc.push(samples(new Array(1000).fill(1000)));
    expect(acc.finish().peaks).toHaveLength(3);
  });

  it('gives no peaks for no audio', () => {
    expect(createPeakAccumulator().finish().peaks).toEqual([]);
  });
});

describe('computeWaveform (real ffmpeg)', () => {
  it('makes 50 peaks a second of the JFK speech, loud where he speaks', async () => {
    const waveform = await computeWaveform(mediaPath('speech/jfk/jfk.wav'), { runner: createTestRunner() });
    expect(waveform.peaksPerSecond).toBe(50);
    expect(waveform.peaks.length).toBeGreaterThanOrEqual(549);
    expect(waveform.peaks.length).toBeLessThanOrEqual(551);
    expect(Math.max(...waveform.peaks)).toBeGreaterThan(0.3);
    expect(waveform.peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
  });
});

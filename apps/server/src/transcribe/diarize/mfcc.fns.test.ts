import { describe, expect, it } from 'vitest';
import { createMfccExtractor, fft, hzToMel, melToHz, mfccFrames, MFCC } from './mfcc.fns';

const sine = (hz: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(seconds * MFCC.sampleRate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / MFCC.sampleRate),
  );

describe('fft', () => {
  it('puts a pure tone in its bin', () => {
    const n = 64;
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 5 * i) / n));
    const im = new Float64Array(n);
    fft(re, im);
    const magnitude = Array.from(re, (r, i) => Math.hypot(r, im[i]!));
    expect(magnitude[5]).toBeCloseTo(n / 2, 6);
    expect(magnitude[n - 5]).toBeCloseTo(n / 2, 6);
    expect(magnitude.filter((_, i) => i !== 5 && i !== n - 5).every((m) => m < 1e-9)).toBe(true);
  });
});

describe('mel scale', () => {
  it('round-trips and puts 1000 Hz near 1000 mel', () => {
    expect(hzToMel(1000)).toBeCloseTo(1000, -1);
    expect(melToHz(hzToMel(3210))).toBeCloseTo(3210, 6);
  });
});

describe('log mel energies', () => {
  it.each([300, 1000, 2500, 5000])('peak in the band centred nearest a %i Hz tone', (hz) => {
    const { bank, logMelFrame } = createMfccExtractor();
    const energies = Array.from(logMelFrame(sine(hz, 0.05), 0));
    const peak = energies.indexOf(Math.max(...energies));
    const nearest = bank.reduce(
      (best, b, i) => (Math.abs(b.centreHz - hz) < Math.abs(bank[best]!.centreHz - hz) ? i : best),
      0,
    );
    expect(Math.abs(peak - nearest)).toBeLessThanOrEqual(1);
  });
});

describe('mfccFrames', () => {
  it('gives one frame every 10 ms, 13 coefficients each', () => {
    const { frames, data } = mfccFrames(sine(440, 1));
    expect(frames).toBe(98);
    expect(data.length).toBe(98 * MFCC.coefficients);
  });

  it('changes only c0 when the same sound is louder', () => {
    const quiet = mfccFrames(sine(700, 0.1, 0.05)).data;
    const loud = mfccFrames(sine(700, 0.1, 0.5)).data;
    expect(loud[0]! - quiet[0]!).toBeGreaterThan(10);
    for (let c = 1; c < MFCC.coefficients; c++) expect(loud[c]).toBeCloseTo(quiet[c]!, 3);
  });

  it('tells a low tone from a high one in the cepstrum', () => {
    const low = mfccFrames(sine(200, 0.1)).data.subarray(MFCC.coefficients, 2 * MFCC.coefficients);
    const high = mfccFrames(sine(4000, 0.1)).data.subarray(MFCC.coefficients, 2 * MFCC.coefficients);
    // c1 weighs low bands positively and high bands negatively.
    expect(low[1]).toBeGreaterThan(high[1]!);
  });
});

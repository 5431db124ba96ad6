import { describe, expect, it } from 'vitest';
import { combineProgress } from './ingest.progress';

function recorder() {
  const seen: number[] = [];
  return { seen, report: (f: number) => seen.push(f) };
}

const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

describe('combineProgress', () => {
  it('weighs each part by its share of the bar', () => {
    const { seen, report } = recorder();
    const parts = combineProgress({ audio: 1, pictures: 1, transcript: 8 }, report);
    parts.audio(1);
    parts.transcript(0.5);
    parts.pictures(1);
    parts.transcript(1);
    expect(seen.map((f) => Number(f.toFixed(3)))).toEqual([0.1, 0.5, 0.6, 1]);
  });

  it('never goes backwards when a part reports less than before, or parts interleave', () => {
    const { seen, report } = recorder();
    const parts = combineProgress({ audio: 0.05, pictures: 0.15, transcript: 0.8 }, report);
    const script: Array<[keyof typeof parts, number]> = [
      ['audio', 0.5],
      ['audio', 0.2],
      ['audio', 1],
      ['transcript', 0.3],
      ['pictures', 0.9],
      ['transcript', 0.1],
      ['pictures', 0.4],
      ['transcript', 0.3],
      ['pictures', 1],
      ['transcript', 1],
    ];
    for (const [part, f] of script) parts[part](f);
    expect(increasing(seen)).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it('clamps reports outside 0..1 and ignores NaN', () => {
    const { seen, report } = recorder();
    const parts = combineProgress({ a: 1, b: 1 }, report);
    parts.a(Number.NaN);
    parts.a(-1);
    parts.a(2);
    parts.b(5);
    expect(seen).toEqual([0.5, 1]);
  });

  it('stays monotonic on random interleavings', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let round = 0; round < 50; round++) {
      const { seen, report } = recorder();
      const parts = combineProgress({ audio: 0.05, pictures: 0.15, transcript: 0.8 }, report);
      const names = ['audio', 'pictures', 'transcript'] as const;
      for (let i = 0; i < 100; i++) parts[names[Math.floor(random() * 3)]!](random());
      expect(increasing(seen)).toBe(true);
      expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { agglomerate, cutAt } from './cluster.fns';
import { addFrames, deltaBic, emptyStats } from './gaussian.fns';

/** Deterministic normal noise (Box–Muller over a linear congruential generator). */
function noise(seed: number) {
  let s = seed;
  const uniform = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return (s + 1) / 0x80000001;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** `perCluster` points around each centre, interleaved in time like turns of a conversation. */
function points(centres: number[][], perCluster: number, spread: number, seed = 7) {
  const next = noise(seed);
  const dims = centres[0]!.length;
  const data = new Float32Array(centres.length * perCluster * dims);
  const truth: number[] = [];
  for (let i = 0; i < perCluster; i++)
    centres.forEach((c, k) => {
      const row = truth.length;
      truth.push(k);
      for (let d = 0; d < dims; d++) data[row * dims + d] = c[d]! + spread * next();
    });
  return { data, truth, dims, count: truth.length };
}

describe('agglomerate', () => {
  it('recovers three separated groups exactly when cut at three', () => {
    const centres = [
      [5, 0, 0, 0, 1, 1],
      [0, 5, 0, 0, 1, 1],
      [0, 0, 5, 0, 1, 1],
    ];
    const { data, truth, dims, count } = points(centres, 12, 0.8);
    const merges = agglomerate(data, count, dims);
    expect(merges).toHaveLength(count - 1);
    const labels = cutAt(merges, count, 3);
    // Same grouping as the truth, whatever the numbering.
    for (let i = 0; i < count; i++)
      for (let j = 0; j < count; j++) expect(labels[i] === labels[j]).toBe(truth[i] === truth[j]);
  });

  it('merges the closest pairs first', () => {
    const { data, dims, count } = points(
      [
        [1, 0, 0],
        [0, 1, 0],
      ],
      6,
      0.05,
    );
    const distances = agglomerate(data, count, dims).map((m) => m.distance);
    expect(distances.at(-1)).toBeGreaterThan(0.5);
    expect(Math.max(...distances.slice(0, -1))).toBeLessThan(0.1);
  });

  it('numbers clusters in order of first appearance', () => {
    const { data, dims, count } = points(
      [
        [0, 3],
        [3, 0],
      ],
      4,
      0.1,
    );
    const labels = cutAt(agglomerate(data, count, dims), count, 2);
    expect(Array.from(labels.slice(0, 4))).toEqual([0, 1, 0, 1]);
  });
});

describe('deltaBic', () => {
  const stats = (centre: number[], n: number, seed: number) => {
    const { data, dims } = points([centre], n, 1, seed);
    const s = emptyStats(dims);
    addFrames(s, data, dims, 0, n);
    return s;
  };

  it('keeps two different voices apart and one voice together', () => {
    const a = stats([0, 0, 0, 0], 400, 1);
    const sameAsA = stats([0, 0, 0, 0], 400, 2);
    const b = stats([2, -1, 0, 1], 400, 3);
    expect(deltaBic(a, b, 4, 1)).toBeGreaterThan(0);
    expect(deltaBic(a, sameAsA, 4, 1)).toBeLessThan(0);
  });
});

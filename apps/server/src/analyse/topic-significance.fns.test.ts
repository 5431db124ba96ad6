import { describe, expect, it } from 'vitest';
import type { CohesionUnit } from './cohesion.fns';
import { seeded } from '@otto/shared/seeded-random';
import { chanceOfBoundary, crossSimilarity, mergeChanceBoundaries } from './topic-significance.fns';

const dims = 64;

/** Unit vectors around `towards` (an axis), with as much noise as a sentence model's clauses carry. */
function clauses(count: number, towards: number, seed: number, noise = 0.25): Float32Array[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const v = Float32Array.from({ length: dims }, (_, d) => (random() - 0.5) * noise + (d === towards ? 0.5 : 0));
    const length = Math.hypot(...v);
    return v.map((x) => x / length);
  });
}

const unit = (over: Partial<CohesionUnit> = {}): CohesionUnit => ({
  tokens: [],
  sourceStart: false,
  duration: 5,
  pauseBefore: 0.4,
  speakerChange: false,
  ...over,
});

describe('chanceOfBoundary', () => {
  it('is small between two subjects and large inside one', () => {
    const two = [...clauses(8, 0, 1), ...clauses(8, 1, 2)];
    expect(chanceOfBoundary(two, 0, 8, 16)).toBeLessThan(0.05);
    const one = clauses(16, 0, 3);
    expect(chanceOfBoundary(one, 0, 8, 16)).toBeGreaterThan(0.5);
  });

  it('gives the same answer every time', () => {
    const one = clauses(12, 0, 4);
    expect(chanceOfBoundary(one, 0, 5, 12)).toBe(chanceOfBoundary(one, 0, 5, 12));
  });
});

describe('mergeChanceBoundaries', () => {
  const vectors = [...clauses(10, 0, 5), ...clauses(10, 1, 6)];

  it('takes away a boundary inside a subject, where the speaker paused to think, and keeps the change of subject', () => {
    const units = vectors.map((_, i) => unit({ pauseBefore: i === 5 ? 3 : 0.4 }));
    const topicOf = vectors.map((_, i) => (i < 5 ? 0 : i < 10 ? 1 : 2));
    expect(mergeChanceBoundaries(units, vectors, vectors, topicOf, (u) => u.sourceStart)).toEqual(
      vectors.map((_, i) => (i < 10 ? 0 : 1)),
    );
  });

  it('keeps a boundary at a long pause where the words either side were heard too unsurely to judge', () => {
    const same = clauses(12, 0, 10);
    const topicOf = same.map((_, i) => (i < 6 ? 0 : 1));
    const heard = (confidence: number) => same.map((_, i) => unit({ pauseBefore: i === 6 ? 3 : 0.8, confidence }));
    expect(mergeChanceBoundaries(heard(0.9), same, same, topicOf, () => false)).toEqual(same.map(() => 0));
    expect(mergeChanceBoundaries(heard(0.3), same, same, topicOf, () => false)).toEqual(topicOf);
    // Without a pause, garbled words are no reason to keep a boundary chance explains.
    const noPause = same.map(() => unit({ pauseBefore: 0.8, confidence: 0.3 }));
    expect(mergeChanceBoundaries(noPause, same, same, topicOf, () => false)).toEqual(same.map(() => 0));
  });

  it('keeps a boundary at a new file, even inside one subject', () => {
    const same = clauses(12, 0, 7);
    const units = same.map((_, i) => unit({ sourceStart: i === 6 }));
    const topicOf = same.map((_, i) => (i < 6 ? 0 : 1));
    expect(mergeChanceBoundaries(units, same, same, topicOf, (u) => u.sourceStart)).toEqual(topicOf);
  });

  it('keeps two short subjects at a pause whose clauses are far apart, though too short to test', () => {
    const short = [...clauses(2, 0, 8), ...clauses(2, 1, 9)];
    expect(crossSimilarity(short, 0, 2, 4)).toBeLessThan(0.22);
    const units = short.map((_, i) => unit({ pauseBefore: i === 2 ? 3 : 0.4 }));
    expect(mergeChanceBoundaries(units, short, short, [0, 0, 1, 1], () => false)).toEqual([0, 0, 1, 1]);
  });

  it("gives back a boundary at a subject's opening line, taken away while a doubtful neighbour kept its sides short", () => {
    // Three subjects; the partition also parted the second after three clauses, by chance.
    const vectors = [...clauses(6, 0, 7, 0.8), ...clauses(6, 1, 107, 0.8), ...clauses(6, 2, 207, 0.8)];
    const alike = vectors.map(() => vectors[0]!);
    const topicOf = vectors.map((_, i) => (i < 6 ? 0 : i < 9 ? 1 : i < 12 ? 2 : 3));
    const said = (opening: string) => vectors.map((_, i) => unit({ text: i === 6 ? opening : 'we went there' }));
    expect(mergeChanceBoundaries(said('we row on the river'), vectors, alike, topicOf, () => false)).toEqual(
      vectors.map((_, i) => (i < 12 ? 0 : 1)),
    );
    expect(mergeChanceBoundaries(said('the other thing i do is rowing'), vectors, alike, topicOf, () => false)).toEqual(
      vectors.map((_, i) => (i < 6 ? 0 : i < 12 ? 1 : 2)),
    );
  });

  it("moves a boundary placed two clauses early, at a pause to think, onto the next subject's opening line", () => {
    // A subject, two closing lines of its own after a long pause, then the next subject opens.
    // The closing lines lean towards the next subject ("councils want the tree surgeon in" before
    // pest control for the council) and are far from the subject they close.
    const vectors = [...clauses(5, 0, 21, 0.8), ...clauses(2, 1, 121, 1.6), ...clauses(6, 1, 221, 0.8)];
    const units = vectors.map((_, i) =>
      unit({
        pauseBefore: i === 5 ? 3.4 : 0.5,
        text: i === 7 ? 'i also do pest control for the council' : 'we went there',
      }),
    );
    const topicOf = vectors.map((_, i) => (i < 5 ? 0 : i < 7 ? 1 : 2));
    // In the model's own space the closing lines are near the next subject, apart from their own.
    const [own, next] = [vectors[0]!, vectors[12]!];
    const meanings = vectors.map((_, i) => (i < 5 ? own : next));
    expect(mergeChanceBoundaries(units, vectors, meanings, topicOf, () => false)).toEqual(
      vectors.map((_, i) => (i < 7 ? 0 : 1)),
    );
  });

  it("still takes away an opening line's boundary inside one subject", () => {
    const one = clauses(12, 0, 11);
    const units = one.map((_, i) => unit({ text: i === 6 ? 'the other thing i do is rowing' : 'we went there' }));
    const topicOf = one.map((_, i) => (i < 6 ? 0 : 1));
    expect(
      mergeChanceBoundaries(
        units,
        one,
        one.map(() => one[0]!),
        topicOf,
        () => false,
      ),
    ).toEqual(one.map(() => 0));
  });
});

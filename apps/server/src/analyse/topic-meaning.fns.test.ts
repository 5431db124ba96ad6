import { describe, expect, it } from 'vitest';
import type { CohesionUnit } from './cohesion.fns';
import { addMeaningCoherence, centredMeaning } from './topic-meaning.fns';
import { segmentTopics } from './topics.fns';

const vector = (...xs: number[]) => Float32Array.from(xs);

/** A clause whose words say nothing of its subject ("we did it again") but whose meaning does. */
const clause = (meaning: Float32Array, opts: Partial<CohesionUnit> = {}): CohesionUnit => ({
  tokens: ['again'],
  sourceStart: false,
  duration: 4,
  pauseBefore: 0.9,
  speakerChange: false,
  meaning,
  ...opts,
});

/** Unit vectors near one of two directions, as the encoder gives clauses of two subjects. */
const near = (axis: 0 | 1, wobble: number) => {
  const v = axis === 0 ? [1, wobble, 0.5] : [wobble, 1, 0.5];
  const norm = Math.hypot(...v);
  return vector(...v.map((x) => x / norm));
};

describe('centredMeaning', () => {
  it('takes out what every clause shares, and gives noise lines no meaning', () => {
    const units = [clause(near(0, 0.1)), clause(near(1, 0.1)), clause(near(0, 0), { noise: true })];
    const [a, b, noise] = centredMeaning(units)!;
    const dot = (x: Float32Array, y: Float32Array) => x.reduce((s, v, i) => s + v * y[i]!, 0);
    // Before centring the two subjects share the third axis (cosine 0.36); after, they point apart.
    expect(dot(units[0]!.meaning!, units[1]!.meaning!)).toBeGreaterThan(0.3);
    expect(dot(a!, b!)).toBeLessThan(-0.9);
    expect([...noise!]).toEqual([0, 0, 0]);
  });

  it('is undefined when a clause has no meaning (analysis without the model)', () => {
    expect(centredMeaning([clause(near(0, 0)), { ...clause(near(1, 0)), meaning: undefined }])).toBeUndefined();
  });
});

describe('addMeaningCoherence', () => {
  it('scores a stretch by the length of its clauses’ summed meaning', () => {
    const score = [new Float64Array(3), new Float64Array(3), new Float64Array(3)];
    addMeaningCoherence(score, [vector(1, 0), vector(1, 0), vector(0, 1)]);
    expect(score[0]![1]).toBeCloseTo(2);
    expect(score[0]![2]).toBeCloseTo(Math.sqrt(5));
    expect(score[1]![2]).toBeCloseTo(Math.SQRT2);
  });
});

describe('segmentTopics with sentence meaning', () => {
  const subjectA = Array.from({ length: 8 }, (_, i) => clause(near(0, (i % 3) * 0.15)));
  const subjectB = Array.from({ length: 8 }, (_, i) => clause(near(1, (i % 3) * 0.15)));

  it('changes topic where the meaning changes, at a pause shorter than the speaker’s sentence gaps', () => {
    const units = [...subjectA, { ...subjectB[0]!, pauseBefore: 0.3 }, ...subjectB.slice(1)];
    expect(segmentTopics(units, 64)).toEqual([...Array(8).fill(0), ...Array(8).fill(1)]);
  });

  it('keeps a subject whole across a 3 s thinking pause inside it', () => {
    const units = [...subjectA.slice(0, 4), { ...subjectA[4]!, pauseBefore: 3 }, ...subjectA.slice(5), ...subjectB];
    expect(segmentTopics(units, 64)).toEqual([...Array(8).fill(0), ...Array(8).fill(1)]);
  });

  it('keeps a closing line that points back ("… think it is …") with the subject it closes', () => {
    // A remark that says little of either subject, its meaning leaning a little to the next one.
    const remark = (text: string) => clause(vector(0.55, 0.6, 0.6), { text });
    const run = (text: string) => segmentTopics([...subjectA, remark(text), ...subjectB], 68)[8];
    expect(run('my kids say i have the best job in the world')).toBe(1);
    expect(run('my kids think it is the best job in the world')).toBe(0);
  });
});

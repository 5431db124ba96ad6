import { describe, expect, it } from 'vitest';
import { embedSentences } from './sentence-meaning';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe('embedSentences (Universal Sentence Encoder, offline)', () => {
  it('puts clauses about one subject closer together than clauses about another, with no word in common', async () => {
    const [kiln, glaze, tractor] = await embedSentences([
      'the kiln reaches twelve hundred degrees and ticks as it cools',
      'glazes look grey and dull until the heat melts them into glass',
      'my father still drives the old tractor to check the fences',
    ]);
    expect(cosine(kiln!, kiln!)).toBeCloseTo(1, 5);
    expect(cosine(kiln!, glaze!)).toBeGreaterThan(cosine(kiln!, tractor!) + 0.1);
  });

  it('gives the same text the same vector, whatever its case or spacing, and an empty text none', async () => {
    const [a, b, empty] = await embedSentences(['  The kiln cools  ', 'the kiln cools', ' ']);
    expect([...a!]).toEqual([...b!]);
    expect(empty!.every((x) => x === 0)).toBe(true);
  });
});

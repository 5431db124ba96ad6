import { describe, expect, it } from 'vitest';
import { loadDictionary, trainG2p, trainingSample } from './g2p';

/** Phone edit distance, plain (each insertion, deletion or substitution counts one). */
function edits(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

describe('g2p learnt from the pocketsphinx dictionary', () => {
  it('pronounces words it never saw: phone error rate on held-out dictionary words', async () => {
    const dictionary = await loadDictionary();
    const words = [...dictionary].filter(([w]) => /^[a-z]+$/.test(w));
    // Every 50th word is held out; the rest is sampled as the product samples the whole dictionary.
    const heldOut = words.filter((_, i) => i % 50 === 7);
    const g2p = await trainG2p(trainingSample(new Map(words.filter((_, i) => i % 50 !== 7))));
    let errors = 0;
    let phones = 0;
    let exact = 0;
    for (const [word, truth] of heldOut) {
      const guess = g2p.phones(word);
      const e = edits(truth, guess);
      errors += e;
      phones += truth.length;
      if (e === 0) exact++;
    }
    const per = errors / phones;
    console.log(
      `g2p on ${heldOut.length} held-out words: phone error rate ${(per * 100).toFixed(1)} %, words exactly right ${((exact / heldOut.length) * 100).toFixed(1)} %`,
    );
    expect(per).toBeLessThan(0.15);
    // Names it has not seen come out close to how they are said.
    expect(edits(g2p.phones('Zelensky'), ['Z', 'EH', 'L', 'EH', 'N', 'S', 'K', 'IY'])).toBeLessThanOrEqual(2);
    expect(edits(g2p.phones('Gutenberg'), ['G', 'UW', 'T', 'AH', 'N', 'B', 'ER', 'G'])).toBeLessThanOrEqual(2);
  }, 120_000);
});

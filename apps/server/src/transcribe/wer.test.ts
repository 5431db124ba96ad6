import { describe, expect, it } from 'vitest';
import { corpusWordErrorRate, normaliseWords, wordErrorRate } from './wer';

describe('normaliseWords', () => {
  it.each([
    ['And so, my fellow Americans: ask not!', ['and', 'so', 'my', 'fellow', 'americans', 'ask', 'not']],
    ["DON'T stop — it’s 'quoted'", ["don't", 'stop', "it's", 'quoted']],
    ['flour-fattened sauce', ['flour', 'fattened', 'sauce']],
    ['In 1961 he spoke', ['in', '1961', 'he', 'spoke']],
    ['  ', []],
  ])('%j → %j', (text, words) => {
    expect(normaliseWords(text)).toEqual(words);
  });
});

describe('wordErrorRate', () => {
  it('is zero for the same words however they are written', () => {
    expect(wordErrorRate('Go forward ten meters.', 'go forward TEN meters').wer).toBe(0);
  });

  it.each([
    // reference, hypothesis, S, D, I
    ['go forward ten meters', 'go forward then meters', 1, 0, 0],
    ['go forward ten meters', 'go forward meters', 0, 1, 0],
    ['go forward ten meters', 'go go forward ten meters', 0, 0, 1],
    ['go forward ten meters', '', 0, 4, 0],
  ])('%j vs %j counts S=%i D=%i I=%i', (ref, hyp, s, d, i) => {
    const r = wordErrorRate(ref, hyp);
    expect([r.substitutions, r.deletions, r.insertions]).toEqual([s, d, i]);
    expect(r.wer).toBeCloseTo((s + d + i) / 4);
  });

  it('can exceed 100 % when the hypothesis is mostly insertions', () => {
    expect(wordErrorRate('yes', 'no no no').wer).toBe(3);
  });

  it('weights a corpus by reference length', () => {
    const r = corpusWordErrorRate([
      { reference: 'a b c d e f g h i j', hypothesis: 'a b c d e f g h i j' },
      { reference: 'x y', hypothesis: 'z' },
    ]);
    expect(r.referenceWords).toBe(12);
    expect(r.wer).toBeCloseTo(2 / 12);
  });
});

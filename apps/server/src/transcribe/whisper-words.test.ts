import { describe, expect, it } from 'vitest';
import { tokensToWords, type TokenSegment } from './whisper-words';

/** Tokens as [text, t0 ms, t1 ms]. */
function tokens(...list: Array<[string, number, number]>): TokenSegment[] {
  return list.map(([text, t0, t1]) => ({ text, t0, t1 }));
}

describe('tokensToWords', () => {
  it('joins sub-word tokens and keeps punctuation on the word before it', () => {
    const words = tokensToWords(
      tokens(
        [' And', 0, 320],
        [' so', 320, 600],
        [' my', 600, 800],
        [' fellow', 800, 1100],
        [' Amer', 1100, 1500],
        ['icans', 1500, 1900],
        [',', 1900, 1950],
        [' ask', 3000, 3300],
      ),
    );
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['And', 0, 0.32],
      ['so', 0.32, 0.6],
      ['my', 0.6, 0.8],
      ['fellow', 0.8, 1.1],
      ['Americans,', 1.1, 1.95],
      ['ask', 3, 3.3],
    ]);
    expect(words.every((w) => w.confidence === 1)).toBe(true);
  });

  it('starts a word with an opening quote and attaches the next token to it', () => {
    expect(
      tokensToWords(
        tokens([' He', 0, 100], [' said', 100, 300], [' "', 300, 320], ['yes', 320, 500], ['."', 500, 520]),
      ).map((w) => w.text),
    ).toEqual(['He', 'said', '"yes."']);
  });

  it('drops whisper non-speech annotations', () => {
    const words = tokensToWords(
      tokens(
        [' [', 0, 10],
        ['BL', 10, 20],
        ['ANK', 20, 30],
        ['_', 30, 40],
        ['AUDIO', 40, 50],
        [']', 50, 60],
        [' (', 100, 110],
        ['upbeat', 110, 200],
        [' music', 200, 300],
        [')', 300, 310],
        [' ♪', 400, 500],
        [' Hello', 600, 900],
      ),
    );
    expect(words.map((w) => w.text)).toEqual(['Hello']);
  });

  it('gives each token of an unspaced script its own word', () => {
    expect(tokensToWords(tokens(['こんにちは', 0, 500], ['世界', 500, 900])).map((w) => w.text)).toEqual([
      'こんにちは',
      '世界',
    ]);
  });

  it('returns nothing for no tokens (what the test model produces)', () => {
    expect(tokensToWords([])).toEqual([]);
  });
});

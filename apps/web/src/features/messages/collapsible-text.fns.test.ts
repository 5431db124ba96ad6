import { describe, expect, it } from 'vitest';
import { collapsedText } from './collapsible-text.fns';

describe('collapsedText', () => {
  it('leaves a short prompt whole', () => {
    expect(collapsedText('Make a 30 second clip about printing')).toBeNull();
  });

  it('folds a 5,000-character prompt at a word, within the limit', () => {
    const prompt = 'word '.repeat(1000).trim();
    const folded = collapsedText(prompt)!;
    expect(folded.length).toBeLessThanOrEqual(601);
    expect(folded.endsWith('word…')).toBe(true);
  });

  it('folds a prompt of many short lines after the twelfth', () => {
    const folded = collapsedText(Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n'))!;
    expect(folded.split('\n')).toHaveLength(12);
    expect(folded.endsWith('line 12…')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatVocabulary, parseVocabulary, vocabularyLimits, vocabularySchema } from './vocabulary';

describe('names and terms', () => {
  it('splits at commas, semicolons and lines, tidies spaces and drops repeats', () => {
    expect(parseVocabulary('Gutenberg, Dashwood;\n  John   Dashwood \n\ngutenberg,,')).toEqual([
      'Gutenberg',
      'Dashwood',
      'John Dashwood',
    ]);
    expect(formatVocabulary(['Gutenberg', 'Dashwood'])).toBe('Gutenberg, Dashwood');
  });

  it('keeps within the limits the server checks', () => {
    const many = Array.from({ length: 80 }, (_, i) => `term${i}`).join(',');
    expect(parseVocabulary(many)).toHaveLength(vocabularyLimits.maxTerms);
    expect(parseVocabulary('x'.repeat(100))[0]).toHaveLength(vocabularyLimits.maxTermLength);
    expect(vocabularySchema.safeParse(parseVocabulary(many)).success).toBe(true);
    expect(vocabularySchema.safeParse(['x'.repeat(61)]).success).toBe(false);
    expect(vocabularySchema.safeParse(Array.from({ length: 51 }, () => 'a')).success).toBe(false);
  });
});

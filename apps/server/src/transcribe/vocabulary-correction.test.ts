import { describe, expect, it } from 'vitest';
import { loadDictionary } from './g2p';
import type { Word } from './transcribe.types';
import { acceptableDistance, correctWithVocabulary, phoneDistance, pronounceVocabulary } from './vocabulary-correction';

const words = (...spec: Array<[string, number, number]>): Word[] =>
  spec.map(([text, start, end]) => ({ text, start, end, confidence: 0.9 }));

describe('phone distance', () => {
  it('counts near sounds as near: voicing, vowels and manner cost less than unrelated phones', () => {
    expect(phoneDistance(['D', 'AE', 'SH'], ['D', 'AE', 'SH'])).toBe(0);
    expect(phoneDistance(['T'], ['D'])).toBeLessThan(phoneDistance(['T'], ['M']));
    // 'Dashwood' heard as 'guess what'.
    expect(phoneDistance(['D', 'AE', 'SH', 'W', 'UH', 'D'], ['G', 'EH', 'S', 'W', 'AH', 'T'])).toBeLessThanOrEqual(
      acceptableDistance(6),
    );
  });
});

describe('correcting a pocketsphinx transcript with the project vocabulary', () => {
  it('replaces a run of words that sounds like a term, keeping its time span', async () => {
    const dictionary = await loadDictionary();
    const terms = await pronounceVocabulary(['Dashwood'], dictionary);
    const heard = words(
      ['mr', 0.4, 0.7],
      ['john', 0.7, 1.0],
      ['guess', 1.0, 1.3],
      ['what', 1.3, 1.6],
      ['and', 1.7, 1.8],
    );
    expect(correctWithVocabulary(heard, terms, dictionary).map((w) => [w.text, w.start, w.end])).toEqual([
      ['mr', 0.4, 0.7],
      ['john', 0.7, 1.0],
      ['Dashwood', 1.0, 1.6],
      ['and', 1.7, 1.8],
    ]);
  });

  it('leaves words alone that only share a sound or two; a two-sound name never replaces its homophone', async () => {
    const dictionary = await loadDictionary();
    const terms = await pronounceVocabulary(['Ann', 'Gutenberg', 'Otto'], dictionary);
    const heard = words(['and', 0, 0.2], ['good', 0.3, 0.5], ['morning', 0.5, 0.9], ['auto', 1, 1.3], ['an', 1.4, 1.5]);
    expect(correctWithVocabulary(heard, terms, dictionary).map((w) => w.text)).toEqual([
      'and',
      'good',
      'morning',
      'Otto',
      // 'Ann' sounds exactly like the article 'an': replacing it would rename every 'an' in the film.
      'an',
    ]);
  });

  it('spells a term the dictionary lacks from its g2p pronunciation, across several heard words', async () => {
    const dictionary = await loadDictionary();
    const terms = await pronounceVocabulary(['Kubernetes'], dictionary);
    expect(terms[0]!.phones[0]![0]).toBe('K');
    expect(terms[0]!.phones[0]).toContain('B');
    const heard = words(['cooper', 0, 0.4], ['nets', 0.4, 0.8], ['works', 1.0, 1.3]);
    expect(correctWithVocabulary(heard, terms, dictionary).map((w) => w.text)).toEqual(['Kubernetes', 'works']);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { usSpelling } from './spelling.fns';

describe('one spelling for British and American words', () => {
  it('writes British spellings the American way', () => {
    const pairs = [
      ['theatre', 'theater'],
      ['theatres', 'theaters'],
      ['metre', 'meter'],
      ['colour', 'color'],
      ['favourite', 'favorite'],
      ['organisation', 'organization'],
      ['analyse', 'analyze'],
      ['catalogue', 'catalog'],
      ['jewellery', 'jewelry'],
      ['travelling', 'traveling'],
      ['programme', 'program'],
    ];
    for (const [british, american] of pairs) expect([british, usSpelling(british!)]).toEqual([british, american]);
  });

  it('leaves American spellings and short words that only look British alone', () => {
    for (const word of ['theater', 'color', 'four', 'hour', 'tour', 'prise', 'prize', 'filling', 'spelling', 'rise'])
      expect(usSpelling(word)).toBe(word);
  });
});

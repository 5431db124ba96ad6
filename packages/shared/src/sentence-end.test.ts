import { describe, expect, it } from 'vitest';
import { endsSentence } from './sentence-end';

describe('endsSentence', () => {
  it('ends at a full stop, a question or an exclamation mark, inside closing quotes too', () => {
    for (const word of ['world.', 'really?', 'go!', 'said."', 'then…', 'so did I.', 'I.', '(here).'])
      expect(endsSentence(word.split(' ').at(-1)!), word).toBe(true);
    for (const word of ['world', 'however,', 'said:', 'I']) expect(endsSentence(word), word).toBe(false);
  });

  it("does not end at pocketsphinx's spelled letters and abbreviations, nor at a title before a name", () => {
    for (const word of ['x.', 's.', 'a.m.', 'u.s.', "u.s.'s", 'e.g.', 'U.S.', 'Dr.', 'mr.', 'Inc.', 'st.', 'Jan.'])
      expect(endsSentence(word), word).toBe(false);
  });
});

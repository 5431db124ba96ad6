import { describe, expect, it } from 'vitest';
import { expandQuery, matchStrength } from './relatedness.fns';
import { stem } from './text.fns';
import { lineSalience } from './salience.fns';
import { soundsLike } from './sounds-like.fns';
import { timedWords } from './analyse.test-support';

describe('meaning and sound of words', () => {
  it('relates a subject to its kinds and synonyms through WordNet, and not to unrelated words', () => {
    const poetry = expandQuery('poetry');
    for (const w of ['poems', 'verses', 'sonnet', 'rhymes', 'poet'])
      expect(matchStrength(w, poetry)).toBeGreaterThanOrEqual(0.5);
    for (const w of ['bread', 'train', 'printer', 'garden']) expect(matchStrength(w, poetry)).toBeLessThan(0.5);
    const printing = expandQuery('printing');
    expect(matchStrength('printer', printing)).toBeGreaterThanOrEqual(0.5);
    expect(matchStrength('gutenberg', printing)).toBeGreaterThanOrEqual(0.5);
  });

  it('relates a subject to the plain nouns of its definition and the terms of its field, not to words of many senses', () => {
    const beekeeping = expandQuery('beekeeping');
    for (const w of ['bees', 'honey']) expect(matchStrength(w, beekeeping)).toBeGreaterThanOrEqual(0.5);
    for (const w of ['cultivation', 'production', 'scale']) expect(matchStrength(w, beekeeping)).toBeLessThan(0.5);
    const golf = expandQuery('golf');
    for (const w of ['divot', 'birdie', 'caddie']) expect(matchStrength(w, golf)).toBeGreaterThanOrEqual(0.5);
    for (const w of ['chip', 'heel', 'toe']) expect(matchStrength(w, golf)).toBeLessThan(0.5);
    expect(matchStrength('oven', expandQuery('baking'))).toBeGreaterThanOrEqual(0.5);
    // A person's definition says what they did, not that a line is about them.
    expect(matchStrength('printer', expandQuery('gutenberg'))).toBeLessThan(0.5);
  });

  it('relates a subject to its kinds however deep they sit: a bittern is a bird, a spaniel a dog', () => {
    expect(matchStrength('bittern', expandQuery('birds'))).toBeGreaterThanOrEqual(0.5);
    expect(matchStrength('spaniel', expandQuery('dogs'))).toBeGreaterThanOrEqual(0.5);
    expect(matchStrength('bees', expandQuery('insects'))).toBeGreaterThanOrEqual(0.5);
    for (const [word, subject] of [
      ['bittern', 'fish'],
      ['spaniel', 'cats'],
      ['yacht', 'birds'],
    ] as const)
      expect(matchStrength(word, expandQuery(subject)), `${word} for ${subject}`).toBeLessThan(0.5);
  });

  it('reads an irregular plural as its word: geese for goose, children for child', () => {
    expect(matchStrength('geese', expandQuery('goose'))).toBe(1);
    expect(stem('children')).toBe(stem('child'));
    expect(stem('knives')).toBe(stem('knife'));
    // A plural that is also a verb's form keeps the verb's stem: "she leaves" is no leaf.
    expect(stem('leaves')).toBe(stem('leave'));
  });

  it('hears a misrecognised name by its sound', () => {
    expect(soundsLike('gutenberg', 'goodenberg')).toBe(true);
    expect(soundsLike('gutenberg', 'cotton')).toBe(false);
  });

  it('scores a complete, specific sentence above a microphone check, which is noise', () => {
    const score = (text: string) => lineSalience(timedWords([text]), new Set());
    const good = score('his workshop in mainz printed the bible in about one hundred and eighty copies');
    expect(good.noise).toBe(false);
    expect(good.score).toBeGreaterThan(score('he could wait no longer').score);
    for (const filler of ['and here is some more words words words words', 'testing testing one two three'])
      expect(score(filler)).toEqual({ score: 0, noise: true });
  });

  it('hears a stammering speaker out: a line with a few repeated words still says something', () => {
    const stammered = lineSalience(
      timedWords(['so i i had my hip replacement in in march after about two years of of waiting']),
      new Set(),
    );
    expect(stammered.noise).toBe(false);
    // …though a hook or title takes a clean line first.
    const clean = lineSalience(timedWords(['i had my hip replacement in march after two years of waiting']), new Set());
    expect(stammered.score).toBeLessThan(clean.score);
  });
});

import { describe, expect, it } from 'vitest';
import { isVagueNoun, sayTheSame } from './label-words.fns';
import { topicLabel } from './topics.fns';

const phrase = (text: string, score: number) => ({ phrase: text, stems: text.split(' '), score });

describe('isVagueNoun', () => {
  it('knows times, amounts and parts from nouns that name a subject', () => {
    for (const word of ['months', 'weekend', 'night', 'hour', 'winter', 'kilos', 'metres', 'part'])
      expect(isVagueNoun(word), word).toBe(true);
    for (const word of ['printing', 'poems', 'brisket', 'chanter', 'gearbox', 'garden', 'kayak', 'dentist'])
      expect(isVagueNoun(word), word).toBe(false);
  });
});

describe('sayTheSame', () => {
  it('hears two spellings of one word, and a word inside its derivative, as one', () => {
    expect(sayTheSame('metres', 'meters')).toBe(true);
    expect(sayTheSame('hair', 'hairdresser')).toBe(true);
    expect(sayTheSame('sauce', 'brisket')).toBe(false);
    expect(sayTheSame('hair', 'chair')).toBe(false);
  });
});

describe('topicLabel', () => {
  it('pairs the best phrase with another that names the subject, not a time or the same word again', () => {
    expect(topicLabel([phrase('sauce', 10), phrase('weekend', 9), phrase('brisket', 8)], 'topic 1')).toBe(
      'sauce and brisket',
    );
    expect(topicLabel([phrase('metres', 10), phrase('meters', 9), phrase('reef', 7)], 'topic 1')).toBe(
      'metres and reef',
    );
    expect(topicLabel([phrase('hairdresser', 10), phrase('hair', 9)], 'topic 1')).toBe('hairdresser');
  });
});

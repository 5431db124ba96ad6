import { describe, expect, it } from 'vitest';
import { isKin, isVagueNoun, sayTheSame } from './label-words.fns';
import { topicLabel } from './topics.fns';

const phrase = (text: string, score: number) => ({ phrase: text, stems: text.split(' '), score });

describe('isVagueNoun', () => {
  it('knows times, amounts and parts from nouns that name a subject', () => {
    for (const word of [
      'months',
      'weekend',
      'night',
      'hour',
      'winter',
      'kilos',
      'metres',
      'part',
      'dozen',
      'hundreds',
      'half',
      // The plural of a time, though "minutes" alone is a record of a meeting first.
      'minutes',
    ])
      expect(isVagueNoun(word), word).toBe(true);
    for (const word of ['printing', 'poems', 'brisket', 'chanter', 'gearbox', 'garden', 'kayak', 'dentist'])
      expect(isVagueNoun(word), word).toBe(false);
  });

  it('knows nouns that stand for anyone or anything', () => {
    for (const word of ['people', 'things', 'stuff', 'everyone', 'lot']) expect(isVagueNoun(word), word).toBe(true);
    expect(topicLabel([phrase('people', 3), phrase('ghost', 2.5), phrase('tour', 2)], 'Topic')).toBe('ghost and tour');
  });
});

describe('isKin', () => {
  it('knows the speaker’s relatives, who are in every subject and name none', () => {
    for (const word of ['brother', 'husband', 'cousins', 'uncles', 'grandmothers', 'wife'])
      expect(isKin(word), word).toBe(true);
    for (const word of ['dentist', 'teacher', 'patients', 'postman', 'farm']) expect(isKin(word), word).toBe(false);
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
  it('does not name a topic by a count while a subject word is there', () => {
    expect(topicLabel([phrase('dozen', 10), phrase('flies', 8)], 'topic 1')).toBe('flies');
    expect(topicLabel([phrase('quilting', 10), phrase('hundreds', 9)], 'topic 1')).toBe('quilting');
    expect(topicLabel([phrase('metres', 10), phrase('reef', 7)], 'topic 1')).toBe('reef');
  });

  it('pairs the best phrase with another that names the subject, not a time or the same word again', () => {
    expect(topicLabel([phrase('sauce', 10), phrase('weekend', 9), phrase('brisket', 8)], 'topic 1')).toBe(
      'sauce and brisket',
    );
    expect(topicLabel([phrase('reef', 10), phrase('metres', 9), phrase('wreck', 7)], 'topic 1')).toBe('reef and wreck');
    expect(topicLabel([phrase('kayak', 10), phrase('kayaks', 9), phrase('paddle', 7)], 'topic 1')).toBe(
      'kayak and paddle',
    );
    expect(topicLabel([phrase('hairdresser', 10), phrase('hair', 9)], 'topic 1')).toBe('hairdresser');
    expect(topicLabel([phrase('jigsaws', 10), phrase('husband', 9), phrase('piece', 7)], 'topic 1')).toBe(
      'jigsaws and piece',
    );
  });

  it('names a topic by what its opening sentence says before the details it repeats', () => {
    // "i have been a dentist for twenty years" … teeth, teeth, drill, teeth.
    const dentist = { ...phrase('dentist', 4), opening: true };
    expect(topicLabel([phrase('teeth', 10), phrase('drill', 5), dentist], 'topic 1')).toBe('teeth and dentist');
    expect(topicLabel([phrase('teeth', 10), phrase('drill', 9), dentist], 'topic 1')).toBe('teeth and drill');
    expect(topicLabel([phrase('teeth', 7), phrase('drill', 5), dentist], 'topic 1')).toBe('dentist and teeth');
  });
});

import { describe, expect, it } from 'vitest';
import { isNounPhraseIn } from './noun-phrases.fns';

describe('isNounPhraseIn', () => {
  it('reads a word as the line it was said in does: a verb there names no topic', () => {
    expect(isNounPhraseIn(['comes'], ['uh you learn to trot and then canter and the gallop comes much later'])).toBe(
      false,
    );
    expect(isNounPhraseIn(['thinks'], ['it costs a fortune and my husband thinks i am mad'])).toBe(false);
    expect(isNounPhraseIn(['gallop'], ['uh you learn to trot and then canter and the gallop comes much later'])).toBe(
      true,
    );
  });

  it('takes no verb for a noun where the tagger does, but keeps a plural that is a thing', () => {
    expect(isNounPhraseIn(['comes'], ['the marking comes home with me every night in a big bag'])).toBe(false);
    expect(isNounPhraseIn(['does'], ['while the left does the work'])).toBe(false);
    expect(isNounPhraseIn(['marking'], ['the marking comes home with me every night in a big bag'])).toBe(true);
    expect(isNounPhraseIn(['boxes'], ['we packed the boxes into the van'])).toBe(true);
    expect(isNounPhraseIn(['runs'], ['we did three long runs a week'])).toBe(true);
    expect(isNounPhraseIn(['getting'], ['uh getting one big laugh makes all the silent nights worth it'])).toBe(false);
    expect(isNounPhraseIn(['hill', 'walking'], [])).toBe(true);
  });

  it('keeps activities named by an -ing noun, and drops -ing verbs the tagger calls nouns', () => {
    expect(isNounPhraseIn(['printing'], ['printing made books cheap enough for ordinary readers'])).toBe(true);
    expect(isNounPhraseIn(['printing', 'press'], ['um okay so the printing press changed how books were made'])).toBe(
      true,
    );
    expect(isNounPhraseIn(['paying'], ['my wife thinks i am mad paying all that money to look at fish'])).toBe(false);
    // An activity named by its thing and a gerund, which the tagger reads as a verb.
    expect(isNounPhraseIn(['water', 'skiing'], ['at forty i took up water skiing on the lake'])).toBe(true);
    expect(isNounPhraseIn(['carpet', 'fitting'], ['carpet fitting is hard on the knees'])).toBe(true);
    expect(isNounPhraseIn(['time', 'getting'], ['i spent a long time getting ready'])).toBe(false);
  });

  it('takes no word WordNet knows only as a verb, adjective or adverb for a noun, but keeps names it does not know', () => {
    const coop = ['the fox is always waiting so they have to be shut in the coop every night'];
    expect(isNounPhraseIn(['shut'], coop)).toBe(false);
    expect(isNounPhraseIn(['coop'], coop)).toBe(true);
    expect(isNounPhraseIn(['aloud'], ['the umpire counts the passes aloud'])).toBe(false);
    expect(isNounPhraseIn(['molten'], ['you gather a blob of molten glass on the end of the pipe'])).toBe(false);
    expect(isNounPhraseIn(['molten', 'glass'], ['you gather a blob of molten glass on the end of the pipe'])).toBe(
      true,
    );
    expect(isNounPhraseIn(['tachograph'], ['the tachograph counts every minute at the wheel'])).toBe(true);
  });

  it('goes by most of the lines a word was said in, and never takes a pronoun for a subject', () => {
    const lines = [
      'uh you learn to trot and then canter and the gallop comes much later',
      'the farrier comes every six weeks to trim her hooves',
      'most of what comes in is a long case',
    ];
    expect(isNounPhraseIn(['comes'], lines)).toBe(false);
    expect(isNounPhraseIn(['nothing'], ['people either cry or cover their ears and nothing in between'])).toBe(false);
  });

  it('judges a phrase out of context when no line holds it', () => {
    expect(isNounPhraseIn(['book'], [])).toBe(true);
  });
});

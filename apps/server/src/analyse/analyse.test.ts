import { describe, expect, it } from 'vitest';
import type { Word } from '@otto/shared/transcript';
import { analyseTranscripts } from './analyse';
import {
  exampleDuration,
  exampleRate,
  exampleVideo,
  pocketsphinxWords,
  readingsWords,
  referenceFiles,
  referenceText,
  sourceOf,
  timedWords,
} from './analyse.test-support';
import { findFillers, findSilences, splitSentences } from './sentences.fns';
import { isStopWord, stem } from './text.fns';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** Words at 0.4 s each; "|" is a 0.8 s pause, "," a 0.3 s pause. */
function spoken(script: string): Word[] {
  const words: Word[] = [];
  let t = 0.2;
  for (const token of script.split(/\s+/)) {
    if (token === '|') t += 0.8;
    else if (token === ',') t += 0.3;
    else {
      words.push({ text: token, start: t, end: t + 0.3, confidence: 0.9 });
      t += 0.4;
    }
  }
  return words;
}

describe('sentences, silences and fillers', () => {
  it('ends sentences at long pauses and at punctuation when the recogniser gives it', () => {
    const words = spoken('we start here | and carry on. Then a new line');
    const ranges = splitSentences(words).map((r) =>
      words
        .slice(r.firstWord, r.lastWord + 1)
        .map((w) => w.text)
        .join(' '),
    );
    expect(ranges).toEqual(['we start here', 'and carry on.', 'Then a new line']);
  });

  it('ends a sentence where the speaker changes, however short the gap', () => {
    const words = spoken('where did you grow up on a farm in wales').map((w, i) => ({ ...w, speaker: i < 5 ? 1 : 2 }));
    const ranges = splitSentences(words).map((r) => words.slice(r.firstWord, r.lastWord + 1).map((w) => w.text));
    expect(ranges).toEqual([
      ['where', 'did', 'you', 'grow', 'up'],
      ['on', 'a', 'farm', 'in', 'wales'],
    ]);
  });

  it('parts an unpunctuated sentence where a clause opens with "i" after a pause, not a punctuated one', () => {
    const lines = (words: Word[]) => analyseTranscripts([sourceOf(A, words)]).units.map((u) => u.text);
    const heard = spoken('my wife says i am mad to look at fish , i surf most mornings at the beach');
    expect(lines(heard)).toEqual(['my wife says i am mad to look at fish', 'i surf most mornings at the beach']);
    // "i think · i should go": too short a side to be a sentence of its own.
    expect(lines(spoken('i think , i should go home now'))).toEqual(['i think i should go home now']);
    const written = spoken('My wife says I am mad to look at fish , I surf most mornings at the beach.');
    expect(lines(written)).toHaveLength(1);
  });

  it("reads pocketsphinx's spelled letters and abbreviations as words: no sentence ends at them", () => {
    const lines = (words: Word[]) => analyseTranscripts([sourceOf(A, words)]).units.map((u) => u.text);
    // pocketsphinx writes "x." and "a.m."; the transcript stays unpunctuated, so a clause opening
    // with "i" after a pause still starts a sentence.
    const heard = spoken('the x. rays showed a cavity at nine a.m. on monday , i paddle a kayak down the river');
    expect(lines(heard)).toEqual([
      'the x. rays showed a cavity at nine a.m. on monday',
      'i paddle a kayak down the river',
    ]);
  });

  it('finds silences of half a second or more, including before the first and after the last word', () => {
    const words = spoken('one two | three');
    const silences = findSilences(words, words.at(-1)!.end + 2);
    expect(silences).toHaveLength(2);
    expect(silences[0]!.end - silences[0]!.start).toBeCloseTo(0.9, 5);
    expect(silences[1]!.end - silences[1]!.start).toBeCloseTo(2, 5);
    expect(findSilences(spoken('a b c'), 1.35)).toEqual([]);
  });

  it('marks um, uh, "you know", "i mean" and a loose "like" as fillers, but not "i like it"', () => {
    const words = spoken('um so , like , the edit is uh done you know , i mean it works | i like it');
    const fillers = findFillers(words).map((f) => f.text);
    expect(fillers).toEqual(['um', 'like', 'uh', 'you know', 'i mean']);
  });
});

describe('analyseTranscripts', () => {
  it('marks the earlier take of a restarted line as a retake and keeps it out of the quotes', () => {
    const words = spoken(
      'so the plan is | so the plan is to hire two editors this spring | and train them on the new workflow',
    );
    const a = analyseTranscripts([sourceOf(A, words)]);
    expect(a.units.map((u) => u.text)).toEqual([
      'so the plan is',
      'so the plan is to hire two editors this spring',
      'and train them on the new workflow',
    ]);
    expect(a.units[0]!.retakeOf).toBe('u2');
    expect(a.units[1]!.retakeOf).toBeNull();
    expect(a.quotable).not.toContain('u1');
  });

  it("never takes one speaker's line for a retake of another's: an interviewer repeating the guest's words stays", () => {
    const words = spoken('so the plan is to hire editors | so the plan is to hire editors').map((w, i) => ({
      ...w,
      speaker: i < 7 ? 1 : 2,
    }));
    const a = analyseTranscripts([sourceOf(A, words)]);
    expect(a.units.map((u) => u.retakeOf)).toEqual([null, null]);
  });

  it('keeps a full sentence that only opens like the next one: it is a line of its own, not a retake', () => {
    const words = spoken(
      'i think that the budget will hold through the whole spring season | i think that we should hire two editors',
    );
    const a = analyseTranscripts([sourceOf(A, words)]);
    expect(a.units).toHaveLength(2);
    expect(a.units.map((u) => u.retakeOf)).toEqual([null, null]);
  });

  it('splits the readings into 3–8 topics whose labels come from what is said in them', async () => {
    const words = await readingsWords();
    const a = analyseTranscripts([sourceOf(A, words, { filename: 'readings.wav' })]);
    expect(a.topics.length).toBeGreaterThanOrEqual(3);
    expect(a.topics.length).toBeLessThanOrEqual(8);
    for (const topic of a.topics) {
      const text = topic.unitIds.map((id) => a.units.find((u) => u.id === id)!.text).join(' ');
      expect(topic.label.split(' ').filter((w) => w !== 'and').length).toBeLessThanOrEqual(3);
      for (const word of topic.label.split(' ').filter((w) => w !== 'and')) expect(text).toContain(word);
    }
    // The Sense and Sensibility passage is one story: at most two topics, shared with no other reading.
    const dashwood = await Promise.all(referenceFiles.dashwood.map(referenceText));
    const topicsOfDashwood = new Set(a.units.filter((u) => dashwood.includes(u.text)).map((u) => u.topic));
    expect(topicsOfDashwood.size).toBeLessThanOrEqual(2);
    const others = a.units.filter((u) => !dashwood.includes(u.text));
    expect(others.some((u) => topicsOfDashwood.has(u.topic))).toBe(false);
    // Topics cover every unit, in order.
    expect(a.topics.flatMap((t) => t.unitIds)).toEqual(a.units.map((u) => u.id));
  });

  it('keeps stop words out of key phrases and ranks quotable lines of a usable length first', async () => {
    const a = analyseTranscripts([sourceOf(A, await readingsWords())]);
    expect(a.keyPhrases.length).toBeGreaterThan(5);
    for (const p of a.keyPhrases) for (const w of p.phrase.split(' ')) expect(isStopWord(w)).toBe(false);
    const best = a.units.find((u) => u.id === a.quotable[0])!;
    expect(best.wordCount).toBeGreaterThanOrEqual(6);
    expect(best.wordCount).toBeLessThanOrEqual(25);
  });

  it('analyses a real pocketsphinx transcript: the second file starts a new topic, and "banana" is there', async () => {
    const ps = await pocketsphinxWords(exampleVideo);
    expect(ps.length).toBeGreaterThan(30);
    const a = analyseTranscripts([
      sourceOf(A, ps, { filename: 'example.mp4', durationSec: exampleDuration, rate: exampleRate }),
      sourceOf(B, timedWords([await referenceText(referenceFiles.wizard[0])]), { filename: 'wizard.flac' }),
    ]);
    const firstOfB = a.units.find((u) => u.sourceId === B)!;
    const lastOfA = a.units.filter((u) => u.sourceId === A).at(-1)!;
    expect(firstOfB.topic).toBeGreaterThan(lastOfA.topic);
    expect(a.units.some((u) => u.sourceId === A && u.text.includes('banana'))).toBe(true);
    // The speaker pauses between 17 s and 40 s, waiting for the timecode: one long silence.
    expect(a.silences.some((s) => s.sourceId === A && s.start < 20 && s.end > 38)).toBe(true);
    expect(a.spokenDuration).toBeLessThan(a.totalDuration);
    // …but "banana" after it carries on what was said before it: no new topic across that pause.
    const bananas = a.units.filter((u) => u.sourceId === A && /banana/.test(u.text));
    expect(bananas.length).toBe(2);
    expect(bananas[0]!.topic).toBe(bananas[1]!.topic);
  });

  it('stems related word forms together', () => {
    expect(stem('hiring')).toBe(stem('hire'));
    expect(stem('topics')).toBe(stem('topic'));
    expect(stem('editors')).toBe(stem('editor'));
    expect(stem('cars')).toBe(stem('car'));
    expect(stem('dogs')).toBe(stem('dog'));
    expect(stem('news')).not.toBe(stem('new'));
    expect(stem('plus')).toBe('plus');
  });
});

import { describe, expect, it } from 'vitest';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { confidentMatch, type HitKind, type TopicMatch, type WordHit } from './matching.fns';
import { subjectCandidates } from './subject-passage.fns';

/** Lines of one file, a topic each as given, five seconds apiece. */
function linesIn(topics: readonly number[]): Analysis {
  const units: Unit[] = topics.map((topic, i) => ({
    id: `u${i + 1}`,
    sourceId: 's1',
    firstWord: i * 10,
    lastWord: i * 10 + 9,
    start: i * 5,
    end: i * 5 + 4.5,
    text: `the story of line ${i + 1}`,
    wordCount: 10,
    topic,
    retakeOf: null,
    quoteScore: 0.5,
  }));
  return { units, sources: [], topics: [], keyPhrases: [], silences: [], fillers: [], quotable: [] } as never;
}

const hit = (unit: Unit, kind: HitKind, strength: number): WordHit => ({
  sourceId: unit.sourceId,
  wordIndex: unit.firstWord,
  start: unit.start,
  end: unit.end,
  unit,
  strength,
  kind,
  heard: `${kind}-${unit.id}`,
});

const ids = (units: readonly Unit[]) => units.map((u) => u.id);

describe('the passage a subject clip is cut from', () => {
  it('starts at the line that names the subject, not at a run of loosely related words', () => {
    const a = linesIn([0, 0, 0, 0, 0, 0]);
    const [u1, u2, u3, , u5] = a.units;
    // "taxi" said once; "lock" (a far relation, 0.55) three times in the lines before.
    const match: TopicMatch = {
      topic: 0,
      score: 2.65,
      evidence: 1.5,
      hits: [hit(u1!, 'related', 0.55), hit(u2!, 'related', 0.55), hit(u3!, 'related', 0.55), hit(u5!, 'word', 1)],
    };
    expect(subjectCandidates(a, [match])[0]!.id).toBe('u5');
  });

  it('of a subject in several words, starts where the lines stand for all of them, not one named alone', () => {
    const a = linesIn([0, 0, 0, 0, 0, 0, 0]);
    const [u1, , , , u5, u6] = a.units;
    // "lorry driving": "a bus driver" on line 1 names driving; line 5's "loading bay" and line 6's
    // "truck" are related to lorry and to both words.
    const of = (h: WordHit, words: number[]): WordHit => ({ ...h, words });
    const match: TopicMatch = {
      topic: 0,
      score: 2.2,
      evidence: 1.4,
      hits: [of(hit(u1!, 'word', 1), [1]), of(hit(u5!, 'related', 0.56), [0]), of(hit(u6!, 'related', 0.6), [0, 1])],
    };
    expect(subjectCandidates(a, [match])[0]!.id).toBe('u6');
    // Where no line stands for every word, the one named word still anchors the passage.
    const alone: TopicMatch = { ...match, hits: [of(hit(u1!, 'word', 1), [1]), of(hit(u5!, 'related', 0.56), [0])] };
    expect(subjectCandidates(a, [alone])[0]!.id).toBe('u1');
  });

  it('grows into what the speaker says next before what came before, unless that is clearly closer', () => {
    const a = linesIn([0, 0, 0, 0, 0]);
    const match: TopicMatch = { topic: 0, score: 1, evidence: 1, hits: [hit(a.units[2]!, 'word', 1)] };
    const even = new Map(a.units.map((u) => [u.id, 0.1]));
    expect(ids(subjectCandidates(a, [match], even))).toEqual(['u3', 'u4', 'u5', 'u2', 'u1']);
    // The line before means the subject much more: it comes before the line after.
    const before = new Map([...even, ['u2', 0.4]]);
    const order = ids(subjectCandidates(a, [match], before));
    expect(order.indexOf('u2')).toBeLessThan(order.indexOf('u4'));
    // …unless it names nothing: "it is harder than it looks believe me" closes what came before.
    const generic = {
      ...a,
      units: a.units.map((u) => (u.id === 'u2' ? { ...u, text: 'it is harder than it looks' } : u)),
    };
    const afterGeneric = ids(subjectCandidates(generic, [match], before));
    expect(afterGeneric.indexOf('u2')).toBeGreaterThan(afterGeneric.indexOf('u5'));
  });

  it('grows back towards an earlier mention when the anchor is the last time the subject is named', () => {
    // "i paddle a kayak" (u1, the topic before) … "we carry the kayaks around the weir" (u4), then camping.
    const a = linesIn([0, 0, 1, 1, 1, 1]);
    const namedOn = (unit: Unit, evidence: number, closeness: number): TopicMatch => ({
      topic: unit.topic,
      score: 1,
      evidence,
      closeness,
      hits: [hit(unit, 'word', 1)],
    });
    const closing = namedOn(a.units[3]!, 2, 0.12);
    const opening = namedOn(a.units[0]!, 1, 0.1);
    const even = new Map(a.units.map((u) => [u.id, 0.17]));
    expect(ids(subjectCandidates(a, [closing, opening], even)).slice(0, 3)).toEqual(['u4', 'u3', 'u5']);
    // Named again after the anchor: the speaker goes on, and so does the passage.
    const again: TopicMatch = { ...closing, hits: [...closing.hits, hit(a.units[5]!, 'word', 1)] };
    expect(ids(subjectCandidates(a, [again, opening], even)).slice(0, 2)).toEqual(['u4', 'u5']);
  });

  it('reaches into a neighbouring topic only through lines that mean the subject', () => {
    // The topic map put the subject's first line (u3) at the end of the topic before.
    const a = linesIn([0, 0, 0, 1, 1, 1]);
    const match: TopicMatch = { topic: 1, score: 1, evidence: 1, hits: [hit(a.units[3]!, 'word', 1)] };
    const closeness = new Map([
      ['u1', 0],
      ['u2', 0.05],
      ['u3', 0.35],
      ['u4', 0.3],
      ['u5', 0.2],
      ['u6', 0.2],
    ]);
    const order = ids(subjectCandidates(a, [match], closeness));
    expect(order).toEqual(['u4', 'u5', 'u6', 'u3']);
    expect(order).not.toContain('u2');
  });

  it("takes the next topic's lines when the subject is named only on the last line of a topic that means it less", () => {
    // "i rent an allotment plot" ended the farm's topic (u1–u4); the allotment's own lines follow.
    const a = linesIn([0, 0, 0, 0, 1, 1, 1]);
    const match: TopicMatch = { topic: 0, score: 1, evidence: 1, hits: [hit(a.units[3]!, 'word', 1)] };
    const closeness = new Map([
      ['u1', 0.02],
      ['u2', -0.05],
      ['u3', 0.01],
      ['u4', 0.13],
      ['u5', 0.05],
      ['u6', 0.09],
      ['u7', 0.08],
    ]);
    expect(ids(subjectCandidates(a, [match], closeness)).slice(0, 4)).toEqual(['u4', 'u5', 'u6', 'u7']);
    // Where its own topic means the subject more, the mention's own topic is the passage.
    const own = new Map([...closeness, ['u2', 0.2], ['u3', 0.2]]);
    expect(ids(subjectCandidates(a, [match], own)).slice(0, 4)).toEqual(['u4', 'u3', 'u2', 'u1']);
  });
});

describe('whether a topic is about the subject', () => {
  const a = linesIn([0, 0]);
  const topic = (kind: HitKind, closeness?: number): TopicMatch => ({
    topic: 0,
    score: 1.6,
    evidence: 1,
    ...(closeness !== undefined ? { closeness } : {}),
    hits: [hit(a.units[0]!, kind, 0.8), { ...hit(a.units[1]!, kind, 0.8), heard: 'other' }],
  });

  it('takes the word itself whatever its lines mean', () => {
    expect(confidentMatch(topic('word', -0.1))).toBe(true);
  });

  it('takes no topic where a word of a subject said in several is missing ("returning officer" for "tax returns")', () => {
    for (const closeness of [undefined, 0.01, 0.2])
      expect(confidentMatch({ ...topic('word', closeness), partial: true })).toBe(false);
  });

  it('takes a sound-alike or related words only when the lines mean the subject, where that is known', () => {
    expect(confidentMatch(topic('sounds_like', 0.01))).toBe(false);
    expect(confidentMatch(topic('sounds_like', 0.1))).toBe(true);
    expect(confidentMatch(topic('related', 0.01))).toBe(false);
    expect(confidentMatch(topic('related', 0.11))).toBe(true);
    // A tennis topic's "team" and "running" are not about football, though they lean that way.
    expect(confidentMatch(topic('related', 0.105))).toBe(false);
    // Without sentence meaning, the words alone decide.
    expect(confidentMatch(topic('sounds_like'))).toBe(true);
    expect(confidentMatch(topic('related'))).toBe(true);
  });

  it('takes everyday related words only where the lines clearly mean the subject ("band", "clip", "ear" are no jewellery)', () => {
    const everyday = (closeness: number): TopicMatch => ({
      ...topic('related', closeness),
      hits: ['ear', 'clip', 'band', 'strings'].map((heard, i) => ({ ...hit(a.units[i % 2]!, 'related', 0.7), heard })),
    });
    expect(confidentMatch(everyday(0.05))).toBe(false);
    expect(confidentMatch(everyday(0.12))).toBe(true);
    // The subject's own synonyms or kinds, said, need only the lines not to mean something else.
    const poems: TopicMatch = {
      ...topic('related', 0.05),
      hits: ['poems', 'verse'].map((heard, i) => ({ ...hit(a.units[i]!, 'related', 0.95), heard })),
    };
    expect(confidentMatch(poems)).toBe(true);
    expect(confidentMatch({ ...poems, closeness: 0.01 })).toBe(false);
  });
});

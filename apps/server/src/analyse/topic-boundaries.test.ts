import { describe, expect, it } from 'vitest';
import type { Word } from '@otto/shared/transcript';
import { analyseTranscripts } from './analyse';
import { sourceOf } from './analyse.test-support';
import { timedInterview, type InterviewPart } from './interview.test-support';
import type { Bag, CohesionUnit } from './cohesion.fns';
import { joinAlikeNeighbours, snapToLongPauses } from './topic-boundaries.fns';
import { openAtTurns } from './turns.fns';

// Three clearly different subjects, each repeating its own words, as a unit test wants them.
const cheese: string[] = [
  'we make cheese from the milk of our own goats every morning',
  'the milk is warmed and the cheese maker adds rennet to form the curd',
  'the curd is cut and the whey drains away from the young cheese',
  'a soft goat cheese is ready in a week but a hard cheese needs months',
  'the cheese cellar is cool and damp so the rind grows slowly',
  'we turn every cheese in the cellar by hand twice a week',
];
const bicycles: string[] = [
  'in the workshop we repair old bicycles for the children of the village',
  'a bicycle chain needs oil and a new chain every few thousand miles',
  'the brakes of a bicycle are adjusted with a small screw on the lever',
  'a flat tyre is the most common bicycle repair in the workshop',
  'we true a bent wheel by tightening the spokes of the bicycle wheel',
  'a repaired bicycle goes back to its rider with a new bell',
];
const violins: string[] = [
  'my daughter plays the violin in the school orchestra',
  'a violin has four strings and the bow is strung with horse hair',
  'the violin teacher tunes the strings before every violin lesson',
  'rosin on the bow helps the hair grip the violin strings',
  'she practises her violin scales for an hour before the orchestra rehearsal',
  'an old violin made of spruce and maple can sound wonderful',
];

const subjects = (pauses: [number, number]): InterviewPart[] => [
  { subject: 'cheese', sentences: cheese, pauseAfter: pauses[0] },
  { subject: 'bicycles', sentences: bicycles, pauseAfter: pauses[1] },
  { subject: 'violins', sentences: violins, pauseAfter: 0 },
];

const round = (t: number) => Math.round(t * 1000) / 1000;

/** Topic starts after the first, against the true subject changes, in seconds. */
function boundaries(parts: InterviewPart[]) {
  const iv = timedInterview(parts);
  const a = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', iv.words)]);
  return { a, found: a.topics.slice(1).map((t) => t.start), truth: iv.parts.slice(1).map((p) => p.start) };
}

describe('topic boundaries at quiet subject changes', () => {
  it('parts a sentence that runs on from one subject into the next over a 0.3 s gap, within 1 s of the join', () => {
    const { a, found, truth } = boundaries(subjects([0.3, 0.3]));
    expect(found).toHaveLength(2);
    found.forEach((start, i) => expect(Math.abs(start - truth[i]!)).toBeLessThanOrEqual(1));
    // The unit that opens each subject starts with its first sentence's first word.
    const openers = a.topics.slice(1).map((t) => a.units.find((u) => u.id === t.unitIds[0])!.text);
    expect(openers[0]).toMatch(/^in the workshop we repair/);
    expect(openers[1]).toMatch(/^my daughter plays the violin/);
  });

  it('finds changes at pauses shorter than those between sentences exactly', () => {
    const { found, truth } = boundaries(subjects([0.6, 0.6]));
    expect(found).toEqual(truth);
  });

  it('finds a change at a 0.2 s pause in fast speech, whose sentences part at 0.4 s and words at 0.06 s', () => {
    const words: Word[] = [];
    const truth: number[] = [];
    let t = 0.5;
    for (const [s, sentences] of [cheese, bicycles, violins].entries()) {
      if (s > 0) truth.push(t);
      for (const sentence of sentences) {
        for (const text of sentence.split(' ')) {
          words.push({ text, start: round(t), end: round(t + 0.22), confidence: 0.9 });
          t += 0.28;
        }
        t += 0.34;
      }
      t += 0.2 - 0.4;
    }
    const a = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', words)]);
    expect(a.topics.slice(1).map((topic) => topic.start)).toEqual(truth.map(round));
  });

  it('keeps a change at a long pause where it is', () => {
    const { found, truth } = boundaries(subjects([2.5, 0.9]));
    expect(found).toEqual(truth);
  });

  it('makes a short subject clearly foreign to both neighbours a topic of its own, without splitting the others', () => {
    const parts: InterviewPart[] = [
      { subject: 'cheese', sentences: cheese, pauseAfter: 0.9 },
      {
        subject: 'taxes',
        sentences: ['the tax office sent a letter about my pension and the invoices i forgot'],
        pauseAfter: 2.5,
      },
      { subject: 'bicycles', sentences: bicycles, pauseAfter: 0.9 },
      { subject: 'violins', sentences: violins, pauseAfter: 0 },
    ];
    const { a, found, truth } = boundaries(parts);
    expect(found).toEqual(truth);
    expect(a.topics[1]!.unitIds).toHaveLength(1);
  });
});

describe('joining the halves of one subject', () => {
  const unit = (words: string[]): CohesionUnit => ({
    tokens: words,
    sourceStart: false,
    duration: 10,
    pauseBefore: 0.5,
    speakerChange: false,
  });
  const bag = (words: string[]): Bag => new Map(words.map((w) => [w, 1]));
  const lines = [
    ['cheese', 'milk'],
    ['cheese', 'curd'],
    ['milk', 'curd'],
    ['chain', 'brake'],
    ['brake', 'wheel'],
  ];
  const units = lines.map(unit);
  const bags = lines.map(bag);

  it('joins neighbouring topics that share their words, and keeps apart those that do not', () => {
    const joined = joinAlikeNeighbours(units, bags, [0, 0, 1, 2, 2], () => false, 0.25, 300);
    expect(joined).toEqual([0, 0, 0, 1, 1]);
  });

  it('keeps alike halves apart when the joined topic would run longer than allowed', () => {
    expect(joinAlikeNeighbours(units, bags, [0, 0, 1, 2, 2], () => false, 0.25, 25)).toEqual([0, 0, 1, 2, 2]);
  });
});

describe('a boundary one clause off a long pause', () => {
  // Six clauses of 5 s each; the speaker stops for 3 s before the fourth.
  const units = (pauses: number[]): CohesionUnit[] =>
    pauses.map((pauseBefore, i) => ({
      tokens: [],
      sourceStart: false,
      duration: 5,
      pauseBefore: i === 0 ? 0 : pauseBefore,
      speakerChange: false,
    }));

  it('moves onto the pause where the clause before or after it was read the other way', () => {
    const paused = units([0, 0.8, 0.9, 3, 1, 0.7]);
    expect(snapToLongPauses(paused, [0, 0, 1, 1, 1, 1], 2, 8)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(snapToLongPauses(paused, [0, 0, 0, 0, 1, 1], 2, 8)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('stays where it is two clauses off a pause (a pause to think), or where a side would be too short', () => {
    const paused = units([0, 0.8, 0.9, 3, 1, 0.7]);
    expect(snapToLongPauses(paused, [0, 1, 1, 1, 1, 1], 2, 8)).toEqual([0, 1, 1, 1, 1, 1]);
    expect(snapToLongPauses(paused, [0, 0, 1, 1, 1, 1], 2, 16)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(snapToLongPauses(units([0, 0.8, 0.9, 1.2, 1, 0.7]), [0, 0, 1, 1, 1, 1], 2, 8)).toEqual([0, 0, 1, 1, 1, 1]);
  });
});

describe('an interview: questions and interjections of another speaker', () => {
  const interviewer = 1;
  const guest = 2;
  /** Lines said in turn, each [speaker, text], 0.4–0.5 s apart: a question runs straight into its answer. */
  function conversation(lines: ReadonlyArray<[number, string]>) {
    const words: Word[] = [];
    const starts: number[] = [];
    let t = 0.5;
    lines.forEach(([speaker, line], i) => {
      starts.push(round(t));
      for (const text of line.split(' ')) {
        words.push({ text, start: round(t), end: round(t + 0.25), confidence: 0.9, speaker });
        t += 0.3;
      }
      t += 0.4 + (i % 2) * 0.1;
    });
    return { words, starts };
  }
  const lines: Array<[number, string]> = [
    [interviewer, 'so how does your day start'],
    ...cheese.slice(0, 3).map((l): [number, string] => [guest, l]),
    [interviewer, 'and what happened then'],
    ...cheese.slice(3).map((l): [number, string] => [guest, l]),
    [interviewer, 'and what do you do on saturdays'],
    ...bicycles.slice(0, 3).map((l): [number, string] => [guest, l]),
    [interviewer, 'and what happened then'],
    ...bicycles.slice(3).map((l): [number, string] => [guest, l]),
    [interviewer, 'tell me about your daughter'],
    ...violins.map((l): [number, string] => [guest, l]),
  ];

  it('opens each topic at the question, keeps interjections inside their subject, and never puts two speakers in a line', () => {
    const { words, starts } = conversation(lines);
    const a = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', words)]);
    const questions = [8, 16].map((i) => starts[i]!);
    expect(a.topics.slice(1).map((t) => t.start)).toEqual(questions);
    for (const u of a.units) {
      const speakers = new Set(words.slice(u.firstWord, u.lastWord + 1).map((w) => w.speaker));
      expect(speakers.size, u.text).toBe(1);
    }
  });

  it('moves a boundary near a question onto it, and one inside a short turn to where the turn starts', () => {
    // Clauses of 4 s, 4.5 s apart: guest, guest, interviewer (a question, or a reaction), guest ×3.
    const turns = [false, false, true, true, false, false];
    const conversation = (said: string): CohesionUnit[] =>
      turns.map((turnStart, i) => ({
        tokens: [],
        sourceStart: false,
        duration: 4,
        pauseBefore: i === 0 ? 0 : 0.5,
        speakerChange: false,
        turnStart,
        text: i === 2 ? said : 'and the guest says more about it',
      }));
    const rules = { shortTurnSec: 8, reachSec: 12, pinPauseSec: 2, leastSec: 8 };
    const units = conversation('what about the flying lessons');
    // A line after the question, two lines after it, or a line before it: onto the question.
    expect(openAtTurns(units, [0, 0, 0, 1, 1, 1], rules)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(openAtTurns(units, [0, 0, 0, 0, 1, 1], rules)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(openAtTurns(units, [0, 1, 1, 1, 1, 1], { ...rules, leastSec: 4 })).toEqual([0, 0, 1, 1, 1, 1]);
    // At the question already, or further from it than the reach: it stays.
    expect(openAtTurns(units, [0, 0, 1, 1, 1, 1], rules)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(openAtTurns(units, [0, 0, 0, 0, 1, 1], { ...rules, reachSec: 6 })).toEqual([0, 0, 0, 0, 1, 1]);
    // "really" closes the subject before it: the boundary after it stays.
    expect(openAtTurns(conversation('really'), [0, 0, 0, 1, 1, 1], rules)).toEqual([0, 0, 0, 1, 1, 1]);
    // Inside a short turn, whatever it says, the boundary moves to where it starts
    // (the interviewer's turn is clauses 2 and 3 here).
    const inside = conversation('really').map((u, i) => ({ ...u, turnStart: i === 2 || i === 4 }));
    expect(openAtTurns(inside, [0, 0, 0, 1, 1, 1], rules)).toEqual([0, 0, 1, 1, 1, 1]);
    // Neither side may be left shorter than the least topic.
    expect(openAtTurns(units, [0, 0, 0, 1, 1, 1], { ...rules, leastSec: 12 })).toEqual([0, 0, 0, 1, 1, 1]);
    // A change at a long pause stays, unless the question just before the pause opened it.
    const paused = units.map((u, i) => (i === 4 ? { ...u, pauseBefore: 2.5 } : u));
    expect(openAtTurns(paused, [0, 0, 0, 0, 1, 1], rules)).toEqual([0, 0, 0, 0, 1, 1]);
    const pausedAfterQuestion = units.map((u, i) => (i === 3 ? { ...u, pauseBefore: 2.5 } : u));
    expect(openAtTurns(pausedAfterQuestion, [0, 0, 0, 1, 1, 1], rules)).toEqual([0, 0, 1, 1, 1, 1]);
  });
});

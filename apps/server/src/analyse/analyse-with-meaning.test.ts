import { describe, expect, it } from 'vitest';
import { seeded } from '@otto/shared/seeded-random';
import type { Word } from '@otto/shared/transcript';
import { sourceOf } from './analyse.test-support';
import { analyseWithMeaning } from './analyse-with-meaning';
import { timedInterview, type InterviewPart } from './interview.test-support';

const quiet = { warn: () => undefined };

// Neither subject is named, and the two share no content word: what the lines mean parts them.
const pottery: InterviewPart = {
  subject: 'pottery',
  pauseAfter: 0.4,
  sentences: [
    'i throw on a wheel in a shed at the bottom of our yard',
    'the clay has to be wedged first to push out the air bubbles',
    'centring the lump took me months to learn',
    'you pull the walls up slowly with wet fingers',
    'the kiln reaches twelve hundred degrees and ticks as it cools',
    'glazes look grey and dull until the heat melts them into glass',
    'half my mugs crack or warp but the good ones go to a market stall',
  ],
};
const flying: InterviewPart = {
  subject: 'flying',
  pauseAfter: 0,
  sentences: [
    'i learned in a small plane at a grass airfield',
    'before every take off you walk round the aircraft and check the fuel',
    'the instructor sits beside you with his own controls',
    'landing in a crosswind took me thirty hours',
    'you talk to the tower on the radio and read back every instruction',
    'clouds are the enemy because you cannot see the horizon',
    'the licence needs a written exam in navigation and the weather',
  ],
};

describe('analyseWithMeaning', () => {
  it('finds a change of subject at a pause shorter than the gaps between sentences, within 2 s', async () => {
    const iv = timedInterview([pottery, flying], 0.6, 2.5);
    const analysis = await analyseWithMeaning([sourceOf('interview', iv.words)], quiet);
    const change = iv.parts[1]!.start;
    expect(analysis.topics.some((t) => Math.abs(t.start - change) <= 2)).toBe(true);
    // No topic runs from one subject into the other.
    for (const t of analysis.topics) expect(t.start < change - 2 && t.end > change + 2).toBe(false);
  });

  it('keeps each subject whole when the speaker stops to think in the middle of it', async () => {
    const iv = timedInterview([pottery, flying], 0.6, 2.8);
    const analysis = await analyseWithMeaning([sourceOf('interview', iv.words)], quiet);
    expect(analysis.topics.map((t) => Math.round(t.start))).toEqual([
      Math.round(iv.parts[0]!.start),
      Math.round(iv.parts[1]!.start),
    ]);
  });

  it('keeps a talk about one subject one topic, though the speaker stops to think in it', async () => {
    const iv = timedInterview([{ ...flying, pauseAfter: 0 }], 0.6, 2.8);
    const analysis = await analyseWithMeaning([sourceOf('talk', iv.words)], quiet);
    expect(analysis.topics).toHaveLength(1);
  });
});

describe('analyseWithMeaning on words heard unsurely', () => {
  // What a recogniser makes of a voice it hears badly: real words, not the ones said, more than
  // half of them heard at 0.1 (pocketsphinx on a synthetic voice: mean confidence 0.31).
  const small = 'the a was they on but there said made into down out about'.split(' ');
  const nouns = (
    'house water table morning dog road window paper money garden bread letter hour car river church ' +
    'doctor summer station market kitchen father winter office school night street music evening horse'
  ).split(' ');
  function garbled(subjects: number, surely: boolean) {
    const random = seeded(7);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
    const words: Word[] = [];
    const changes: number[] = [];
    let t = 0.5;
    for (let s = 0; s < subjects; s++) {
      // Each subject starts after a 3.2–3.7 s pause; lines are 0.8–1.3 s apart.
      if (s > 0) changes.push((t += 2.4));
      for (let line = 0; line < 7; line++) {
        for (let w = 0; w < 9; w++) {
          const confidence = surely ? 0.9 : random() < 0.45 ? 0.85 : 0.1;
          words.push({ text: pick(w % 2 ? nouns : small), start: t, end: t + 0.3, confidence });
          t += 0.4;
        }
        t += 0.8 + random() * 0.5;
      }
    }
    return { words, changes };
  }

  it('parts topics at every long pause: such words cannot show that both sides are one subject', async () => {
    const { words, changes } = garbled(4, false);
    const analysis = await analyseWithMeaning([sourceOf('interview', words)], quiet);
    const starts = analysis.topics.slice(1).map((t) => t.start);
    expect(starts).toHaveLength(changes.length);
    starts.forEach((start, i) => expect(Math.abs(start - changes[i]!)).toBeLessThanOrEqual(2));
    // The same words heard surely are one talk: nothing in them changes at the pauses.
    const sure = await analyseWithMeaning([sourceOf('interview', garbled(4, true).words)], quiet);
    expect(sure.topics).toHaveLength(1);
  });

  it('does so in a badly heard file beside a clearly heard one', async () => {
    const clear = timedInterview([pottery, flying], 0.6, 2.5);
    const { words, changes } = garbled(3, false);
    const analysis = await analyseWithMeaning([sourceOf('a', clear.words), sourceOf('b', words)], quiet);
    const inB = new Set(analysis.units.filter((u) => u.sourceId === 'b').map((u) => u.id));
    const starts = analysis.topics.filter((t) => inB.has(t.unitIds[0]!)).map((t) => t.start);
    expect(starts).toHaveLength(changes.length + 1);
    starts.slice(1).forEach((start, i) => expect(Math.abs(start - changes[i]!)).toBeLessThanOrEqual(2));
  });
});

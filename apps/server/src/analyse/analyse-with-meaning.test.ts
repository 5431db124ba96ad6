import { describe, expect, it } from 'vitest';
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

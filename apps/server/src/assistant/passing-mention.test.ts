/**
 * A subject said only in passing ("the house sounds like a room full of crickets") gets no edit
 * about it, and the reply says where it was said; a subject talked about still gets its clip.
 */
import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview, type InterviewPart } from '../analyse/interview.test-support';
import { normaliseToken } from '../analyse/text.fns';
import { inComparison } from './passing-mention.fns';
import { planPrompt } from './planner';

const tokens = (line: string) => line.split(' ').map(normaliseToken);
const likened = (line: string, word: string) => inComparison(tokens(line), tokens(line).indexOf(word));

describe('a word said in a comparison', () => {
  it('is what something is likened to', () => {
    expect(likened('my wife says the house sounds like a room full of crickets at night', 'crickets')).toBe(true);
    expect(likened('it looks like a fish', 'fish')).toBe(true);
    expect(likened('cricket is like chess on grass', 'chess')).toBe(true);
  });

  it('is not a thing liked, or one said after the comparison is over', () => {
    expect(likened('i like cricket more than anything', 'cricket')).toBe(false);
    expect(likened('we would like to play cricket', 'cricket')).toBe(false);
    expect(likened('cricket is like chess on grass', 'cricket')).toBe(false);
    expect(likened('it was like nothing else and we played cricket all day', 'cricket')).toBe(false);
  });
});

const clocks: InterviewPart = {
  subject: 'clock repair',
  pauseAfter: 1,
  sentences: [
    'i mend old clocks in a workshop behind the garage',
    'the pendulum has to swing evenly or it keeps bad time',
    'every gear comes apart and gets cleaned and oiled',
    'a long case clock can take me three weeks to finish',
    'when they all tick together the house sounds like a room full of crickets at night',
    'the best moment is when one strikes the hour for the first time in decades',
  ],
};
const bread: InterviewPart = {
  subject: 'baking',
  pauseAfter: 0,
  sentences: [
    'on saturdays i bake bread for the whole street',
    'the dough rises overnight in a cold kitchen',
    'a good crust needs steam in the oven for the first ten minutes',
    'my sourdough starter is older than my children',
    'people queue at the door before the loaves have cooled',
  ],
};
const cricket: InterviewPart = {
  subject: 'cricket',
  pauseAfter: 1,
  sentences: [
    'i have played cricket for the village team since i was nine',
    'our bowler takes a long run up and the batsman hardly sees the ball',
    'a test match lasts five days and can still end in a draw',
    'we play on a green behind the church every sunday in summer',
  ],
};

const analysed = (parts: InterviewPart[]) =>
  analyseTranscripts([sourceOf('33333333-3333-4333-8333-333333333335', timedInterview(parts).words)]);

describe('a clip about a subject said only in passing', () => {
  it('is not made, and the reply says where the word was said', () => {
    const plan = planPrompt('Make a 20-second clip about cricket', analysed([clocks, bread]), { mode: 'standard' });
    expect(plan.stories).toHaveLength(0);
    expect(plan.reply).toMatch(/said only in passing \(\d:\d\d: “When they all tick together .*crickets/);
    expect(plan.suggestions?.length).toBeGreaterThan(0);
  });

  it('is made where the subject is talked about, even beside a comparison', () => {
    const plan = planPrompt('Make a 20-second clip about cricket', analysed([clocks, cricket, bread]), {
      mode: 'standard',
    });
    expect(plan.stories).toHaveLength(1);
    expect(plan.stories[0]!.title).toBe('Cricket');
  });
});

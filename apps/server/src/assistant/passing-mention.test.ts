/**
 * A subject said only in passing ("the house sounds like a room full of crickets") gets no edit
 * about it, and the reply says where it was said; a subject talked about still gets its clip.
 */
import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview, type InterviewPart } from '../analyse/interview.test-support';
import { normaliseToken } from '../analyse/text.fns';
import { amongOthers, inComparison, namesTheThing, saidAsVerb } from './passing-mention.fns';
import { planPrompt } from './planner';

const tokens = (line: string) => line.split(' ').map(normaliseToken);
const likened = (line: string, word: string) => inComparison(tokens(line), tokens(line).indexOf(word));
const thingOf = (line: string, word: string, activity: string) =>
  namesTheThing(tokens(line), tokens(line).indexOf(word), activity);

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

describe('a word said as one item of a list', () => {
  const listed = (line: string, word: string) =>
    amongOthers(tokens(line), tokens(line).indexOf(word), 0, tokens(line).length - 1);
  it('is in passing in the middle of a list or last in it', () => {
    expect(listed('we do messy play and painting and a walk to the park every morning', 'painting')).toBe(true);
    expect(listed('for work i put up scaffolding mostly on houses for roofers and painters', 'painters')).toBe(true);
  });
  it('is talked about where the list goes on about it', () => {
    expect(listed('i took up painting and it changed my life', 'painting')).toBe(false);
    expect(listed('painting is what i do on sundays', 'painting')).toBe(false);
  });
});

describe("an activity's word said of the thing", () => {
  it('names the thing, not the activity', () => {
    expect(thingOf('all that money to look at fish', 'fish', 'fishing')).toBe(true);
    expect(thingOf('i paddle a kayak down the river', 'kayak', 'kayaking')).toBe(true);
    expect(thingOf('our family farm has sixty cows', 'farm', 'farming')).toBe(true);
    expect(thingOf('every three weeks and fish fingers on friday never changes', 'fish', 'fishing')).toBe(true);
  });

  it('is the activity where it is done, or its own word, its doer or an inflection of it', () => {
    expect(thingOf('i surf most mornings', 'surf', 'surfing')).toBe(false);
    expect(thingOf('i learned to fly a small plane', 'fly', 'flying')).toBe(false);
    expect(thingOf('we always fish from the pier', 'fish', 'fishing')).toBe(false);
    expect(thingOf('i go fishing on sundays', 'fishing', 'fishing')).toBe(false);
    expect(thingOf('i have been a plumber for twenty years', 'plumber', 'plumbing')).toBe(false);
    expect(thingOf('i trained as a blacksmith after i left the army', 'blacksmith', 'blacksmithing')).toBe(false);
    expect(thingOf('we fished all night', 'fished', 'fishing')).toBe(false);
    expect(thingOf('a fish in the pond', 'fish', 'fish')).toBe(false);
  });
});

const asVerb = (line: string, word: string, thing: string) =>
  saidAsVerb(tokens(line), tokens(line).indexOf(word), thing);

describe("a thing's word said as a verb", () => {
  it('is the verb in its past or after a doer', () => {
    expect(asVerb('i trained as a blacksmith after i left the army', 'trained', 'train')).toBe(true);
    expect(asVerb('um i bowl a bit of spin and bat at number nine', 'bowl', 'bowls')).toBe(true);
    expect(asVerb('we always train on the hill', 'train', 'train')).toBe(true);
  });

  it('is the thing after an article or "to", and an activity is never its own verb', () => {
    expect(asVerb('we took the train to london', 'train', 'train')).toBe(false);
    expect(asVerb('the trains were late all winter', 'trains', 'train')).toBe(false);
    expect(asVerb('we went back to school', 'school', 'school')).toBe(false);
    expect(asVerb('i painted the whole house', 'painted', 'painting')).toBe(false);
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

const diving: InterviewPart = {
  subject: 'diving',
  pauseAfter: 1,
  sentences: [
    'i got my first certificate in a cold quarry in the middle of winter',
    'you breathe through a regulator and the air comes from a tank on your back',
    'on a reef in egypt we went down to thirty metres and the colours were unreal',
    'coming up too fast is dangerous so you stop for three minutes at five metres',
    'my wife thinks i am mad paying all that money to look at fish',
  ],
};
const kayaking: InterviewPart = {
  subject: 'kayaking',
  pauseAfter: 1,
  sentences: [
    'on weekends i paddle a kayak down the river',
    'the first thing you learn is how to roll back up when you capsize',
    'rapids are graded from one to six and i stopped at three',
    'we carry the kayak around the weir on our shoulders',
  ],
};

describe('a clip about an activity whose thing is named', () => {
  it('is not made from one line that only names the thing', () => {
    const plan = planPrompt('Make a 20-second clip about fishing', analysed([diving, bread]), { mode: 'standard' });
    expect(plan.stories).toHaveLength(0);
    expect(plan.reply).toMatch(
      /said only in passing \(\d:\d\d: “My wife thinks i am mad paying all that money to look at fish”\)/,
    );
  });

  it('is made where the topic goes on about the thing', () => {
    const footage = analysed([diving, kayaking, bread]);
    const plan = planPrompt('Make a 10-second clip about kayaking', footage, { mode: 'standard' });
    expect(plan.stories).toHaveLength(1);
    const topic = footage.topics.find((t) => t.label.includes('kayak'))!;
    for (const segment of plan.stories[0]!.segments) {
      expect(segment.start).toBeGreaterThanOrEqual(topic.start - 0.5);
      expect(segment.end).toBeLessThanOrEqual(topic.end + 0.5);
    }
  });
});

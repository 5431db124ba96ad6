/**
 * A subject said once, aside, in the middle of a talk about something else ("my grandson came in
 * still in his karate suit") gets no clip of that talk; the reply says where it was said. A
 * subject named as its talk starts, or talked around, still gets its clip.
 */
import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview, type InterviewPart } from '../analyse/interview.test-support';
import { planPrompt } from './planner';
import { inPrepositionalPhrase, saidAside } from './said-aside.fns';

const karateLine = 'my grandson came in last week still in his karate suit to watch';
const hit = (unit: string, kind = 'word', strength = 1, text = karateLine, heard = 'karate') => ({
  kind,
  strength,
  heard,
  unit: { id: unit, text },
});
const topic = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];

describe('a word said in a prepositional phrase', () => {
  it('is the circumstance of its line', () => {
    expect(inPrepositionalPhrase(karateLine, 'karate')).toBe(true);
    expect(inPrepositionalPhrase('we shut early because of the fireworks going off', 'fireworks')).toBe(true);
    expect(inPrepositionalPhrase('we had a coach of people in for a charity skydiving weekend', 'skydiving')).toBe(
      true,
    );
    expect(inPrepositionalPhrase('families on their way to the theme park down the road', 'park')).toBe(true);
  });

  it('is not what the line is about, a role, or where the speaker does what they do', () => {
    expect(inPrepositionalPhrase('i rent an allotment plot behind the railway station', 'allotment')).toBe(false);
    expect(inPrepositionalPhrase('i ran my first marathon last april', 'marathon')).toBe(false);
    expect(inPrepositionalPhrase('my uncle is a thatcher and i helped him', 'thatcher')).toBe(false);
    expect(inPrepositionalPhrase('on polling day i work as a clerk at the school', 'clerk')).toBe(false);
    expect(inPrepositionalPhrase('i act with an amateur theatre company in the town', 'theatre')).toBe(false);
    expect(inPrepositionalPhrase('on tuesday evenings i sing tenor in a community choir', 'choir')).toBe(false);
  });
});

describe('a subject said aside', () => {
  it('is its own word said in one line past the opening, with little related around it', () => {
    expect(saidAside([hit('u4')], topic)).toBe(true);
    expect(saidAside([hit('u4'), hit('u4', 'form'), hit('u5', 'related', 0.6)], topic)).toBe(true);
  });

  it('is not a subject named as its talk starts, said in two lines, or talked around in related words', () => {
    expect(saidAside([hit('u1')], topic)).toBe(false);
    expect(saidAside([hit('u2')], topic)).toBe(false);
    expect(saidAside([hit('u3'), hit('u5')], topic)).toBe(false);
    expect(saidAside([hit('u4'), hit('u5', 'related', 0.9), hit('u6', 'related', 0.7)], topic)).toBe(false);
  });

  it('is not the subject said as what its line is about', () => {
    const line = 'the lads in the back room play dominoes on a monday';
    expect(saidAside([hit('u4', 'word', 1, line, 'dominoes')], topic)).toBe(false);
  });

  it('is not a name heard as a sound-alike: an editor searches for that however briefly it is said', () => {
    expect(saidAside([hit('u4', 'sounds_like', 0.85)], topic)).toBe(false);
  });
});

const dominoes: InterviewPart = {
  subject: 'dominoes',
  pauseAfter: 1,
  sentences: [
    'every tuesday i play dominoes for the pub team in the back room',
    'we play fives and threes and you score on the ends of the line',
    'the old boys can count the spots faster than you can blink',
    'my grandson came in last week still in his karate suit to watch',
    'we lost the league on the last night by a single game',
    'the landlord puts out sandwiches at half time for both teams',
  ],
};
const bread: InterviewPart = {
  subject: 'baking',
  pauseAfter: 1,
  sentences: [
    'on saturdays i bake bread for the whole street',
    'the dough rises overnight in a cold kitchen',
    'a good crust needs steam in the oven for the first ten minutes',
    'people queue at the door before the loaves have cooled',
  ],
};
const carWash: InterviewPart = {
  subject: 'car wash',
  pauseAfter: 0,
  sentences: [
    'i run a hand car wash on the corner by the supermarket',
    'a full valet takes the four of us about forty minutes while the customers park round the back',
    'the jet wash goes first to get the grit off the car before anyone touches the paint',
    'the vans from the building sites are the dirtiest cars we ever wash',
    'on bonfire night we shut early because of the fireworks going off over the road',
    'in winter the water freezes in the wash hoses if we leave them out overnight',
  ],
};
const analysed = (parts: InterviewPart[]) =>
  analyseTranscripts([sourceOf('33333333-3333-4333-8333-333333333336', timedInterview(parts).words)]);

describe('a clip about a subject said aside', () => {
  const footage = analysed([dominoes, bread, carWash]);

  it('is not made, and the reply says where it was said', () => {
    for (const [about, line] of [
      ['karate', /My grandson came in last week still in his karate suit/],
      ['fireworks', /On bonfire night we shut early because of the fireworks/],
    ] as const) {
      const plan = planPrompt(`Make a 20-second clip about ${about}`, footage, { mode: 'standard' });
      expect(plan.stories, about).toHaveLength(0);
      expect(plan.reply).toMatch(/said only in passing/);
      expect(plan.reply).toMatch(line);
    }
  });

  it('is made where the subject is named as its talk starts', () => {
    const plan = planPrompt('Make a 20-second clip about dominoes', footage, { mode: 'standard' });
    expect(plan.stories).toHaveLength(1);
    expect(plan.stories[0]!.title).toBe('Dominoes');
  });

  it('is not made from a word that only shares a stop word’s stem ("them" is not "theme")', () => {
    const plan = planPrompt('Make a 20-second clip about theme park', footage, { mode: 'standard' });
    expect(plan.stories).toHaveLength(0);
  });
});

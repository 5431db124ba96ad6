/**
 * "The funniest moment": the planner cannot hear a joke, so the clip takes the strongest lines
 * and says why, instead of calling them funny. Over the readings transcript.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

let footage: Analysis;

beforeAll(async () => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
});

describe('a clip asked in a tone the words cannot show', () => {
  it('reads the tone, not a subject to search for', () => {
    expect(parseIntent('the funniest moment', 'standard')).toMatchObject({ kind: 'clip', tone: 'funny' });
    expect(parseIntent('find the funniest part', 'standard')).toMatchObject({ kind: 'clip', tone: 'funny' });
    expect(parseIntent('a 30 second clip of the most exciting part', 'standard')).toEqual({
      kind: 'clip',
      seconds: 30,
      social: true,
      tone: 'exciting',
    });
    // A subject that happens to hold such a word is still the subject.
    expect(parseIntent('a clip about the sad dog', 'standard')).toMatchObject({ about: 'sad dog' });
    expect(parseIntent('show me the best moment', 'standard')).not.toHaveProperty('tone');
  });

  it('takes the strongest lines and says it cannot tell what is funny', () => {
    const plan = planPrompt('give me the funniest moment', footage, { mode: 'standard' });
    expect(plan.stories[0]!.title).toBe('Highlights');
    expect(plan.reply).toMatch(/^I can’t tell what is funny from the words alone .+ strongest lines instead\./);
    expect(plan.stories[0]!.title).not.toMatch(/fun/i);
  });
});

/**
 * "Use a different clip", "give me another one": an edit as long as the one on screen, made of
 * lines it does not use, over the readings transcript.
 */
import type { Segment } from '@otto/shared/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import type { PlannedStory } from './assistant.types';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

let footage: Analysis;
let social: PlannedStory;

beforeAll(async () => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
  social = planPrompt('Make me a 20 second social clip', footage, { mode: 'standard' }).stories[0]!;
});

const length = (segments: readonly Segment[]) => segments.reduce((sum, s) => sum + s.end - s.start, 0);
const overlaps = (a: readonly Segment[], b: readonly Segment[]) =>
  a.some((x) => b.some((y) => x.sourceId === y.sourceId && Math.min(x.end, y.end) - Math.max(x.start, y.start) > 0.25));

describe('a different clip', () => {
  it('reads asks for another of the same, not a clip of a subject or a story by its place', () => {
    for (const prompt of ['Use a different clip', 'give me another one', 'Try again', 'show me another option'])
      expect(parseIntent(prompt, 'standard')).toEqual({ kind: 'alternative' });
    expect(parseIntent('another 30 second clip please', 'standard')).toEqual({ kind: 'alternative', seconds: 30 });
    expect(parseIntent('make another clip about the wizard', 'standard')).toMatchObject({ kind: 'clip' });
    expect(parseIntent('give me 3 different clips', 'standard')).toMatchObject({ kind: 'clip', count: 3 });
    expect(parseIntent('make the second clip shorter', 'standard')).toMatchObject({ kind: 'resize' });
    expect(parseIntent('try a different ending', 'standard')).toEqual({ kind: 'hook', at: 'end' });
  });

  it('makes a clip about as long from lines the edit on screen does not use, and numbers the take', () => {
    const plan = planPrompt('Use a different clip', footage, { mode: 'standard', previous: asEdit(social) });
    const other = plan.stories[0]!;
    expect(overlaps(other.segments, social.segments)).toBe(false);
    expect(Math.abs(length(other.segments) - length(social.segments))).toBeLessThanOrEqual(
      length(social.segments) * 0.15,
    );
    expect(other.title).toBe('Social clip (take 2)');
    expect(plan.reply).toMatch(/^Here is a different clip of \d+:\d\d: none of its lines are in “Social clip”\./);
    const third = planPrompt('another one', footage, { mode: 'standard', previous: asEdit(other) }).stories[0]!;
    expect(third.title).toBe('Social clip (take 3)');
    expect(overlaps(third.segments, other.segments)).toBe(false);
  });

  it('repeats no earlier take while the footage has other strong lines', () => {
    const takes = [social];
    for (let n = 2; n <= 3; n++) {
      const earlier = [...takes].reverse().map((t) => asEdit(t)!.container);
      const next = planPrompt('Use a different clip', footage, {
        mode: 'standard',
        previous: asEdit(takes.at(-1)!),
        earlier,
      }).stories[0]!;
      expect(next.title).toBe(`Social clip (take ${n})`);
      for (const take of takes)
        expect(overlaps(next.segments, take.segments), `take ${n} vs ${take.title}`).toBe(false);
      takes.push(next);
    }
  });

  it('says so, and posts nothing, when every strong line is already in the edit', () => {
    const everything = planPrompt('Make me a 30 minute clip', footage, { mode: 'standard' }).stories[0]!;
    const plan = planPrompt('Use a different clip', footage, { mode: 'standard', previous: asEdit(everything) });
    expect(plan.stories).toEqual([]);
    expect(plan.reply).toMatch(
      /^Every strong line of the footage is already in “.+”, so there is no different clip to make\./,
    );
  });

  it('keeps a clip about a subject on its subject, and says so when the subject has nothing left', () => {
    const country = planPrompt('Make a 5-second clip about the country', footage, { mode: 'standard' }).stories[0]!;
    const other = planPrompt('Use a different clip', footage, { mode: 'standard', previous: asEdit(country) });
    const topicOf = (s: Segment) => footage.units.find((u) => u.start < s.end && u.end > s.start)!.topic;
    const topics = new Set(country.segments.map(topicOf));
    expect(other.stories[0]!.title).toBe('Country (take 2)');
    expect(overlaps(other.stories[0]!.segments, country.segments)).toBe(false);
    for (const s of other.stories[0]!.segments) expect(topics).toContain(topicOf(s));

    // The Dashwood passage is one short topic: a take 2 of the footage's strongest lines would not be about him.
    const dashwood = planPrompt('Make a 5-second clip about Dashwood', footage, { mode: 'standard' }).stories[0]!;
    const none = planPrompt('Use a different clip', footage, { mode: 'standard', previous: asEdit(dashwood) });
    expect(none.stories).toEqual([]);
    expect(none.reply).toMatch(/so a different “Dashwood” clip would be about something else\./);
    expect(none.suggestions!.length).toBeGreaterThan(0);

    // A clean cut names no subject: its next take draws on the whole footage.
    const clean = { ...dashwood, title: 'Clean cut' };
    const next = planPrompt('Use a different clip', footage, { mode: 'standard', previous: asEdit(clean) });
    expect(next.stories[0]!.title).toBe('Clean cut (take 2)');
    expect(overlaps(next.stories[0]!.segments, clean.segments)).toBe(false);
  });
});

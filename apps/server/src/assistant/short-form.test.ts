/**
 * "Turn this into a YouTube Short": the edit on screen within the form's length, and where its
 * vertical layout is picked; a fresh clip when there is no edit yet. Over the readings transcript.
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
import { storyFromCard } from './story-card.fns';

let footage: Analysis;
let rough: PlannedStory;

beforeAll(async () => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
  rough = storyFromCard(planPrompt('Rough cut', footage, { mode: 'standard' }).storyCard!);
});

const length = (segments: readonly Segment[]) => segments.reduce((sum, s) => sum + s.end - s.start, 0);
const inEdit = (story: PlannedStory, segment: Segment) =>
  story.segments.some(
    (s) => s.sourceId === segment.sourceId && s.start <= segment.start + 0.05 && s.end >= segment.end - 0.05,
  );

describe('a short-form version of the edit', () => {
  it('reads the form and the length asked, and leaves new clips of a subject alone', () => {
    expect(parseIntent('Turn this into a YouTube Short', 'standard')).toEqual({
      kind: 'short',
      seconds: 60,
      form: 'YouTube Short',
    });
    expect(parseIntent('cut it down to a 30 second reel', 'standard')).toMatchObject({ seconds: 30, form: 'Reel' });
    expect(parseIntent('I want this as a TikTok', 'standard')).toMatchObject({ kind: 'short', form: 'TikTok' });
    expect(parseIntent('make a reel out of the rough cut', 'standard')).toMatchObject({ kind: 'short' });
    expect(parseIntent('make it a short clip about the wizard', 'standard')).toMatchObject({ kind: 'clip' });
    expect(parseIntent('make a youtube short', 'standard').kind).toBe('clip');
    expect(parseIntent('make it vertical', 'standard')).toEqual({ kind: 'outside', ask: 'vertical' });
  });

  it('cuts the rough cut to a minute or less of its own lines, and says where 9:16 is picked', () => {
    const plan = planPrompt('Turn this into a YouTube Short', footage, { mode: 'standard', previous: asEdit(rough) });
    const short = plan.stories[0]!;
    expect(length(short.segments)).toBeLessThanOrEqual(60);
    expect(length(short.segments)).toBeGreaterThan(45);
    for (const segment of short.segments) expect(inEdit(rough, segment)).toBe(true);
    expect(plan.reply).toMatch(
      /^For a YouTube Short of 1:00 or less: I made “Rough cut \(\d+:\d\d\)” shorter: from \d+:\d\d to 0:\d\d, \d+ s shorter\. I dropped .+ For 9:16, open Export under “Rough cut \(0:\d\d\)” and pick Vertical/,
    );
  });

  it('leaves an edit already short enough as it is, and still says where 9:16 is picked', () => {
    const clip = planPrompt('Make me a 20 second clip', footage, { mode: 'standard' }).stories[0]!;
    const plan = planPrompt('make it a reel', footage, { mode: 'standard', previous: asEdit(clip) });
    expect(plan.stories).toEqual([]);
    expect(plan.reply).toMatch(
      /already runs 0:\d\d, within 1:00, so I left it as it is\. Vertical \(9:16\) is chosen when you export/,
    );
  });

  it('without an edit yet, cuts a fresh clip within the length that opens on its strongest line', () => {
    const plan = planPrompt('Turn this into a YouTube Short', footage, { mode: 'standard' });
    const clip = plan.stories[0]!;
    expect(length(clip.segments)).toBeLessThanOrEqual(60);
    expect(plan.reply).toMatch(
      /^There was no edit to turn into a YouTube Short yet, so here is a clip of 1:00 or less/,
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import type { PlannedStory } from './assistant.types';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

let footage: Analysis;
let clip: PlannedStory;

beforeAll(async () => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
  clip = planPrompt('Make a clip about dinner', footage, { mode: 'standard' }).stories[0]!;
});

const follow = (prompt: string, story = clip) =>
  planPrompt(prompt, footage, { mode: 'standard', previous: asEdit(story) });
const topicAt = (at: number) => footage.units.find((u) => u.start <= at + 0.5 && u.end >= at)!.topic;

describe('adding the part about a subject to an edit', () => {
  it('reads what to add and where', () => {
    expect(parseIntent('Add the part about kayaking at the end', 'standard')).toEqual({
      kind: 'add',
      about: 'kayaking',
      to: 'end',
    });
    expect(parseIntent('include the bit where she talks about the boat', 'standard')).toEqual({
      kind: 'add',
      about: 'boat',
    });
    expect(parseIntent('add the kayaking part at the start', 'standard')).toMatchObject({
      about: 'kayaking',
      to: 'start',
    });
    expect(parseIntent('Add captions', 'standard').kind).toBe('outside');
    expect(parseIntent('Add a hook', 'standard').kind).toBe('hook');
  });

  it('adds the lines of the subject’s topic the edit does not play, where asked', () => {
    const dashwood = footage.topics.find((t) => /dashwood/.test(t.label))!;
    const atEnd = follow('Add the part about Dashwood at the end');
    const segments = atEnd.stories[0]!.segments;
    expect(segments.slice(0, clip.segments.length)).toEqual(clip.segments);
    const added = segments.slice(clip.segments.length);
    expect(added.length).toBeGreaterThan(0);
    for (const s of added) expect(topicAt(s.start)).toBe(dashwood.index);
    expect(atEnd.reply).toMatch(
      /^I added one line about “dashwood” to “Dinner” at the end: from 0:15 to 0:24\. “And mister john dashwood/,
    );
    const atStart = follow('add the part about the reader at the start').stories[0]!.segments;
    expect(atStart.at(-1)).toEqual(clip.segments.at(-1));
    expect(topicAt(atStart[0]!.start)).not.toBe(topicAt(clip.segments[0]!.start));
  });

  it('says when the edit already plays it, or when the footage never holds it, and posts no edit', () => {
    const withDashwood = follow('Add the part about Dashwood at the end').stories[0]!;
    const again = follow('add the bit about dashwood', withDashwood);
    expect(again.stories).toEqual([]);
    expect(again.reply).toBe('“Dinner” already plays every line the footage has about “dashwood”. I left it as it is.');
    const skiing = follow('Add something about skiing');
    expect(skiing.stories).toEqual([]);
    expect(skiing.reply).toMatch(/found nothing about it[\s\S]*The footage talks about:\n1\. /);
  });
});

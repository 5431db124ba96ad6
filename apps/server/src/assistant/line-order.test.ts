import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview } from '../analyse/interview.test-support';
import type { PlannedStory } from './assistant.types';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

let footage: Analysis;
let clip: PlannedStory;

beforeAll(() => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', timedInterview().words)]);
  clip = planPrompt('Make a clip about gardening', footage, { mode: 'standard' }).stories[0]!;
});

const follow = (prompt: string, story = clip) =>
  planPrompt(prompt, footage, { mode: 'standard', previous: asEdit(story) });
/** The sentences an edit plays, in playing order. */
const linesOf = (story: PlannedStory) =>
  story.segments.flatMap((s) =>
    footage.units.filter((u) => (u.start + u.end) / 2 > s.start && (u.start + u.end) / 2 < s.end).map((u) => u.text),
  );

describe('lines of an edit named by their place', () => {
  it('reads swaps, moves, reversals and lines out by number or by word', () => {
    const read = (prompt: string) => parseIntent(prompt, 'standard');
    expect(read('swap the first two lines')).toEqual({ kind: 'lines', change: 'swap', line: 1, other: 2 });
    expect(read('swap the last two sentences')).toMatchObject({ change: 'swap', line: -2, other: -1 });
    expect(read('switch lines 2 and 4')).toMatchObject({ change: 'swap', line: 2, other: 4 });
    expect(read('move the last line to the start')).toMatchObject({ change: 'move', line: -1, to: 'start' });
    expect(read('start with the third sentence')).toMatchObject({ change: 'move', line: 3, to: 'start' });
    expect(read('reverse the order')).toEqual({ kind: 'lines', change: 'reverse' });
    expect(read('remove the third sentence')).toEqual({ kind: 'lines', change: 'drop', line: 3 });
    expect(read('lose the first two lines')).toEqual({ kind: 'lines', change: 'drop', line: 1, count: 2 });
    expect(read('make a new version without the first sentence')).toMatchObject({ change: 'drop', line: 1 });
    expect(read('start from the second sentence')).toMatchObject({ change: 'drop', line: 1, count: 1 });
    // A part by its subject, or a kind of line, is not a place.
    expect(read('move the plumbing part to the start').kind).toBe('move');
    expect(read('start with a strong line').kind).toBe('hook');
  });

  it('swaps, moves and reverses lines, leaving none out', () => {
    const before = linesOf(clip);
    expect(before.length).toBeGreaterThan(4);
    const swapped = follow('swap the first two lines');
    expect(linesOf(swapped.stories[0]!)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(swapped.reply).toMatch(/^In “Gardening”, lines 1 and 2 now play the other way round: “/);
    const last = follow('move the last line to the start').stories[0]!;
    expect(linesOf(last)).toEqual([before.at(-1), ...before.slice(0, -1)]);
    expect(linesOf(follow('reverse the order').stories[0]!)).toEqual([...before].reverse());
    expect(follow('put the first line first').stories).toEqual([]);
  });

  it('takes out lines by place and says which', () => {
    const before = linesOf(clip);
    const third = follow('remove the third sentence');
    expect(linesOf(third.stories[0]!)).toEqual([...before.slice(0, 2), ...before.slice(3)]);
    expect(third.reply).toMatch(/^From “Gardening” I took out line 3: “/);
    expect(linesOf(follow('lose the first two lines').stories[0]!)).toEqual(before.slice(2));
    expect(linesOf(follow('start from the second sentence').stories[0]!)).toEqual(before.slice(1));
  });

  it('says when there is no such line, and changes nothing', () => {
    const none = follow('swap lines 2 and 40');
    expect(none.stories).toEqual([]);
    expect(none.reply).toMatch(/^“Gardening” has \d+ lines, so there is no line 40\. I left it as it is\.$/);
  });
});

/**
 * "Make the intro shorter", "the ending drags", "make chapter 3 20 seconds": one part of the
 * targeted edit changes length and the rest plays as it did, over the readings transcript.
 */
import type { Segment } from '@otto/shared/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import { timedInterview } from '../analyse/interview.test-support';
import type { PlannedStory } from './assistant.types';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';
import { storyFromCard } from './story-card.fns';
import { formatClock } from '../analyse/text.fns';

let footage: Analysis;
let rough: PlannedStory;
let clip: PlannedStory;

beforeAll(async () => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
  rough = storyFromCard(planPrompt('Rough cut', footage, { mode: 'standard' }).storyCard!);
  clip = planPrompt('Make me a 60 second clip', footage, { mode: 'standard' }).stories[0]!;
});

const length = (segments: readonly Segment[]) => segments.reduce((sum, s) => sum + s.end - s.start, 0);
const follow = (prompt: string, story: PlannedStory) =>
  planPrompt(prompt, footage, { mode: 'standard', previous: asEdit(story) });
/** The segments of chapter `n` (0-based) of a story with chapters. */
const chapter = (story: PlannedStory, n: number) =>
  story.segments.slice(story.chapters![n]!.firstSegment, story.chapters![n + 1]?.firstSegment);
const same = (a: readonly Segment[], b: readonly Segment[]) => expect(a).toEqual(b);

describe('a part of the edit made shorter or longer', () => {
  it('reads the part and the change asked', () => {
    const part = (prompt: string) => parseIntent(prompt, 'standard');
    expect(part('Make the intro shorter')).toEqual({ kind: 'resize', direction: 'shorter', part: 'opening' });
    expect(part('the ending is too long')).toMatchObject({ direction: 'shorter', part: 'ending' });
    expect(part('the opening drags')).toMatchObject({ direction: 'shorter', part: 'opening' });
    expect(part('tighten up the outro')).toMatchObject({ direction: 'shorter', part: 'ending' });
    expect(part('lengthen the second chapter')).toMatchObject({ direction: 'longer', part: { chapter: 2 } });
    expect(part('make chapter 3 20 seconds')).toMatchObject({ direction: 'to', seconds: 20, part: { chapter: 3 } });
    expect(part('cut the intro down to 10 seconds')).toMatchObject({ direction: 'to', seconds: 10, part: 'opening' });
    expect(part('make the opening 5 seconds shorter')).toMatchObject({ direction: 'shorter', by: 5, part: 'opening' });
    expect(part("make the rough cut's ending longer")).toMatchObject({ direction: 'longer', part: 'ending' });
    // Not a part's length: a new opening line, the whole edit, a stretch of the footage, a new rough cut.
    expect(part('make the opening punchier')).toEqual({ kind: 'hook' });
    expect(part('make it shorter')).toEqual({ kind: 'resize', direction: 'shorter' });
    expect(part('make a clip of the first 30 seconds').kind).toBe('span');
    expect(part('remove the last 10 seconds')).toEqual({ kind: 'trim', at: 'end', seconds: 10 });
    expect(part('make a rough cut with a shorter intro').kind).toBe('rough_cut');
  });

  it('shortens a rough cut’s first chapter only, and says so with the new length of the whole', () => {
    const shorter = follow('Make the intro shorter', rough);
    const story = shorter.stories[0]!;
    expect(length(chapter(story, 0))).toBeLessThan(length(chapter(rough, 0)) - 1);
    for (let n = 1; n < rough.chapters!.length; n++) same(chapter(story, n), chapter(rough, n));
    expect(story.chapters!.map((c) => c.title)).toEqual(rough.chapters!.map((c) => c.title));
    expect(shorter.reply).toMatch(
      new RegExp(
        `^I made the opening of “Rough cut \\(\\d+:\\d\\d\\)” \\(chapter 1, “${rough.chapters![0]!.title}”\\) shorter: from \\d+:\\d\\d to \\d+:\\d\\d, \\d+ s shorter\\. I dropped .+\\. The rest plays as it did; the edit now runs \\d+:\\d\\d \\(it ran \\d+:\\d\\d\\)\\.$`,
      ),
    );
    // The title states the new length.
    expect(story.title).toMatch(/^Rough cut \(\d+:\d\d\)$/);
    expect(story.title).not.toBe(rough.title);
  });

  it('makes the ending or a chapter the length asked, leaving the other chapters alone', () => {
    const last = rough.chapters!.length - 1;
    const ending = follow('the ending is too long', rough).stories[0]!;
    expect(length(chapter(ending, last))).toBeLessThan(length(chapter(rough, last)));
    for (let n = 0; n < last; n++) same(chapter(ending, n), chapter(rough, n));

    // The longest chapter, to two thirds of its length: whole sentences can land within 10 %.
    const lengths = rough.chapters!.map((_, n) => length(chapter(rough, n)));
    const n = lengths.indexOf(Math.max(...lengths));
    const target = Math.round(lengths[n]! * 0.66);
    const sized = follow(`make chapter ${n + 1} ${target} seconds`, rough);
    const made = length(chapter(sized.stories[0]!, n));
    expect(Math.abs(made - target)).toBeLessThanOrEqual(target * 0.1);
    rough.chapters!.forEach((_, k) => k !== n && same(chapter(sized.stories[0]!, k), chapter(rough, k)));
    expect(sized.reply).toMatch(new RegExp(`^I made chapter ${n + 1} of “Rough cut`));
  });

  it('in a clip without chapters, shortens the lines of its first quarter', () => {
    const shorter = follow('shorten the intro', clip);
    const story = shorter.stories[0]!;
    expect(shorter.reply).toMatch(/^I made the opening of “.+” \(its first (\d+ lines|line), 0:00–\d+:\d\d\) shorter/);
    expect(length(story.segments)).toBeLessThan(length(clip.segments));
    // The last line plays as it did.
    expect(story.segments.at(-1)).toEqual(clip.segments.at(-1));
  });

  it('says why where the part cannot change, and posts no edit', () => {
    const noChapters = follow('make chapter 2 shorter', clip);
    expect(noChapters.stories).toEqual([]);
    expect(noChapters.reply).toMatch(/^“.+” has no chapters, so I left it as it is\.$/);
    const line = footage.units.find((u) => u.end - u.start > 3)!;
    const single = { ...clip, segments: [{ ...clip.segments[0]!, start: line.start, end: line.end, text: line.text }] };
    const one = follow('make the intro shorter', single);
    expect(one.stories).toEqual([]);
    expect(one.reply).toMatch(/is a single line, with no opening apart from the rest, so I left it as it is\.$/);
  });

  it('shortens an outline’s first chapter before it is approved, as a new card to approve', () => {
    const card = planPrompt('Rough cut', footage, { mode: 'standard' }).storyCard!;
    const plan = planPrompt('Make the intro shorter', footage, { mode: 'standard', outline: card.chapters });
    expect(plan.stories).toEqual([]);
    const changed = plan.storyCard!.chapters;
    expect(changed.map((c) => c.title)).toEqual(card.chapters.map((c) => c.title));
    expect(changed[0]!.duration).toBeLessThan(card.chapters[0]!.duration - 1);
    for (let n = 1; n < card.chapters.length; n++) same(changed[n]!.segments, card.chapters[n]!.segments);
    expect(plan.reply).toMatch(
      /^I made the opening of the outline \(chapter 1, “.+”\) shorter: from \d+:\d\d to \d+:\d\d/,
    );
    expect(plan.reply).toMatch(
      /the outline now runs \d+:\d\d \(it ran \d+:\d\d\)\.\n1\. .+\nApprove it and I will cut it\.$/s,
    );
    const missing = planPrompt('make chapter 9 shorter', footage, { mode: 'standard', outline: card.chapters });
    expect(missing.storyCard).toBeUndefined();
    expect(missing.reply).toMatch(/^The outline /);
  });

  it('reads the parts asked of a new rough cut apart from the cut’s own length', () => {
    const intent = (prompt: string) => parseIntent(prompt, 'standard');
    expect(intent('Rough cut with a shorter intro')).toEqual({
      kind: 'rough_cut',
      seconds: undefined,
      parts: [{ kind: 'resize', direction: 'shorter', part: 'opening' }],
    });
    expect(intent('a 3 minute rough cut with a 10-second intro')).toMatchObject({
      kind: 'rough_cut',
      seconds: 180,
      parts: [{ direction: 'to', seconds: 10, part: 'opening' }],
    });
    expect(intent('rough cut, and make the ending 20 seconds')).toMatchObject({
      kind: 'rough_cut',
      seconds: undefined,
      parts: [{ direction: 'to', seconds: 20, part: 'ending' }],
    });
    // Both parts, in the order said, and the cut's own length apart from theirs.
    expect(intent('a rough cut with a short intro and a long ending')).toMatchObject({
      kind: 'rough_cut',
      parts: [
        { direction: 'shorter', part: 'opening' },
        { direction: 'longer', part: 'ending' },
      ],
    });
    expect(intent('2 minute rough cut with a 20 second ending and a short intro')).toMatchObject({
      kind: 'rough_cut',
      seconds: 120,
      parts: [
        { direction: 'to', seconds: 20, part: 'ending' },
        { direction: 'shorter', part: 'opening' },
      ],
    });
    expect(intent('Rough cut, remove the ums')).toEqual({ kind: 'rough_cut', seconds: undefined });
  });

  it('outlines a new rough cut with its intro shorter, the other chapters as they would be', () => {
    const plain = planPrompt('Rough cut', footage, { mode: 'standard' }).storyCard!.chapters;
    const plan = planPrompt('Rough cut with a shorter intro', footage, { mode: 'standard' });
    expect(plan.intent).toBe('rough_cut');
    const changed = plan.storyCard!.chapters;
    expect(changed[0]!.duration).toBeLessThan(plain[0]!.duration - 1);
    for (let n = 1; n < plain.length; n++) same(changed[n]!.segments, plain[n]!.segments);
    const total = formatClock(changed.reduce((sum, c) => sum + c.duration, 0));
    expect(plan.reply).toContain(`Here is the story outline for a ${total} rough cut`);
    expect(plan.reply).toMatch(
      /\nI made the opening of the outline \(chapter 1, “.+”\) shorter: from \d+:\d\d to \d+:\d\d/,
    );
  });
});

describe('a short part made longer', () => {
  it('takes a whole line more where a third more would fall inside one', () => {
    const interview = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', timedInterview().words)]);
    const trains = planPrompt('make a 20 second clip about trains', interview, { mode: 'standard' }).stories[0]!;
    const plan = planPrompt('make the ending longer', interview, { mode: 'standard', previous: asEdit(trains) });
    expect(plan.reply).toMatch(
      /^I made the ending of “Trains” \(its last line, .+\) longer: .+ I added 1 line from the footage/,
    );
    expect(length(plan.stories[0]!.segments)).toBeGreaterThan(length(trains.segments) + 2);
  });
});

/**
 * Chapters changed in the chat: a rough cut's outline before approval (a new story card each
 * time), and a cut rough cut's chapters, over the readings transcript.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import type { Plan } from './assistant.types';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';
import { storyFromCard } from './story-card.fns';

let footage: Analysis;
let outline: NonNullable<Plan['storyCard']>['chapters'];

beforeAll(async () => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
  outline = planPrompt('Rough cut', footage, { mode: 'standard' }).storyCard!.chapters;
});

const titles = (chapters: readonly { title: string }[]) => chapters.map((c) => c.title);
const toOutline = (prompt: string, chapters = outline) =>
  planPrompt(prompt, footage, { mode: 'standard', outline: chapters });

describe('chapters changed in the chat', () => {
  it('reads chapter changes, keeping a new title as typed', () => {
    expect(parseIntent('Remove the second chapter', 'standard')).toEqual({ kind: 'drop', chapter: 2 });
    expect(parseIntent('cut the last chapter', 'rough_cut')).toEqual({ kind: 'drop', chapter: 'last' });
    expect(parseIntent('Put chapter 3 first', 'standard')).toEqual({
      kind: 'chapter',
      change: 'move',
      chapter: 3,
      to: 'start',
    });
    expect(parseIntent('end with chapter two', 'standard')).toMatchObject({ change: 'move', chapter: 2, to: 'end' });
    expect(parseIntent('Swap chapters 1 and 2', 'standard')).toMatchObject({ change: 'swap', chapter: 1, other: 2 });
    expect(parseIntent('Rename chapter 2 to “Bread and Butter”.', 'standard')).toEqual({
      kind: 'chapter',
      change: 'rename',
      chapter: 2,
      title: 'Bread and Butter',
    });
    expect(parseIntent('Change the title of chapter 1 to The Dinner', 'standard')).toMatchObject({
      title: 'The Dinner',
    });
    expect(parseIntent('Drop chapter 2 and rename chapter 3 to The End', 'standard')).toEqual({
      kind: 'steps',
      steps: [
        { kind: 'drop', chapter: 2 },
        { kind: 'chapter', change: 'rename', chapter: 3, title: 'The End' },
      ],
    });
    // Not chapter changes: a topic edit, and a clip about chapter books.
    expect(parseIntent('Cut me a video on topic 1', 'standard').kind).toBe('topics');
    expect(parseIntent('Make a clip about chapter books', 'standard').kind).toBe('clip');
  });

  it('changes an outline waiting for approval as a new card, and says what changed', () => {
    expect(outline.length).toBeGreaterThan(2);
    const dropped = toOutline('Drop chapter 2');
    expect(dropped.stories).toEqual([]);
    expect(titles(dropped.storyCard!.chapters)).toEqual(titles(outline.filter((_, i) => i !== 1)));
    expect(dropped.reply).toMatch(new RegExp(`^I dropped chapter 2, “${outline[1]!.title}” \\(\\d+:\\d\\d\\)\\.\\n`));
    expect(dropped.reply).toMatch(/\n1\. .+ \(\d+:\d\d\)\n[\s\S]*Approve it and I will cut it\.$/);

    const moved = toOutline('Move the last chapter to the start');
    expect(titles(moved.storyCard!.chapters)).toEqual(titles([outline.at(-1)!, ...outline.slice(0, -1)]));
    const renamed = toOutline('Rename chapter 1 to The Dinner');
    expect(titles(renamed.storyCard!.chapters)).toEqual(['The Dinner', ...titles(outline.slice(1))]);
    // The card's segments are the outline's: approving it cuts those chapters, renamed.
    expect(storyFromCard(renamed.storyCard!).chapters!.map((c) => c.title)[0]).toBe('The Dinner');

    // Several changes at once: one card, the outline listed once.
    const both = toOutline('Drop chapter 2 and rename chapter 3 to The End');
    expect(titles(both.storyCard!.chapters)).toEqual([outline[0]!.title, 'The End', ...titles(outline.slice(3))]);
    expect(both.reply!.match(/Approve it/g)).toHaveLength(1);
    // Each number is the one the editor saw before any change, and the reply says it so.
    const movedFirst = toOutline('Move chapter 3 to the start and drop chapter 1');
    expect(titles(movedFirst.storyCard!.chapters)).toEqual(titles([outline[2]!, outline[1]!, ...outline.slice(3)]));
    expect(movedFirst.reply).toMatch(/^I moved chapter 3, “.+”, to the start\.\nI dropped chapter 1, “.+” \(/);
  });

  it('says when an outline change changes nothing, and posts no card', () => {
    for (const [prompt, reply] of [
      ['Drop chapter 40', `The outline has ${outline.length} chapters, so there is no chapter 40. I left it as it is.`],
      [
        'Move chapter 1 to the start',
        `Chapter 1, “${outline[0]!.title}”, already opens the outline. I left it as it is.`,
      ],
      [
        'Swap chapter 2 with chapter 2',
        `Chapter 2, “${outline[1]!.title}”, cannot swap places with itself. I left it as it is.`,
      ],
    ] as const) {
      const plan = toOutline(prompt);
      expect(plan.storyCard, prompt).toBeUndefined();
      expect(plan.reply, prompt).toBe(reply);
    }
    const only = toOutline('Drop chapter 1', outline.slice(0, 1));
    expect(only.reply).toMatch(/is the only chapter of the outline, so I kept it/);
  });

  it('outlines the footage again for a length, and points other changes at the approval', () => {
    const before = outline.reduce((sum, c) => sum + c.duration, 0);
    const shorter = toOutline('Make it shorter');
    const after = shorter.storyCard!.chapters.reduce((sum, c) => sum + c.duration, 0);
    expect(after).toBeLessThan(before);
    expect(shorter.reply).toMatch(
      /^I outlined the footage again shorter: \d+:\d\d → \d+:\d\d\.\nHere is the story outline/,
    );
    const byTen = toOutline('Make it 10 seconds shorter').storyCard!.chapters.reduce((sum, c) => sum + c.duration, 0);
    expect(before - byTen).toBeGreaterThan(5);
    expect(before - byTen).toBeLessThan(11);
    // A rough cut is cut within 10 % of a length: a smaller change is no change.
    expect(toOutline('Make it 5 seconds shorter').reply).toMatch(
      /^The outline runs 1:15, within 10 % of 1:10, so I left it as it is\.$/,
    );
    expect(toOutline('Remove the ums').reply).toMatch(/already leaves out retakes, fillers and long pauses/);
    const hook = toOutline('Add a hook');
    expect(hook.storyCard).toBeUndefined();
    expect(hook.stories).toEqual([]);
    expect(hook.reply).toMatch(/outline above is waiting for your approval/);
  });

  it('moves, swaps and renames a cut rough cut’s chapters, keeping every segment', () => {
    const rough = storyFromCard({ chapters: outline });
    const moved = planPrompt('Move chapter 2 to the end', footage, { mode: 'standard', previous: asEdit(rough) });
    const story = moved.stories[0]!;
    expect(titles(story.chapters!)).toEqual(titles([outline[0]!, ...outline.slice(2), outline[1]!]));
    expect(story.segments).toHaveLength(rough.segments.length);
    expect(story.segments.at(-1)).toEqual(outline[1]!.segments.at(-1));
    expect(moved.reply).toMatch(
      /^I moved chapter 2, “.+”, to the end\. “Rough cut \(\d+:\d\d\)” still runs \d+:\d\d\.$/,
    );

    const renamed = planPrompt('Call chapter 1 Dinner', footage, { mode: 'standard', previous: asEdit(rough) });
    expect(renamed.stories[0]!.chapters![0]!.title).toBe('Dinner');
    // A clip has no chapters to move.
    const clip = planPrompt('Make me a 30 second clip', footage, { mode: 'standard' }).stories[0]!;
    const none = planPrompt('Swap chapters 1 and 2', footage, { mode: 'standard', previous: asEdit(clip) });
    expect(none.stories).toEqual([]);
    expect(none.reply).toMatch(/has no chapters, so I left it as it is/);
  });

  it('takes "the part about" a chapter’s subject out as that whole chapter', () => {
    const rough = storyFromCard({ chapters: outline });
    const second = rough.chapters![1]!;
    const subject = second.title.split(/\s+/)[0]!.toLowerCase();
    const dropped = planPrompt(`take out the part about the ${subject}`, footage, {
      mode: 'standard',
      previous: asEdit(rough),
    });
    const story = dropped.stories[0]!;
    expect(titles(story.chapters!)).toEqual(titles(rough.chapters!.filter((c) => c !== second)));
    expect(dropped.reply).toMatch(new RegExp(`I took out chapter 2, “${second.title}”`));
  });
});

/**
 * Several clips in one request ("three short clips", "8 reels", "a couple of clips about
 * printing") over the four-subject interview: each clip a passage of its own, none overlapping,
 * none opening on the microphone check, and an honest count when the footage holds fewer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Segment } from '@otto/shared/container';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview, type TimedInterview } from '../analyse/interview.test-support';
import type { PlannedStory } from './assistant.types';
import type { Container } from '@otto/shared/container';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

let interview: TimedInterview;
let a: Analysis;

beforeAll(() => {
  interview = timedInterview();
  a = analyseTranscripts([sourceOf('33333333-3333-4333-8333-333333333333', interview.words)]);
});

const ask = (prompt: string) => planPrompt(prompt, a, { mode: 'standard' });
const length = (segments: readonly Segment[]) => segments.reduce((s, x) => s + x.end - x.start, 0);
/** The subject most of a story's seconds are about, and the share they make. */
function mostlyAbout(story: PlannedStory): { subject: string; share: number } {
  const shares = interview.parts.map((part) => ({
    subject: part.subject,
    share:
      story.segments.reduce(
        (s, x) => s + Math.max(0, Math.min(x.end, part.end + 0.5) - Math.max(x.start, part.start - 0.5)),
        0,
      ) / length(story.segments),
  }));
  return shares.sort((x, y) => y.share - x.share)[0]!;
}
const overlaps = (stories: readonly PlannedStory[]) =>
  stories.some((s, i) =>
    stories
      .slice(i + 1)
      .some((o) => s.segments.some((x) => o.segments.some((y) => x.start < y.end && y.start < x.end))),
  );
const firstWords = (story: PlannedStory) =>
  interview.words
    .filter((w) => w.start >= story.segments[0]!.start - 0.05)
    .slice(0, 2)
    .map((w) => w.text)
    .join(' ');

describe('several clips in one request', () => {
  it('reads how many clips are asked for, and a length is no count', () => {
    expect(parseIntent('Give me three short clips', 'standard')).toMatchObject({ kind: 'clip', count: 3 });
    expect(parseIntent('Cut 3 30-second clips', 'standard')).toMatchObject({ kind: 'clip', count: 3, seconds: 30 });
    expect(parseIntent('Find the 3 best moments', 'standard')).toMatchObject({ kind: 'clip', count: 3 });
    expect(parseIntent('a couple of reels about printing', 'standard')).toMatchObject({
      count: 2,
      about: 'printing',
    });
    // "Two minute" is the length; the plural asks for several.
    expect(parseIntent('Make two minute clips', 'standard')).toMatchObject({ seconds: 120, count: 3 });
    expect(parseIntent('Make some clips for TikTok', 'standard')).toMatchObject({ count: 3 });
    expect(parseIntent('use the clips from camera 2', 'standard')).not.toHaveProperty('count');
    expect(parseIntent('Make a 30 second clip', 'standard')).not.toHaveProperty('count');
  });

  it('cuts each clip from a different subject, none overlapping and none opening on the microphone check', () => {
    const plan = ask('Give me three short clips');
    expect(plan.stories).toHaveLength(3);
    expect(overlaps(plan.stories)).toBe(false);
    const subjects = plan.stories.map(mostlyAbout);
    for (const s of subjects) expect(s.share).toBeGreaterThanOrEqual(0.9);
    expect(new Set(subjects.map((s) => s.subject)).size).toBe(3);
    for (const story of plan.stories) {
      expect(length(story.segments)).toBeGreaterThanOrEqual(8);
      expect(firstWords(story)).not.toMatch(/testing|words/);
    }
    expect(plan.reply).toMatch(
      /^Here are 3 clips, strongest first — switch between them under the player\.\n1\. “.+” \(\d:\d\d\), from topic \d/,
    );
  });

  it('says how many the footage holds when fewer are asked for than it has', () => {
    const plan = ask('Make 8 reels');
    expect(plan.stories.length).toBeGreaterThanOrEqual(4);
    expect(plan.stories.length).toBeLessThan(8);
    expect(overlaps(plan.stories)).toBe(false);
    expect(plan.reply).toMatch(new RegExp(`^The footage holds ${plan.stories.length} clips that don’t overlap, not 8`));
  });

  it('cuts clips about a subject only from where it is talked about', () => {
    const plan = ask('Make a couple of clips about printing');
    expect(plan.stories.length).toBeGreaterThanOrEqual(1);
    expect(overlaps(plan.stories)).toBe(false);
    for (const story of plan.stories) expect(mostlyAbout(story)).toMatchObject({ subject: 'printing' });
    for (const story of plan.stories) expect(mostlyAbout(story).share).toBeGreaterThanOrEqual(0.9);
    // A subject the footage never holds: the single clip's honest answer, no edit.
    expect(ask('Make 3 clips about skiing').stories).toEqual([]);
  });

  it('changes the clip a follow-up names: "the second one", "clip 3"', () => {
    const clips = ask('Give me 3 tiktok clips').stories;
    const container: Container = {
      schemaVersion: 1,
      id: '44444444-4444-4444-8444-444444444444',
      projectId: '55555555-5555-4555-8555-555555555555',
      stories: clips.map((story, index) => ({ index, ...story })),
    };
    const follow = (prompt: string) =>
      planPrompt(prompt, a, { mode: 'standard', previous: { container, storyIndex: 0 } });
    const second = follow('make the second one shorter');
    expect(second.reply).toMatch(new RegExp(`^I made “${clips[1]!.title}” shorter`));
    expect(length(second.stories[0]!.segments)).toBeLessThan(length(clips[1]!.segments));
    expect(follow('make the second clip 20 seconds').reply).toMatch(new RegExp(`^I made “${clips[1]!.title}”`));
    expect(follow('add a hook to clip 3').reply).toMatch(new RegExp(`^“${clips[2]!.title}”`));
    // "A second clip about …" is a new clip, of no one-second length.
    expect(parseIntent('make a second clip about gardening', 'standard')).toEqual({
      kind: 'clip',
      about: 'gardening',
      social: true,
    });
  });
});

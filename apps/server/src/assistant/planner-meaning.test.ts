/**
 * Subject clips with sentence meaning (the real model, as the product runs it): a subject said in
 * passing in one topic and meant by another is cut from the one that means it, and words that only
 * sound like the subject are no reason to cut.
 */
import { describe, expect, it } from 'vitest';
import type { Segment } from '@otto/shared/container';
import type { Word } from '@otto/shared/transcript';
import { analyseWithMeaning } from '../analyse/analyse-with-meaning';
import { sourceOf } from '../analyse/analyse.test-support';
import { interviewParts, timedInterview, type InterviewPart } from '../analyse/interview.test-support';
import { unseenEInterviews } from '../../../../bench/topic-boundaries.unseen-e';
import { unseenHInterviews } from '../../../../bench/topic-boundaries.unseen-h';
import { createPlannerEngine } from './planner';

const quiet = { warn: () => undefined };
const planner = createPlannerEngine();

const running: InterviewPart = {
  subject: 'running',
  pauseAfter: 2.5,
  sentences: [
    'i ran my first half marathon the year i turned fifty',
    'the plan has one long run every sunday morning',
    'at mile ten your legs feel like wood',
    'the crowd at the finish keeps your legs moving when you want to stop',
    'my time was just under two hours',
    'now i run with a club on tuesday nights',
  ],
};
const houseMove: InterviewPart = {
  subject: 'house move',
  pauseAfter: 2.5,
  sentences: [
    'in march we moved to a cottage in the hills',
    'we packed forty boxes and labelled every one',
    'the removal lorry could not get up the lane',
    'the piano had to come in through the back window',
    'for a week nothing worked and we ate takeaways on the floor',
    'it took a month before the place felt like home',
  ],
};
const election: InterviewPart = {
  subject: 'election',
  pauseAfter: 2.5,
  sentences: [
    'on polling day i worked as a count assistant at the town hall',
    'we sorted the ballot papers into piles for each candidate',
    'the returning officer read out the results just after two in the morning',
    'one candidate asked for a recount of the votes',
    'the turnout was the highest in twenty years',
    'i went home as the sun came up over the car park',
  ],
};
const beekeeping: InterviewPart = {
  subject: 'beekeeping',
  pauseAfter: 0.4,
  sentences: [
    'I keep three hives at the bottom of the garden.',
    'In June a strong colony can have 50,000 bees in it.',
    'You wear the suit and the veil, but you still get stung now and then.',
    'The smoker calms them down so you can lift the frames out.',
    'Last year we took about 30 jars of honey off just one hive.',
    'If the queen dies, the whole colony can fail within weeks.',
  ],
};
type Span = { subject: string; start: number; end: number };
const length = (segments: readonly Segment[]) => segments.reduce((s, x) => s + x.end - x.start, 0);

/** The planner's answer to `prompt` on an interview, and the share of its clip inside each subject's part. */
async function clipOf(parts: InterviewPart[] | { words: Word[]; parts: Span[] }, prompt: string) {
  const iv = Array.isArray(parts) ? timedInterview(parts) : parts;
  const analysis = await analyseWithMeaning([sourceOf('interview', iv.words)], quiet);
  const plan = await planner.plan(prompt, analysis, { mode: 'standard' });
  const onPart = (subject: string) => {
    const part = iv.parts.find((p) => p.subject === subject)!;
    const segments = plan.stories[0]?.segments ?? [];
    const inside = segments.reduce(
      (s, x) => s + Math.max(0, Math.min(x.end, part.end + 0.5) - Math.max(x.start, part.start - 0.5)),
      0,
    );
    return inside / Math.max(1e-9, length(segments));
  };
  return { plan, onPart, analysis };
}

describe('subject clips with sentence meaning', () => {
  it('cuts "moving" from the house move, not from the runner whose legs keep moving', async () => {
    const { plan, onPart } = await clipOf([running, houseMove], 'Make a 15-second clip about moving');
    expect(plan.stories[0]?.segments.length).toBeGreaterThan(0);
    expect(onPart('house move')).toBeGreaterThanOrEqual(0.9);
  });

  it('makes no edit about knitting from a line that says "nothing", nor about painting from "printed"', async () => {
    for (const [parts, prompt] of [
      [[running, houseMove], 'Make a 20-second clip about knitting'],
      [interviewParts, 'Make a 20-second clip about painting'],
    ] as const) {
      const { plan } = await clipOf([...parts], prompt);
      expect(plan.stories).toEqual([]);
      expect(plan.reply).toMatch(/I searched the transcript for/);
      expect(plan.suggestions?.length).toBeGreaterThan(0);
    }
  });

  it('makes no edit about tax returns from a returning officer, yet cuts "house moving" from a move never called that', async () => {
    const taxes = await clipOf([running, election], 'Make a 20-second clip about tax returns');
    expect(taxes.plan.stories).toEqual([]);
    expect(taxes.plan.reply).toMatch(/I searched the transcript for/);
    const { plan, onPart } = await clipOf([running, houseMove], 'Make a 15-second clip about house moving');
    expect(plan.stories[0]?.segments.length).toBeGreaterThan(0);
    expect(onPart('house move')).toBeGreaterThanOrEqual(0.9);
  });

  it('cuts no clip about clock repair from the garage before it, whose lines mean repair but not clocks', async () => {
    // A bench interview ("clock" never said; the repairer's first line fell into the garage's topic).
    const iv = unseenEInterviews.find((i) => i.name.startsWith('e: car repair/clock repair'))!;
    const { plan, onPart } = await clipOf(iv, 'Make a 25-second clip about clock repair');
    if (plan.stories.length === 0) expect(plan.reply).toMatch(/I searched the transcript for/);
    else expect(onPart('clock repair')).toBeGreaterThanOrEqual(0.9);
    expect(onPart('car repair')).toBeLessThan(0.1);
  });

  it('offers the nearest topic first when related words alone are not enough: "horse riding" from a mare, stables and a trot', async () => {
    const iv = unseenEInterviews.find((i) => i.name.startsWith('e: diving/surfing/clock repair/horse riding'))!;
    const { plan } = await clipOf(iv, 'Make a 20-second clip about horse riding');
    expect(plan.stories).toEqual([]);
    const riding = iv.parts.find((p) => p.subject === 'horse riding')!;
    const reply = plan.reply ?? '';
    const nearest = /The nearest is topic \d+, “([^”]+)” \((\d+):(\d+)–/.exec(reply);
    expect(nearest, reply).not.toBeNull();
    // The topic offered is the rider's, and so is the first suggestion.
    const start = Number(nearest![2]) * 60 + Number(nearest![3]);
    expect(Math.abs(start - riding.start)).toBeLessThanOrEqual(2);
    expect(plan.suggestions?.[0]).toContain(nearest![1]);
    expect(reply).toMatch(/“mare”/);
  });

  it('offers first the topic nearest in meaning when not even related words are enough: weightlifting from squats and barbells', async () => {
    const iv = unseenHInterviews.find((i) => i.name.startsWith('h: rugby/weightlifting'))!;
    const { plan } = await clipOf(iv, 'Make a 20-second clip about weightlifting');
    expect(plan.stories).toEqual([]);
    const lifting = iv.parts.find((p) => p.subject === 'weightlifting')!;
    const reply = plan.reply ?? '';
    const nearest =
      /The nearest is topic \d+, “([^”]+)” \((\d+):(\d+)–.*whose lines come nearest to it in meaning/.exec(reply);
    expect(nearest, reply).not.toBeNull();
    const start = Number(nearest![2]) * 60 + Number(nearest![3]);
    expect(Math.abs(start - lifting.start)).toBeLessThanOrEqual(2);
    expect(plan.suggestions?.[0]).toContain(nearest![1]);
  });

  it('cuts "beekeeping", never said, from the talk of bees and honey its definition names', async () => {
    const { plan, onPart } = await clipOf([running, beekeeping, houseMove], 'Make a 20-second clip about beekeeping');
    expect(plan.stories[0]?.segments.length).toBeGreaterThan(0);
    expect(onPart('beekeeping')).toBeGreaterThanOrEqual(0.9);
  });

  it('cuts a clip about two subjects from where each is talked about, and names one the footage lacks', async () => {
    const both = await clipOf([running, beekeeping, houseMove], 'Make a 30-second clip about beekeeping and running');
    expect(both.plan.reply).toMatch(/^This clip holds “beekeeping” from topic \d+, .* and “running” from topic \d+/);
    expect(both.onPart('beekeeping')).toBeGreaterThan(0.3);
    expect(both.onPart('running')).toBeGreaterThan(0.3);
    expect(both.onPart('beekeeping') + both.onPart('running')).toBeGreaterThanOrEqual(0.9);
    expect(both.plan.stories[0]!.title).toBe('Beekeeping and running');

    const one = await clipOf([running, beekeeping, houseMove], 'Make a 20-second clip about beekeeping and golf');
    expect(one.onPart('beekeeping')).toBeGreaterThanOrEqual(0.9);
    expect(one.plan.reply).toMatch(/I found nothing about “golf”, so it is not in it\.$/);
  });

  it('opens a social clip about two subjects on its strongest line, and says when they hold less than asked', async () => {
    const social = await clipOf(
      [running, beekeeping, houseMove],
      'Make a 45-second social clip about beekeeping and running',
    );
    const segments = social.plan.stories[0]!.segments;
    const held = social.analysis.units.filter((u) => segments.some((s) => u.start >= s.start && u.end <= s.end));
    const strongest = held.reduce((a, u) => (u.quoteScore > a.quoteScore ? u : a));
    expect(segments[0]!.start).toBeLessThanOrEqual(strongest.start);
    expect(segments[0]!.end).toBeGreaterThanOrEqual(strongest.end);

    const long = await clipOf([running, beekeeping, houseMove], 'Make a 2-minute clip about beekeeping and running');
    expect(long.plan.reply).toMatch(/There is 1:0\d of usable material for this, short of the 2:00 you asked for\./);
    expect(long.onPart('beekeeping') + long.onPart('running')).toBeGreaterThanOrEqual(0.9);
  });

  it('still finds a misheard name by its sound: Gutenberg in "goodenberg"', async () => {
    const { onPart } = await clipOf(interviewParts, 'Make a 20-second clip about Gutenberg');
    expect(onPart('printing')).toBeGreaterThanOrEqual(0.9);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview } from '../analyse/interview.test-support';
import type { Plan, PlannedStory } from './assistant.types';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

const interview = timedInterview();
let footage: Analysis;
let highlights: PlannedStory;

beforeAll(() => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', interview.words)]);
  highlights = planPrompt('Make a 60 second highlights clip', footage, { mode: 'standard' }).stories[0]!;
});

const follow = (prompt: string, story = highlights) =>
  planPrompt(prompt, footage, { mode: 'standard', previous: asEdit(story) });
const length = (story: PlannedStory) => story.segments.reduce((sum, s) => sum + s.end - s.start, 0);
/** The subjects an edit's words are about, as the interview was written. */
const subjectsOf = (plan: Plan) =>
  new Set(
    plan.stories[0]!.segments.flatMap((s) =>
      interview.words.flatMap((w, i) =>
        w.start >= s.start - 0.01 && w.end <= s.end + 0.01 ? [interview.subjects[i]] : [],
      ),
    ),
  );

describe('keeping only the part of an edit about a subject', () => {
  it('reads "keep only", "just the … part" and "cut it down to just …" as the subject to keep', () => {
    const keep = (about: string) => ({ kind: 'keep', about });
    expect(parseIntent('Keep only the part about gardening', 'standard')).toEqual(keep('gardening'));
    expect(parseIntent('only keep the lines about trains', 'standard')).toEqual(keep('trains'));
    expect(parseIntent('cut it down to just the poems bit', 'standard')).toEqual(keep('poems'));
    expect(parseIntent('Just the part about printing.', 'standard')).toEqual(keep('printing'));
    expect(parseIntent('make it only about the garden', 'standard')).toEqual(keep('garden'));
    // "…where she talks about" changes the edit; it asks no question.
    expect(parseIntent('keep only the bit where she talks about trains', 'standard')).toEqual(keep('trains'));
    // Kinds of line and lengths are not subjects.
    expect(parseIntent('keep only the best 3 lines', 'standard')).toMatchObject({ kind: 'resize', lines: 3 });
    expect(parseIntent('keep just the first minute', 'standard').kind).toBe('trim');
    expect(parseIntent('keep it to 30 seconds', 'standard').kind).not.toBe('keep');
    expect(parseIntent('just the best bits', 'standard').kind).not.toBe('keep');
    expect(parseIntent('keep it to the point', 'standard').kind).not.toBe('keep');
    expect(parseIntent('keep it on topic', 'standard').kind).not.toBe('keep');
  });

  it('keeps the edit’s lines about the subject, in their order, and says what went', () => {
    expect(subjectsOf({ intent: 'clip', stories: [highlights] }).size).toBeGreaterThan(2);
    const trains = follow('Keep only the part about trains');
    expect([...subjectsOf(trains)]).toEqual(['trains']);
    const kept = trains.stories[0]!;
    expect(length(kept)).toBeLessThan(length(highlights));
    expect(kept.title).toBe(highlights.title);
    const inOrder = kept.segments.map((s) => s.start);
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));
    expect(trains.reply).toMatch(
      new RegExp(
        `^From “${highlights.title}” I kept only the (line|\\d+ lines) about “trains” and took out the other \\d+: it runs from 1:0\\d to 0:\\d\\d\\. It plays “`,
      ),
    );
  });

  it('keeps a subject the speech never names by what its lines are about', () => {
    const poems = follow('keep only the poetry part');
    expect([...subjectsOf(poems)]).toEqual(['poems']);
  });

  it('leaves the edit as it is, saying why, when it has no line about the subject or only those', () => {
    const trains = planPrompt('Make a clip about trains', footage, { mode: 'standard' }).stories[0]!;
    const garden = follow('keep only the part about gardening', trains);
    expect(garden.stories).toEqual([]);
    expect(garden.reply).toMatch(
      /^No line of “Trains” is about “gardening”, so I left it as it is\. The footage talks about it in topic \d, “/,
    );
    expect(garden.suggestions).toEqual(['Make a clip about gardening', 'Add the part about gardening']);
    const same = follow('just the trains part', trains);
    expect(same.stories).toEqual([]);
    expect(same.reply).toBe('Every line of “Trains” is about “trains” already, so I left it as it is.');
    const skiing = follow('keep only the part about skiing');
    expect(skiing.stories).toEqual([]);
    expect(skiing.reply).toMatch(/found nothing about it[\s\S]*The footage talks about:\n1\. /);
    expect(skiing.suggestions?.length).toBeGreaterThan(0);
  });

  it('with no edit yet, cuts the part as a clip', () => {
    const plan = planPrompt('Just the part about gardening', footage, { mode: 'standard' });
    expect([...subjectsOf(plan)]).toEqual(['gardening']);
  });
});

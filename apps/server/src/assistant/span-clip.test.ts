import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf, timedWords } from '../analyse/analyse.test-support';
import { timedInterview } from '../analyse/interview.test-support';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

const interviewId = '11111111-1111-4111-8111-111111111111';
const words = timedInterview().words;
let footage: Analysis;

beforeAll(() => {
  footage = analyseTranscripts([sourceOf(interviewId, words, { filename: 'interview.mp4' })]);
});

const ask = (prompt: string, analysis = footage) => planPrompt(prompt, analysis, { mode: 'standard' });
/** Whether a cut at `t` falls inside a word of the footage. */
const insideAWord = (t: number) => words.some((w) => w.start < t - 1e-6 && w.end > t + 1e-6);

describe('a clip of the footage between two times', () => {
  it('reads ranges, stretches to or from an end, and the first or last of the footage', () => {
    const span = (prompt: string) => parseIntent(prompt, 'standard');
    expect(span('Make a clip from 0:40 to 1:10')).toEqual({ kind: 'span', from: 40, to: 70, ofFootage: true });
    expect(span('cut the section between 1:00 and 1:30')).toMatchObject({ from: 60, to: 90 });
    expect(span('0:40–1:10 please')).toMatchObject({ from: 40, to: 70 });
    expect(span('clip 1:02:03 to 1:03:00')).toMatchObject({ from: 3723, to: 3780 });
    expect(span('use the part from 2:00 to the end')).toEqual({ kind: 'span', from: 120, ofFootage: true });
    expect(span('everything up to 1:30')).toMatchObject({ from: 0, to: 90 });
    expect(span('make a clip of the last minute')).toEqual({ kind: 'span', from: 60, fromEnd: true, ofFootage: true });
    expect(span('the first two minutes of the video')).toMatchObject({ from: 0, to: 120, ofFootage: true });
    expect(span('Give me the first 30 seconds')).toMatchObject({ from: 0, to: 30, ofFootage: false });
    // Lengths, places, the layout and the edit's own ends are not stretches of the footage.
    expect(span('make it 1:30').kind).toBe('resize');
    expect(span('keep just the first minute').kind).toBe('trim');
    expect(span('cut the last 10 seconds').kind).toBe('trim');
    expect(span('make a 9:16 clip').kind).toBe('clip');
    expect(span('remove 0:40 to 1:10').kind).not.toBe('span');
  });

  it('plays the stretch whole, its ends at sentences near the times asked and never inside a word', () => {
    const plan = ask('Make a clip from 0:40 to 1:10');
    const [clip] = plan.stories;
    expect(clip!.title).toBe('0:40–1:10');
    expect(clip!.segments).toHaveLength(1);
    const [segment] = clip!.segments;
    expect(Math.abs(segment!.start - 40)).toBeLessThanOrEqual(2.5);
    expect(Math.abs(segment!.end - 70)).toBeLessThanOrEqual(2.5);
    expect(insideAWord(segment!.start) || insideAWord(segment!.end)).toBe(false);
    // Pauses and all: every word between its ends plays.
    const inside = words.filter((w) => w.start >= segment!.start && w.end <= segment!.end);
    expect(segment!.text).toBe(inside.map((w) => w.text).join(' '));
    expect(plan.reply).toMatch(
      /^This clip plays the footage from 0:\d\d to 1:\d\d \(\d+ s\), as it runs\. It opens on “/,
    );
  });

  it('keeps the strongest lines of the stretch, in order, where a length is asked besides the times', () => {
    expect(parseIntent('clip from 0:30 to 1:30 but make it 20 seconds', 'standard')).toEqual({
      kind: 'span',
      from: 30,
      to: 90,
      ofFootage: true,
      seconds: 20,
    });
    expect(parseIntent('a 15 second clip from 0:30 to 1:30', 'standard')).toMatchObject({ seconds: 15 });
    const plan = ask('clip from 0:30 to 1:30 but make it 20 seconds');
    const segments = plan.stories[0]!.segments;
    const length = segments.reduce((sum, s) => sum + s.end - s.start, 0);
    expect(Math.abs(length - 20)).toBeLessThanOrEqual(2);
    for (const s of segments) {
      expect(s.start).toBeGreaterThanOrEqual(28);
      expect(s.end).toBeLessThanOrEqual(92);
      expect(insideAWord(s.start) || insideAWord(s.end)).toBe(false);
    }
    expect(segments.every((s, i) => i === 0 || s.start >= segments[i - 1]!.end)).toBe(true);
    expect(plan.reply).toMatch(
      /^From the footage between 0:\d\d and 1:\d\d \(\d+ s\), this clip keeps 0:\d\d of its strongest lines, in order, for the 0:20 you asked\. I dropped/,
    );
    // A stretch shorter than the length asked plays whole, and the reply says so.
    expect(ask('from 0:30 to 0:40, 30 seconds').reply).toMatch(
      /shorter than the 0:30 you asked, so I kept all of it\.$/,
    );
  });

  it('counts the last minute back from the end, and stops where the footage does', () => {
    const end = footage.sources[0]!.durationSec;
    const last = ask('make a clip of the last minute').stories[0]!.segments[0]!;
    expect(last.end).toBeGreaterThan(end - 1);
    expect(last.end - last.start).toBeGreaterThan(57);
    expect(last.end - last.start).toBeLessThan(63);
    const past = ask(`make a clip from 3:40 to 5:00`);
    expect(past.stories[0]!.segments[0]!.end).toBeLessThanOrEqual(end);
    expect(past.reply).toContain(`The footage ends at 3:5`);
  });

  it('makes no clip of a stretch past the end or given backwards, and says why', () => {
    const late = ask('make a clip from 10:00 to 11:00');
    expect(late.stories).toEqual([]);
    expect(late.reply).toMatch(/^The footage runs 3:5\d, so there is nothing from 10:00 on and I made no clip\.$/);
    const backwards = ask('a clip from 1:10 to 0:40');
    expect(backwards.stories).toEqual([]);
    expect(backwards.reply).toMatch(/ends before it starts/);
  });

  it('takes "the first 30 seconds" of the edit on screen where there is one', () => {
    const clip = ask('Make a clip about trains').stories[0]!;
    const kept = planPrompt('give me the first 20 seconds', footage, { mode: 'standard', previous: asEdit(clip) });
    expect(kept.stories[0]!.title).toBe(clip.title);
    expect(kept.stories[0]!.segments[0]!.start).toBe(clip.segments[0]!.start);
  });

  it('plays the file the prompt names', () => {
    const second = '22222222-2222-4222-8222-222222222222';
    const two = analyseTranscripts([
      sourceOf(interviewId, words, { filename: 'interview.mp4' }),
      sourceOf(second, timedWords(['the broll of the harbour was shot at dawn', 'boats came in one by one']), {
        filename: 'harbour.mov',
      }),
    ]);
    const plan = ask('make a clip from 0:00 to 0:05 in harbour.mov', two);
    expect(plan.stories[0]!.segments[0]!.sourceId).toBe(second);
    expect(plan.stories[0]!.title).toBe('0:00–0:05 of harbour.mov');
    expect(ask('make a clip from 0:00 to 0:05 in harbour', two).stories[0]!.segments[0]!.sourceId).toBe(second);
    // A file called clip.mp4 is not the one "make a clip from …" names.
    const clipFile = analyseTranscripts([
      sourceOf(interviewId, words, { filename: 'interview.mp4' }),
      sourceOf(second, timedWords(['boats came in one by one']), { filename: 'clip.mp4' }),
    ]);
    expect(ask('make a clip from 0:00 to 0:05', clipFile).stories[0]!.segments[0]!.sourceId).toBe(interviewId);
  });
});

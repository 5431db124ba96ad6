import { describe, expect, it } from 'vitest';
import type { Segment } from './container';
import { storyDuration } from './container';
import type { Word } from './transcript';
import { editLines, remapChapters, segmentListIssues, type EditSource, type EditSources } from './transcript-edit';
import { moveLine, nudgeLine, removeFillers, removeWords, restoreWords, shortenPauses } from './transcript-edit.ops';
import { cutBetween, cutIn, cutOut } from './word-cuts';

const ID = '11111111-1111-4111-8111-111111111111';

/** Three sentences at 25 fps: words 0.4 s long, 0.2 s apart, a second between sentences. */
const text = ['Hello', 'there', 'everyone.', 'Um', 'this', 'is', 'the', 'middle.', 'And', 'the', 'end.'];
const starts = [1.0, 1.6, 2.2, 3.6, 4.2, 4.8, 5.4, 6.0, 7.4, 8.0, 8.6];
const words: Word[] = text.map((t, i) => ({ text: t, start: starts[i]!, end: starts[i]! + 0.4, confidence: 0.9 }));
const source: EditSource = {
  sourceId: ID,
  words,
  durationSec: 10,
  rate: { num: 25, den: 1 },
  sentences: [
    { firstWord: 0, lastWord: 2 },
    { firstWord: 3, lastWord: 7 },
    { firstWord: 8, lastWord: 10 },
  ],
  fillers: [{ firstWord: 3, lastWord: 3 }],
};
const sources: EditSources = { [ID]: source };
const seg = (first: number, last: number): Segment => ({
  sourceId: ID,
  start: cutIn(source, first),
  end: cutOut(source, last),
  text: text.slice(first, last + 1).join(' '),
});
const edit = [seg(0, 2), seg(3, 7), seg(8, 10)];
const ref = (...ws: number[]) => ws.map((word) => ({ sourceId: ID, word }));
const lineTexts = (segs: Segment[]) =>
  editLines(sources, segs).map((l) => l.words.map((w) => (w.kept ? w.text : `-${w.text}`)).join(' '));

describe('edit by transcript', () => {
  it('shows the edit as its sentences, cut words struck', () => {
    expect(lineTexts(edit)).toEqual(['Hello there everyone.', 'Um this is the middle.', 'And the end.']);
    expect(lineTexts([edit[0]!, edit[2]!])).toEqual([
      'Hello there everyone.',
      '-Um -this -is -the -middle.',
      'And the end.',
    ]);
  });

  it('deleting words in the middle of a segment splits it at the word gaps around them', () => {
    const after = removeWords(sources, edit, ref(5));
    expect(after.map((s) => s.text)).toEqual(['Hello there everyone.', 'Um this', 'the middle.', 'And the end.']);
    const [left, right] = [after[1]!, after[2]!];
    expect(left.start).toBe(edit[1]!.start);
    expect(left.end).toBeGreaterThanOrEqual(words[4]!.end);
    expect(left.end).toBeLessThanOrEqual(words[5]!.start);
    expect(right.start).toBeGreaterThanOrEqual(words[5]!.end);
    expect(right.start).toBeLessThanOrEqual(words[6]!.start);
    expect(storyDuration({ segments: after })).toBeLessThan(storyDuration({ segments: edit }) - 0.4);
    expect(segmentListIssues(sources, after)).toEqual([]);
  });

  it('restoring the deleted words merges the segment back as it was', () => {
    const cut = removeWords(sources, edit, ref(5, 6));
    expect(restoreWords(sources, cut, ref(5, 6))).toEqual(edit);
    const noMiddle = removeWords(sources, edit, ref(3, 4, 5, 6, 7));
    expect(noMiddle).toEqual([edit[0], edit[2]]);
    expect(restoreWords(sources, noMiddle, ref(3, 4, 5, 6, 7))).toEqual(edit);
  });

  it('restoring words next to a segment extends it; words apart from every segment play in source order', () => {
    const short = [seg(0, 1), seg(8, 10)];
    const extended = restoreWords(sources, short, ref(2));
    expect(extended[0]).toMatchObject({
      start: short[0]!.start,
      end: cutOut(source, 2),
      text: 'Hello there everyone.',
    });
    const inserted = restoreWords(sources, short, ref(5, 6));
    expect(inserted.map((s) => s.text)).toEqual(['Hello there', 'is the', 'And the end.']);
    expect(segmentListIssues(sources, inserted)).toEqual([]);
  });

  it('reordering moves a sentence with its word timings', () => {
    const up = nudgeLine(sources, edit, `${ID}:2`, -1);
    expect(up).toEqual([edit[0], edit[2], edit[1]]);
    expect(lineTexts(up)).toEqual(['Hello there everyone.', 'And the end.', 'Um this is the middle.']);
    expect(nudgeLine(sources, up, `${ID}:2`, 1)).toEqual(edit);
    expect(nudgeLine(sources, edit, `${ID}:0`, -1)).toEqual(edit);
    expect(moveLine(sources, edit, `${ID}:0`, null)).toEqual([edit[1], edit[2], edit[0]]);
  });

  it('a sentence inside a longer segment parts out in its word gaps when moved, and the edit keeps its length', () => {
    const whole = [seg(0, 10)];
    const moved = moveLine(sources, whole, `${ID}:1`, null);
    expect(moved.map((s) => s.text)).toEqual(['Hello there everyone.', 'And the end.', 'Um this is the middle.']);
    // Each side of a gap keeps its share of the pause: one cut near the gap's middle, none lost.
    const [a, b] = [cutBetween(source, 3), cutBetween(source, 8)];
    expect(moved.map((s) => [s.start, s.end])).toContainEqual([a, b]);
    for (const [i, t] of [
      [3, a],
      [8, b],
    ] as const) {
      const middle = (words[i - 1]!.end + words[i]!.start) / 2;
      expect(Math.abs(t - middle)).toBeLessThanOrEqual(1 / 25);
    }
    const length = (list: readonly { start: number; end: number }[]) => list.reduce((n, s) => n + s.end - s.start, 0);
    expect(length(moved)).toBeCloseTo(length(whole), 6);
    expect(segmentListIssues(sources, moved)).toEqual([]);
    // Moved back, the pieces meet again: the segment is whole as before.
    expect(moveLine(sources, moved, `${ID}:1`, `${ID}:2`)).toEqual(whole);
  });

  it('"Remove fillers" takes the fillers out of the whole edit', () => {
    const after = removeFillers(sources, edit);
    expect(after.map((s) => s.text)).toEqual(['Hello there everyone.', 'this is the middle.', 'And the end.']);
    expect(after[1]!.start).toBe(cutIn(source, 4));
  });

  it('"Shorten pauses" cuts long pauses inside segments down to the length asked', () => {
    const whole = [seg(0, 10)];
    const after = shortenPauses(sources, whole, 0.4);
    expect(after.map((s) => s.text)).toEqual(['Hello there everyone.', 'Um this is the middle.', 'And the end.']);
    // The one-second pause between sentences keeps 0.2 s on each side, on the frame grid.
    expect(after[0]!.end).toBeCloseTo(2.8, 6);
    expect(after[1]!.start).toBeCloseTo(3.4, 6);
    // Pauses of 0.2 s already fit and stay.
    expect(shortenPauses(sources, edit, 0.4)).toEqual(edit);
    expect(segmentListIssues(sources, after)).toEqual([]);
  });

  it("a long edit's outline follows its words", () => {
    const chapters = [
      { title: 'Opening', firstSegment: 0 },
      { title: 'Ending', firstSegment: 2 },
    ];
    const moved = nudgeLine(sources, edit, `${ID}:2`, -1);
    expect(remapChapters(sources, edit, moved, chapters)).toEqual([
      { title: 'Opening', firstSegment: 0 },
      { title: 'Ending', firstSegment: 1 },
    ]);
    const first = moveLine(sources, edit, `${ID}:2`, `${ID}:0`);
    expect(remapChapters(sources, edit, first, chapters)).toEqual([
      { title: 'Ending', firstSegment: 0 },
      { title: 'Opening', firstSegment: 1 },
    ]);
    const noOpening = removeWords(sources, edit, ref(0, 1, 2, 3, 4, 5, 6, 7));
    expect(remapChapters(sources, edit, noOpening, chapters)).toEqual([{ title: 'Ending', firstSegment: 0 }]);
  });

  it('rejects segment lists that break the cut rules', () => {
    expect(segmentListIssues(sources, [{ ...edit[0]!, end: 2.4 }])).toEqual(['segment 1: its end is inside a word']);
    expect(segmentListIssues(sources, [{ ...edit[0]!, start: 0.85 }])).toEqual([
      'segment 1: its start is off the frame grid',
    ]);
    expect(segmentListIssues(sources, [edit[1]!, { ...edit[0]!, end: 3.6 }])).toEqual([
      'segment 1: it overlaps segment 2',
    ]);
    expect(segmentListIssues(sources, [{ ...edit[0]!, sourceId: '22222222-2222-4222-8222-222222222222' }])).toEqual([
      'segment 1: its source is not in this project',
    ]);
    expect(segmentListIssues(sources, [{ ...edit[2]!, end: 12 }])).toEqual([
      'segment 1: it reaches outside its source',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Word } from '@otto/shared/transcript';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf, timedWords } from '../analyse/analyse.test-support';
import { cutOut, cutRules, cutSegments, cuttableBefore, fitDuration, unitRange } from './cut-rules';

const ID = '33333333-3333-4333-8333-333333333333';
const rates = [
  { num: 24000, den: 1001 },
  { num: 25, den: 1 },
  { num: 30, den: 1 },
  { num: 30000, den: 1001 },
  { num: 60000, den: 1001 },
];

/** A small seeded generator, so a failing case can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const vocabulary =
  'um the edit cut story hook like you know camera light sound interview team budget launch plan'.split(' ');

/** Random speech: word lengths 0.1–0.6 s, gaps of 0 (words touching) up to 1.5 s. */
function randomAnalysis(seed: number, wordCount: number): Analysis {
  const rnd = prng(seed);
  const words: Word[] = [];
  let t = rnd() * 2;
  for (let i = 0; i < wordCount; i++) {
    const len = 0.1 + rnd() * 0.5;
    words.push({ text: vocabulary[Math.floor(rnd() * vocabulary.length)]!, start: t, end: t + len, confidence: rnd() });
    const r = rnd();
    t += len + (r < 0.25 ? 0 : r < 0.8 ? rnd() * 0.3 : r < 0.95 ? 0.3 + rnd() * 0.6 : 0.9 + rnd() * 0.6);
  }
  const rate = rates[Math.floor(rnd() * rates.length)]!;
  return analyseTranscripts([sourceOf(ID, words, { rate, durationSec: t + rnd() * 3 })]);
}

const insideAWord = (words: readonly Word[], t: number) => words.some((w) => t > w.start + 1e-6 && t < w.end - 1e-6);
const onFrameGrid = (t: number, rate: { num: number; den: number }) => {
  const frames = (t * rate.num) / rate.den;
  return Math.abs(frames - Math.round(frames)) < 1e-4;
};

describe('cut rules (property checks over random transcripts)', () => {
  it('never cuts inside a word, pads at most 0.15 s (plus the outward frame snap) and snaps to frames where the gap allows', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const a = randomAnalysis(seed, 120);
      const source = a.sources[0]!;
      const rnd = prng(seed * 7);
      const picked = a.units.filter(() => rnd() < 0.5);
      for (const opts of [
        {},
        { dropFillers: true },
        { removePauses: true },
        { dropFillers: true, removePauses: true },
      ]) {
        const segments = cutSegments(a, picked.map(unitRange), opts);
        const frame = source.rate.den / source.rate.num;
        for (const seg of segments) {
          expect(seg.end).toBeGreaterThan(seg.start);
          expect(insideAWord(source.words, seg.start)).toBe(false);
          expect(insideAWord(source.words, seg.end)).toBe(false);
          const first = source.words.findIndex((w) => w.start >= seg.start - 1e-6);
          const last = source.words.findLastIndex((w) => w.end <= seg.end + 1e-6);
          expect(source.words[first]!.start - seg.start).toBeLessThanOrEqual(cutRules.padSec + frame + 1e-6);
          expect(seg.end - source.words[last]!.end).toBeLessThanOrEqual(cutRules.padSec + frame + 1e-6);
          const gapBefore = source.words[first]!.start - (source.words[first - 1]?.end ?? 0);
          if (gapBefore >= frame) expect(onFrameGrid(seg.start, source.rate)).toBe(true);
        }
        // Segments of one source never overlap, and stay in source order.
        for (let i = 1; i < segments.length; i++)
          expect(segments[i]!.start).toBeGreaterThanOrEqual(segments[i - 1]!.end - 1e-6);
      }
    }
  });

  it('leaves fillers out and cuts long pauses when asked', () => {
    for (let seed = 100; seed < 120; seed++) {
      const a = randomAnalysis(seed, 80);
      const words = a.sources[0]!.words;
      const segments = cutSegments(a, a.units.map(unitRange), { dropFillers: true, removePauses: true });
      for (const f of a.fillers) {
        const mid = (f.start + f.end) / 2;
        expect(segments.some((s) => mid > s.start && mid < s.end)).toBe(false);
      }
      for (let i = 0; i + 1 < words.length; i++) {
        const gap = words[i + 1]!.start - words[i]!.end;
        if (gap < cutRules.longPauseSec) continue;
        const mid = (words[i]!.end + words[i + 1]!.start) / 2;
        expect(segments.some((s) => mid > s.start && mid < s.end)).toBe(false);
      }
    }
  });

  it('merges contiguous words with tiny gaps into one segment', () => {
    const words: Word[] = Array.from({ length: 10 }, (_, i) => ({
      text: `w${i}`,
      start: i * 0.5,
      end: i * 0.5 + 0.3,
      confidence: 1,
    }));
    const a = analyseTranscripts([sourceOf(ID, words)]);
    const segments = cutSegments(
      a,
      [
        { sourceId: ID, firstWord: 0, lastWord: 4 },
        { sourceId: ID, firstWord: 5, lastWord: 9 },
      ],
      { removePauses: true },
    );
    expect(segments).toHaveLength(1);
    expect(segments[0]!.text).toBe(words.map((w) => w.text).join(' '));
  });

  it('meets requested durations within ±10 % whenever the material is long enough', () => {
    let checked = 0;
    for (let seed = 200; seed < 240; seed++) {
      const a = randomAnalysis(seed, 400);
      const rnd = prng(seed);
      const target = 10 + rnd() * 60;
      const ranked = [...a.units].sort((x, y) => y.quoteScore - x.quoteScore);
      const total = cutSegments(a, ranked.map(unitRange)).reduce((s, x) => s + x.end - x.start, 0);
      if (total < target * 1.5) continue;
      const fit = fitDuration(a, ranked, target);
      const cut = cutSegments(a, fit.ranges).reduce((s, x) => s + x.end - x.start, 0);
      expect(fit.met).toBe(true);
      expect(cut).toBeGreaterThanOrEqual(target * 0.9);
      expect(cut).toBeLessThanOrEqual(target * 1.1);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('a passage of a subject', () => {
  // Two 15-word lines (5.9 s each) about the subject, then a 10-word line (3.9 s) about something else.
  const lines = [
    'as a locksmith most of my calls are people who locked themselves out of home',
    'i can open a normal front door lock in under a minute with a pick',
    'i also drive a taxi at night in the city',
  ];
  const a = analyseTranscripts([sourceOf(ID, timedWords(lines))]);
  const seconds = (fit: ReturnType<typeof fitDuration>) =>
    cutSegments(a, fit.ranges).reduce((s, x) => s + x.end - x.start, 0);

  it('ends on the opening words of its next line rather than a whole line further away', () => {
    const passage = fitDuration(a, a.units, 10, {}, { passage: true });
    expect(passage.met).toBe(true);
    expect(passage.ranges.map((r) => r.firstWord)).toEqual([0, 15]);
    expect(seconds(passage)).toBeGreaterThanOrEqual(9);
    // Ranked lines (highlights) skip the line that overshoots and take a whole one instead.
    const ranked = fitDuration(a, a.units, 10);
    expect(ranked.ranges.map((r) => r.firstWord)).toEqual([0, 30]);
  });
});

describe('dead air', () => {
  it('is cut out of every edit, while shorter natural pauses stay unless pauses are removed', () => {
    const words: Word[] = [
      { text: 'first', start: 0.5, end: 0.9, confidence: 1 },
      { text: 'line', start: 1.0, end: 1.4, confidence: 1 },
      { text: 'after', start: 2.2, end: 2.6, confidence: 1 },
      { text: 'a', start: 2.7, end: 2.8, confidence: 1 },
      { text: 'breath', start: 2.9, end: 3.3, confidence: 1 },
      { text: 'much', start: 25, end: 25.4, confidence: 1 },
      { text: 'later', start: 25.5, end: 25.9, confidence: 1 },
    ];
    const a = analyseTranscripts([sourceOf(ID, words, { durationSec: 27 })]);
    const all = a.units.map(unitRange);
    expect(cutSegments(a, all).map((s) => s.text)).toEqual(['first line after a breath', 'much later']);
    expect(cutSegments(a, all, { removePauses: true }).map((s) => s.text)).toEqual([
      'first line',
      'after a breath',
      'much later',
    ]);
  });
});

describe('measured gaps (quiet stretches found at ingest)', () => {
  const rate = { num: 30, den: 1 };
  const word = (text: string, start: number, end: number, quietAfter: Array<{ start: number; end: number }>): Word => ({
    text,
    start,
    end,
    confidence: 1,
    quietAfter,
  });
  /** Sentences "one two." "three four." "five six."; the gap before "three" has no quiet stretch. */
  const words: Word[] = [
    { ...word('one', 0.5, 0.9, [{ start: 0.9, end: 0.95 }]), quietBefore: [{ start: 0, end: 0.5 }] },
    word('two.', 0.95, 1.4, []),
    word('three', 2.2, 2.6, [{ start: 2.6, end: 2.7 }]),
    word('four.', 2.7, 3.1, [
      { start: 3.1, end: 3.21 },
      { start: 3.6, end: 4.02 },
    ]),
    word('five', 4.1, 4.5, [{ start: 4.5, end: 4.52 }]),
    word('six.', 4.6, 5, [{ start: 5, end: 6 }]),
  ];
  const analysis = analyseTranscripts([sourceOf(ID, words, { rate, durationSec: 6 })]);
  const source = analysis.sources[0]!;
  const range = (firstWord: number, lastWord: number) => ({ sourceId: ID, firstWord, lastWord });

  it('cuts inside the quiet stretch nearest the word, on a frame boundary when one lies in it', () => {
    const [segment] = cutSegments(analysis, [range(4, 5)]);
    // Start: the last stretch before "five" is 3.6–4.02, padSec before 4.1 is 3.95 → frame 3.933.
    expect(segment!.start).toBeCloseTo(118 / 30, 6);
    // End: 5.15 is in 5–6; the next frame boundary up is 5.1667.
    expect(segment!.end).toBeCloseTo(155 / 30, 6);
    // The end of "four." cuts in its first stretch (3.1–3.21), not the later one.
    expect(cutSegments(analysis, [range(2, 3)])[0]!.end).toBeCloseTo(3.2, 6);
  });

  it('grows a segment whose edge has no quiet stretch to the next gap that has one', () => {
    // "three" starts after a gap with nothing quiet: the segment takes in
    // "two." and starts in the quiet after "one".
    const [segment] = cutSegments(analysis, [range(2, 3)]);
    expect(segment!.text).toBe('two. three four.');
    expect(segment!.start).toBeGreaterThan(0.9);
    expect(segment!.start).toBeLessThan(0.95);
  });

  it('stays unsnapped inside a stretch too short for a frame boundary', () => {
    // "five" ends in 4.5–4.52 (no 30 fps boundary inside): the cut stays in the stretch.
    const out = cutOut(source, 4);
    expect(out).toBeGreaterThan(4.5);
    expect(out).toBeLessThan(4.52);
  });

  it('treats the start and the end of the source as places to cut', () => {
    expect(cuttableBefore(source, 0)).toBe(true);
    expect(cuttableBefore(source, words.length)).toBe(true);
    expect(cuttableBefore(source, 2)).toBe(false);
  });
});

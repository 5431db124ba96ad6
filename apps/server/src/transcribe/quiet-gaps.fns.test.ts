import { describe, expect, it } from 'vitest';
import { markQuietGaps, speechLevelDb } from './quiet-gaps.fns';
import type { Word } from './transcribe.types';

const w = (text: string, start: number, end: number): Word => ({ text, start, end, confidence: 1 });

/** 10 ms frame levels: `base` dB everywhere, then the listed [from, to) stretches set to a level. */
function levels(seconds: number, base: number, stretches: Array<[number, number, number]>): Float32Array {
  const out = new Float32Array(Math.round(seconds * 100)).fill(base);
  for (const [from, to, db] of stretches) out.fill(db, Math.round(from * 100), Math.round(to * 100));
  return out;
}

describe('markQuietGaps', () => {
  it('finds the quiet stretch of each gap, before the first and after the last word', () => {
    const words = [w('one', 0.5, 1), w('two', 1.5, 2)];
    const lv = levels(3, -60, [
      [0.5, 1, -20],
      [1.5, 2, -20],
    ]);
    const out = markQuietGaps(words, lv, 3);
    expect(out[0]!.quietBefore).toEqual([{ start: 0, end: 0.5 }]);
    expect(out[0]!.quietAfter).toEqual([{ start: 1, end: 1.5 }]);
    expect(out[1]!.quietAfter).toEqual([{ start: 2, end: 3 }]);
    expect(words[0]).not.toHaveProperty('quietAfter');
  });

  it('leaves a gap without a frame 10 dB below the speech with no stretch', () => {
    const lv = levels(2, -20, [[1, 1.2, -27]]);
    expect(markQuietGaps([w('a', 0.5, 1), w('b', 1.2, 1.6)], lv, 2)[0]!.quietAfter).toEqual([]);
  });

  it('has no stretch in a gap shorter than a frame and only whole frames inside the gap', () => {
    const lv = levels(2, -60, [
      [0.5, 1, -20],
      [1.005, 1.5, -20],
    ]);
    expect(markQuietGaps([w('a', 0.5, 1), w('b', 1.005, 1.5)], lv, 2)[0]!.quietAfter).toEqual([]);
    const lv2 = levels(2, -60, [
      [0.5, 1.005, -20],
      [1.035, 1.5, -20],
    ]);
    expect(markQuietGaps([w('a', 0.5, 1.005), w('b', 1.035, 1.5)], lv2, 2)[0]!.quietAfter).toEqual([
      { start: 1.01, end: 1.03 },
    ]);
  });

  it('keeps the first and last of several quiet stretches (a breath between silences)', () => {
    const lv = levels(4, -60, [
      [0, 1, -20],
      [1.2, 1.3, -25],
      [1.5, 1.6, -25],
      [2, 3, -20],
    ]);
    const out = markQuietGaps([w('a', 0, 1), w('b', 2, 3)], lv, 4);
    expect(out[0]!.quietAfter).toEqual([
      { start: 1, end: 1.2 },
      { start: 1.6, end: 2 },
    ]);
  });

  it('measures speech as the median frame level of the words either side', () => {
    const lv = levels(2, -20, [[0.1, 0.2, -40]]);
    expect(speechLevelDb(w('a', 0, 0.5), w('b', 1, 1.5), lv)).toBe(-20);
    expect(speechLevelDb(undefined, w('b', 0.1, 0.2), lv)).toBe(-40);
  });
});

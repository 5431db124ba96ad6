import { describe, expect, it } from 'vitest';
import type { Word } from './transcribe.types';
import { toWordTimeline } from './word-timeline.fns';

const w = (text: string, start: number, end: number, confidence = 1): Word => ({ text, start, end, confidence });
const texts = (words: readonly Word[]) => words.map((x) => x.text).join(' ');

/** start ≤ end and start_i ≥ end_{i-1} for every word. */
function expectMonotonic(words: readonly Word[]) {
  for (const [i, word] of words.entries()) {
    expect(word.start).toBeLessThanOrEqual(word.end);
    if (i > 0) expect(word.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
  }
}

describe('toWordTimeline', () => {
  it('leaves an ordered, non-overlapping list as it is', () => {
    const words = [w('go', 0.1, 0.3), w('forward', 0.35, 0.8), w('ten', 0.8, 1)];
    expect(toWordTimeline(words)).toEqual(words);
  });

  it('keeps the more confident words of an utterance the decoder restarted', () => {
    // Words restart at 211.95 after 216.68, as in the reported interview.
    const first = [w('so', 211.9, 212.3, 0.9), w('we', 212.3, 212.6, 0.4), w('went', 212.6, 213.1, 0.8)];
    const restarted = [w('so', 211.95, 212.3, 0.5), w('he', 212.3, 212.62, 0.95), w('went', 212.6, 213.2, 0.6)];
    const out = toWordTimeline([...first, w('home', 216.2, 216.68, 1), ...restarted]);
    expect(texts(out)).toBe('so he went home');
    expect(out.map((x) => x.confidence)).toEqual([0.9, 0.95, 0.8, 1]);
    expectMonotonic(out);
  });

  it("keeps the earlier chunk's word when confidence is equal", () => {
    const out = toWordTimeline([w('alpha', 10, 10.5, 0.7), w('beta', 11, 11.4), w('alfa', 10.05, 10.5, 0.7)]);
    expect(texts(out)).toBe('alpha beta');
  });

  it('a more confident word that spans several others replaces them all', () => {
    const out = toWordTimeline([w('a', 1, 1.2, 0.3), w('b', 1.2, 1.4, 0.3), w('ab', 1, 1.4, 0.9)]);
    expect(texts(out)).toBe('ab');
  });

  it('clamps neighbours whose edges overlap a little instead of dropping either', () => {
    const out = toWordTimeline([w('one', 0, 0.5, 0.2), w('two', 0.45, 1, 0.9)]);
    expect(out).toEqual([w('one', 0, 0.5, 0.2), w('two', 0.5, 1, 0.9)]);
  });

  it('sorts unsorted input by start time', () => {
    const out = toWordTimeline([w('c', 2, 2.5), w('a', 0, 0.5), w('b', 1, 1.5)]);
    expect(texts(out)).toBe('a b c');
  });

  it('keeps zero-length words at boundaries and drops those inside a more confident word', () => {
    const out = toWordTimeline([w('x', 1, 1, 0.5), w('word', 1, 2, 0.8), w('y', 1.5, 1.5, 0.5), w('z', 2, 2, 0.5)]);
    expect(texts(out)).toBe('x word z');
    expectMonotonic(out);
    // A more confident zero-length word inside another wins, and the clamp keeps order.
    const won = toWordTimeline([w('word', 1, 2, 0.3), w('y', 1.5, 1.5, 0.9)]);
    expect(texts(won)).toBe('y');
  });

  it('turns a word that ends before it starts into a zero-length one and drops non-finite times', () => {
    const out = toWordTimeline([w('a', 0, 0.4), w('b', 0.9, 0.8), w('c', Number.NaN, 1)]);
    expect(out).toEqual([w('a', 0, 0.4), w('b', 0.9, 0.9)]);
  });

  it('yields monotonic words for any jumble of overlapping chunks', () => {
    let s = 7;
    const rnd = () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32);
    for (let round = 0; round < 50; round++) {
      const words: Word[] = [];
      for (let i = 0; i < 60; i++) {
        const start = rnd() * 30;
        words.push(w(`w${i}`, start, start + (rnd() < 0.1 ? 0 : rnd() * 0.8), Math.round(rnd() * 4) / 4));
      }
      expectMonotonic(toWordTimeline(words));
    }
  });
});

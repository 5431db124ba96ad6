import { describe, expect, it } from 'vitest';
import { concatScript, fitWithin, timeMap } from './timeline';

const rules = { fastForwardSec: 2, maxHoldSec: 1.5 };

describe('the intro clock', () => {
  it('runs in real time while the screen keeps changing', () => {
    const map = timeMap(100, [100, 100.5, 101, 101.5, 102], [], rules);
    expect(map(100)).toBe(0);
    expect(map(101.25)).toBeCloseTo(1.25);
    expect(map(102)).toBeCloseTo(2);
  });

  it('squeezes a waiting stretch into a couple of seconds and shifts what follows', () => {
    const frames = Array.from({ length: 61 }, (_, i) => 100 + i * 0.5); // a busy progress bar for 30 s
    const map = timeMap(100, frames, [{ start: 105, end: 125 }], rules);
    expect(map(105)).toBeCloseTo(5);
    expect(map(115)).toBeCloseTo(6); // halfway through the wait, halfway through its 2 s
    expect(map(125)).toBeCloseTo(7);
    expect(map(130)).toBeCloseTo(12);
  });

  it('leaves a wait shorter than the fast-forward alone', () => {
    const map = timeMap(0, [0, 0.5, 1, 1.5, 2], [{ start: 0.5, end: 1.5 }], rules);
    expect(map(2)).toBeCloseTo(2);
  });

  it('cuts a still screen short, but not one inside a fast-forward (that one is squeezed already)', () => {
    const map = timeMap(0, [0, 1, 9, 10], [], rules);
    expect(map(9)).toBeCloseTo(2.5);
    expect(map(10)).toBeCloseTo(3.5);
    const waited = timeMap(0, [0, 1, 9, 10], [{ start: 1, end: 9 }], rules);
    expect(waited(10)).toBeCloseTo(4);
  });

  it('never goes before the start', () => {
    expect(timeMap(10, [10, 11], [], rules)(5)).toBe(0);
  });
});

describe('the frames script for ffmpeg', () => {
  it('shows each frame until the next one on the video clock, the last until the end, and repeats the last file', () => {
    const frames = [
      { t: 0, file: 'a.jpg' },
      { t: 1, file: 'b.jpg' },
      { t: 9, file: 'c.jpg' },
    ];
    const script = concatScript(frames, timeMap(0, [0, 1, 9], [], rules), 10);
    expect(script.split('\n')).toEqual([
      'ffconcat version 1.0',
      "file 'a.jpg'",
      'duration 1.0000',
      "file 'b.jpg'",
      'duration 1.5000',
      "file 'c.jpg'",
      'duration 1.0000',
      "file 'c.jpg'",
      '',
    ]);
  });

  it('refuses a recording without frames', () => {
    expect(() => concatScript([], (t) => t, 1)).toThrow('no frames');
  });
});

describe('a recording that runs long', () => {
  it('plays evenly faster to fit, and one that fits is left as it is', () => {
    const map = timeMap(0, [0, 10, 20, 30], [], { fastForwardSec: 2, maxHoldSec: 20 });
    const fitted = fitWithin(map, 30, 20);
    expect(fitted(30)).toBeCloseTo(20);
    expect(fitted(15)).toBeCloseTo(10);
    expect(fitWithin(map, 30, 40)).toBe(map);
  });
});

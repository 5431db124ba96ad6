import { describe, expect, it } from 'vitest';
import {
  RATE_23_976,
  RATE_24,
  RATE_25,
  RATE_29_97,
  RATE_30,
  RATE_50,
  RATE_59_94,
  RATE_60,
  type Rate,
} from './rational-time';
import { formatTimecode, framesPerDay, parseTimecode, supportsDropFrame } from './timecode';

describe('drop-frame timecode', () => {
  it.each([
    [0, '00:00:00;00'],
    [29, '00:00:00;29'],
    [1799, '00:00:59;29'],
    [1800, '00:01:00;02'],
    [3598, '00:02:00;02'],
    [17982, '00:10:00;00'],
    [17981, '00:09:59;29'],
    [107892, '01:00:00;00'],
    [2589407, '23:59:59;29'],
  ])('labels frame %i at 29.97 as %s', (frames, tc) => {
    expect(formatTimecode(frames, RATE_29_97, true)).toBe(tc);
    expect(parseTimecode(tc, RATE_29_97).frames).toBe(frames);
  });

  it.each([
    [3599, '00:00:59;59'],
    [3600, '00:01:00;04'],
    [35964, '00:10:00;00'],
    [215784, '01:00:00;00'],
  ])('labels frame %i at 59.94 as %s', (frames, tc) => {
    expect(formatTimecode(frames, RATE_59_94, true)).toBe(tc);
    expect(parseTimecode(tc, RATE_59_94).frames).toBe(frames);
  });

  it('refuses the labels drop-frame skips', () => {
    expect(() => parseTimecode('00:01:00;00', RATE_29_97)).toThrow(RangeError);
    expect(() => parseTimecode('00:01:00;03', RATE_59_94)).toThrow(RangeError);
    expect(parseTimecode('00:10:00;00', RATE_29_97).frames).toBe(17982);
  });

  it('exists only at 29.97 and 59.94', () => {
    expect(
      [RATE_23_976, RATE_24, RATE_25, RATE_29_97, RATE_30, RATE_50, RATE_59_94, RATE_60].map(supportsDropFrame),
    ).toEqual([false, false, false, true, false, false, true, false]);
    expect(() => formatTimecode(10, RATE_25, true)).toThrow(RangeError);
  });

  it('keeps an hour of drop-frame timecode within a frame of an hour of clock time', () => {
    const frames = parseTimecode('01:00:00;00', RATE_29_97).frames;
    expect(Math.abs((frames * 1001) / 30000 - 3600)).toBeLessThan(1001 / 30000);
  });
});

describe('non-drop timecode', () => {
  it('counts nominal frames per second', () => {
    expect(formatTimecode(24, RATE_23_976)).toBe('00:00:01:00');
    expect(formatTimecode(1800, RATE_29_97, false)).toBe('00:01:00:00');
    expect(formatTimecode(90000, RATE_25)).toBe('01:00:00:00');
    expect(parseTimecode('01:00:00:00', RATE_59_94).frames).toBe(216000);
  });

  it('wraps after 24 hours', () => {
    expect(formatTimecode(framesPerDay(RATE_25, false), RATE_25)).toBe('00:00:00:00');
    expect(formatTimecode(framesPerDay(RATE_29_97, true) + 1800, RATE_29_97, true)).toBe('00:01:00;02');
  });

  it('rejects malformed or out-of-range timecode', () => {
    expect(() => parseTimecode('1:00:00', RATE_25)).toThrow(SyntaxError);
    expect(() => parseTimecode('00:00:00:25', RATE_25)).toThrow(RangeError);
    expect(() => parseTimecode('00:60:00:00', RATE_25)).toThrow(RangeError);
  });
});

describe('round trips across a whole day', () => {
  const cases: [string, Rate, boolean, number][] = [
    ['29.97 DF', RATE_29_97, true, 1],
    ['59.94 DF', RATE_59_94, true, 3],
    ['29.97 NDF', RATE_29_97, false, 7],
    ['23.976', RATE_23_976, false, 7],
    ['25', RATE_25, false, 7],
    ['60', RATE_60, false, 13],
  ];
  it.each(cases)('%s: every label parses back to its frame', (_name, rate, dropFrame, step) => {
    const day = framesPerDay(rate, dropFrame);
    let previous = '';
    for (let frame = 0; frame < day; frame += step) {
      const tc = formatTimecode(frame, rate, dropFrame);
      if (parseTimecode(tc, rate, dropFrame).frames !== frame) throw new Error(`${tc} did not read back as ${frame}`);
      // Labels only ever increase within the day.
      if (tc <= previous) throw new Error(`${tc} follows ${previous}`);
      previous = tc;
    }
    expect(formatTimecode(day - 1, rate, dropFrame)).toMatch(/^23:59:59[:;]/);
  });
});

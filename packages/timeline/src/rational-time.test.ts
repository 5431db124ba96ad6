import { describe, expect, it } from 'vitest';
import {
  RATE_23_976,
  RATE_25,
  RATE_29_97,
  RATE_59_94,
  RATE_60,
  addFractions,
  fcpxmlTime,
  fraction,
  framesToSeconds,
  parseFcpxmlTime,
  parseRate,
  rateFromFloat,
  rateFromXmeml,
  rescaleFrames,
  secondsToFrames,
  snapSecondsToFrame,
  xmemlRate,
} from './rational-time';

describe('rates', () => {
  it.each([
    [23.976, RATE_23_976],
    [23.98, RATE_23_976],
    [29.97, RATE_29_97],
    [29.97002997, RATE_29_97],
    [59.94, RATE_59_94],
    [25, RATE_25],
    [60, RATE_60],
  ])('snaps %f fps to the standard rate', (fps, rate) => {
    expect(rateFromFloat(fps)).toEqual(rate);
  });

  it('keeps unusual rates exact', () => {
    expect(rateFromFloat(12)).toEqual({ num: 12, den: 1 });
    expect(rateFromFloat(119.88)).toEqual({ num: 120000, den: 1001 });
    expect(rateFromFloat(15.5)).toEqual({ num: 31, den: 2 });
  });

  it('reads ffprobe rate strings', () => {
    expect(parseRate('30000/1001')).toEqual(RATE_29_97);
    expect(parseRate('2997/100')).toEqual(RATE_29_97);
    expect(parseRate('25/1')).toEqual(RATE_25);
    expect(parseRate('23.976')).toEqual(RATE_23_976);
  });

  it('writes and reads the FCP7 timebase with its NTSC flag', () => {
    expect(xmemlRate(RATE_29_97)).toEqual({ timebase: 30, ntsc: true });
    expect(xmemlRate(RATE_23_976)).toEqual({ timebase: 24, ntsc: true });
    expect(xmemlRate(RATE_25)).toEqual({ timebase: 25, ntsc: false });
    expect(rateFromXmeml({ timebase: 60, ntsc: true })).toEqual(RATE_59_94);
  });
});

describe('seconds and frames', () => {
  it('rounds seconds to the nearest frame', () => {
    expect(secondsToFrames(1, RATE_29_97)).toBe(30);
    expect(secondsToFrames(1.001, RATE_29_97)).toBe(30);
    expect(secondsToFrames(12.345, RATE_29_97)).toBe(370);
    expect(secondsToFrames(0.02, RATE_25)).toBe(1);
    expect(secondsToFrames(0.019, RATE_25)).toBe(0);
  });

  it('snaps seconds onto the frame grid', () => {
    expect(snapSecondsToFrame(1.01, RATE_25)).toBe(1);
    expect(snapSecondsToFrame(12.345, RATE_29_97)).toBeCloseTo((370 * 1001) / 30000, 12);
  });

  it('converts frames back to seconds exactly enough to round-trip', () => {
    for (const rate of [RATE_23_976, RATE_29_97, RATE_59_94]) {
      for (let frame = 0; frame < 200_000; frame += 997) {
        expect(secondsToFrames(framesToSeconds(frame, rate), rate)).toBe(frame);
      }
    }
  });

  it('rescales frames between rates', () => {
    expect(rescaleFrames(25, RATE_25, RATE_29_97)).toBe(30);
    expect(rescaleFrames(300, RATE_29_97, RATE_29_97)).toBe(300);
  });
});

describe('FCPXML rational time', () => {
  it('writes frames as reduced rational seconds', () => {
    expect(fcpxmlTime(1, RATE_29_97)).toBe('1001/30000s');
    expect(fcpxmlTime(30, RATE_29_97)).toBe('30030/30000s');
    expect(fcpxmlTime(30000, RATE_29_97)).toBe('1001s');
    expect(fcpxmlTime(0, RATE_29_97)).toBe('0s');
    expect(fcpxmlTime(50, RATE_25)).toBe('2s');
    expect(fcpxmlTime(37, RATE_25)).toBe('37/25s');
    expect(fcpxmlTime(1, RATE_23_976)).toBe('1001/24000s');
  });

  it('reads them back and adds them exactly', () => {
    expect(parseFcpxmlTime('1001/30000s')).toEqual({ n: 1001, d: 30000 });
    expect(parseFcpxmlTime('5s')).toEqual({ n: 5, d: 1 });
    expect(addFractions(fraction(1001, 30000), fraction(1, 25))).toEqual(fraction(1001 + 1200, 30000));
  });
});

/**
 * Rational time: frame rates as exact fractions, times as integer frames at a rate.
 * Transcripts speak seconds (floats); everything after the timeline conversion speaks frames,
 * so a cut is decided once and every exporter writes the same frame.
 */

/** Frames per second as an exact fraction (29.97 is 30000/1001, never 29.97). */
export interface Rate {
  readonly num: number;
  readonly den: number;
}

/** A time as a whole number of frames at a rate (OTIO's RationalTime with an integer value). */
export interface RationalTime {
  readonly value: number;
  readonly rate: Rate;
}

/** Half-open range [start, start + duration) in frames; which frames it counts is said by its name. */
export interface TimeRange {
  readonly start: number;
  readonly duration: number;
}

export const RATE_23_976: Rate = { num: 24000, den: 1001 };
export const RATE_24: Rate = { num: 24, den: 1 };
export const RATE_25: Rate = { num: 25, den: 1 };
export const RATE_29_97: Rate = { num: 30000, den: 1001 };
export const RATE_30: Rate = { num: 30, den: 1 };
export const RATE_50: Rate = { num: 50, den: 1 };
export const RATE_59_94: Rate = { num: 60000, den: 1001 };
export const RATE_60: Rate = { num: 60, den: 1 };

export const STANDARD_RATES: readonly Rate[] = [
  RATE_23_976,
  RATE_24,
  RATE_25,
  RATE_29_97,
  RATE_30,
  RATE_50,
  RATE_59_94,
  RATE_60,
];

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

export function makeRate(num: number, den = 1): Rate {
  if (!Number.isInteger(num) || !Number.isInteger(den) || num <= 0 || den <= 0) {
    throw new RangeError(`A frame rate needs positive integers, got ${num}/${den}`);
  }
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

export function rateToFloat(rate: Rate): number {
  return rate.num / rate.den;
}

export function ratesEqual(a: Rate, b: Rate): boolean {
  return a.num * b.den === b.num * a.den;
}

/** NTSC rates (x/1001) are written as a rounded timebase plus an ntsc flag by FCP7 XML and counted that way in timecode. */
export function isNtscRate(rate: Rate): boolean {
  return rate.den === 1001 && rate.num % 1000 === 0;
}

/** The integer number of frames a timecode second counts (30 for 29.97). */
export function nominalFps(rate: Rate): number {
  return Math.round(rate.num / rate.den);
}

/**
 * Snaps a measured rate (ffprobe's avg_frame_rate, a user's "29.97") to the standard rate it means;
 * other rates are kept as exact as the float allows.
 */
export function rateFromFloat(fps: number): Rate {
  if (!Number.isFinite(fps) || fps <= 0) throw new RangeError(`Not a frame rate: ${fps}`);
  for (const rate of STANDARD_RATES) {
    if (Math.abs(rateToFloat(rate) - fps) < 0.01) return rate;
  }
  if (Math.abs(fps - Math.round(fps)) < 0.001) return makeRate(Math.round(fps));
  const ntscNominal = (fps * 1001) / 1000;
  if (Math.abs(ntscNominal - Math.round(ntscNominal)) < 0.001) return makeRate(Math.round(ntscNominal) * 1000, 1001);
  return makeRate(Math.round(fps * 1000), 1000);
}

/** Reads "30000/1001", "25/1" (ffprobe's r_frame_rate) or "29.97". */
export function parseRate(text: string): Rate {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (match) {
    const exact = makeRate(Number(match[1]), Number(match[2]));
    const snapped = rateFromFloat(rateToFloat(exact));
    // ffprobe sometimes reports 2997/100 or 11988/500 for NTSC material: those mean 30000/1001 too.
    return Math.abs(rateToFloat(snapped) - rateToFloat(exact)) < 0.01 ? snapped : exact;
  }
  return rateFromFloat(Number(text));
}

/** Seconds to the nearest whole frame. */
export function secondsToFrames(seconds: number, rate: Rate): number {
  return Math.round((seconds * rate.num) / rate.den);
}

export function framesToSeconds(frames: number, rate: Rate): number {
  return (frames * rate.den) / rate.num;
}

export function snapSecondsToFrame(seconds: number, rate: Rate): number {
  return framesToSeconds(secondsToFrames(seconds, rate), rate);
}

/** The same instant counted at another rate, to the nearest frame. */
export function rescaleFrames(frames: number, from: Rate, to: Rate): number {
  if (ratesEqual(from, to)) return frames;
  return Math.round((frames * from.den * to.num) / (from.num * to.den));
}

export function rationalTime(value: number, rate: Rate): RationalTime {
  return { value, rate };
}

export function rangeEnd(range: TimeRange): number {
  return range.start + range.duration;
}

export function rangeFromBounds(start: number, end: number): TimeRange {
  return { start, duration: end - start };
}

export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.start < rangeEnd(b) && b.start < rangeEnd(a);
}

/** An exact fraction of seconds. */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

export function fraction(n: number, d = 1): Fraction {
  const g = gcd(n, d);
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  const g = gcd(a.d, b.d);
  return fraction(a.n * (b.d / g) + b.n * (a.d / g), (a.d / g) * b.d);
}

/** frames × den/num seconds, reduced. */
export function framesToFraction(frames: number, rate: Rate): Fraction {
  return fraction(frames * rate.den, rate.num);
}

/**
 * FCPXML's rational seconds: "1001/30000s", "5s", "0s". Written over `denominator` when it can be
 * (the rate's numerator: frames × 1001/30000s), the form Final Cut and Resolve write themselves.
 */
export function formatFcpxmlTime(time: Fraction, denominator?: number): string {
  if (time.n === 0) return '0s';
  if (time.d === 1) return `${time.n}s`;
  if (denominator && denominator % time.d === 0) return `${time.n * (denominator / time.d)}/${denominator}s`;
  return `${time.n}/${time.d}s`;
}

export function fcpxmlTime(frames: number, rate: Rate): string {
  return formatFcpxmlTime(framesToFraction(frames, rate), rate.num);
}

export function parseFcpxmlTime(text: string): Fraction {
  const match = /^(-?\d+)(?:\/(\d+))?s$/.exec(text.trim());
  if (!match) throw new SyntaxError(`Not an FCPXML time: ${text}`);
  return fraction(Number(match[1]), match[2] ? Number(match[2]) : 1);
}

/** FCP7 XML's <rate>: an integer timebase and an NTSC flag (29.97 = 30 + TRUE). */
export interface XmemlRate {
  readonly timebase: number;
  readonly ntsc: boolean;
}

export function xmemlRate(rate: Rate): XmemlRate {
  return { timebase: nominalFps(rate), ntsc: isNtscRate(rate) };
}

export function rateFromXmeml({ timebase, ntsc }: XmemlRate): Rate {
  return ntsc ? makeRate(timebase * 1000, 1001) : makeRate(timebase);
}

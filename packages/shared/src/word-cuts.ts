/**
 * Where a cut may go in a source: in the gaps between words (never inside one), with a little
 * padding that never reaches the neighbouring word, snapped to the source's frame grid. Where
 * ingest measured the gaps, cuts stay in their quiet stretches. The planner and the edit view
 * (edit by transcript) both cut with these rules, so a hand-made cut looks like the AI's.
 */
import type { QuietSpan, Word } from './transcript';

/** What cutting reads of one source: its words and the frame grid cuts snap to. */
export interface CutSource {
  words: readonly Word[];
  durationSec: number;
  /** Video frame rate; audio-only sources get 30 fps. */
  rate: { num: number; den: number };
}

export const cutRules = {
  /** Breathing room kept before the first and after the last word of a segment. */
  padSec: 0.15,
  /** Contiguous words closer than this always stay in one segment. */
  mergeGapSec: 0.3,
  /** Pauses at least this long are cut out when pauses are removed. */
  longPauseSec: 0.5,
  /** Dead air this long is cut out of every edit, even one that keeps natural pauses. */
  deadAirSec: 1.5,
  /** Requested durations are met within this fraction. */
  durationTolerance: 0.1,
  /** A trimmed sentence keeps at least this many words. */
  minPartialWords: 3,
} as const;

export const frameTimes = (rate: CutSource['rate']) => ({
  floor: (t: number) => (Math.floor((t * rate.num) / rate.den + 1e-9) * rate.den) / rate.num,
  ceil: (t: number) => (Math.ceil((t * rate.num) / rate.den - 1e-9) * rate.den) / rate.num,
});

/**
 * The quiet stretches of the gap before word `i` (`i` = words.length: the gap after the last
 * word), measured at ingest; undefined on transcripts made before gaps were measured.
 */
export function quietBefore(source: CutSource, i: number): readonly QuietSpan[] | undefined {
  return i === 0 ? source.words[0]?.quietBefore : source.words[i - 1]?.quietAfter;
}

/**
 * Whether a segment may start or end in the gap before word `i`: unmeasured gaps always (the
 * padding rules apply), measured ones when something in them is quiet, and the ends of the source.
 */
export function cuttableBefore(source: CutSource, i: number): boolean {
  if (i <= 0 || i >= source.words.length) return true;
  const spans = quietBefore(source, i);
  return !spans || spans.length > 0;
}

/** A cut this far inside a quiet stretch stays in its quiet 10 ms frames. */
const QUIET_MARGIN_SEC = 0.0005;

/**
 * The time in a quiet stretch nearest `target`, on a frame boundary when one lies in it
 * (the one on the padding side: earlier for a start, later for an end).
 */
function inQuiet(span: QuietSpan, target: number, rate: CutSource['rate'], side: 'in' | 'out'): number {
  const margin = Math.min(QUIET_MARGIN_SEC, (span.end - span.start) / 2);
  const lo = span.start + margin;
  const hi = span.end - margin;
  const t = Math.min(hi, Math.max(lo, target));
  const f = frameTimes(rate);
  const [first, second] = side === 'in' ? [f.floor(t), f.ceil(t)] : [f.ceil(t), f.floor(t)];
  if (first >= lo - 1e-9 && first <= hi + 1e-9) return first;
  if (second >= lo - 1e-9 && second <= hi + 1e-9) return second;
  return t;
}

/** Padding only, as on transcripts whose gaps were not measured. */
export function paddedCutIn(source: CutSource, firstWord: number, padSec: number = cutRules.padSec): number {
  const word = source.words[firstWord]!;
  const floorBound = Math.max(0, source.words[firstWord - 1]?.end ?? 0);
  const padded = Math.max(floorBound, word.start - padSec);
  const f = frameTimes(source.rate);
  const down = f.floor(padded);
  if (down >= floorBound - 1e-9 && down <= word.start + 1e-9) return Math.max(0, down);
  const up = f.ceil(padded);
  return up <= word.start + 1e-9 ? up : padded;
}

/** The mirror of paddedCutIn after a segment's last word. */
export function paddedCutOut(source: CutSource, lastWord: number, padSec: number = cutRules.padSec): number {
  const word = source.words[lastWord]!;
  const end = Math.max(source.durationSec, word.end);
  const ceilBound = Math.min(source.words[lastWord + 1]?.start ?? Infinity, end);
  const padded = Math.min(ceilBound, word.end + padSec);
  const f = frameTimes(source.rate);
  const up = f.ceil(padded);
  if (up <= ceilBound + 1e-9 && up >= word.end - 1e-9) return up;
  const down = f.floor(padded);
  return down >= word.end - 1e-9 ? down : padded;
}

/**
 * Where a segment may start: in the gap before its first word, at most padSec early, never
 * before the previous word ends, on a frame boundary when one lies in that gap. On measured
 * transcripts the cut stays in the gap's quiet stretch nearest the word.
 */
export function cutIn(source: CutSource, firstWord: number, padSec: number = cutRules.padSec): number {
  const spans = quietBefore(source, firstWord);
  if (!spans) return paddedCutIn(source, firstWord, padSec);
  const span = spans.at(-1);
  return span ? inQuiet(span, source.words[firstWord]!.start - padSec, source.rate, 'in') : 0;
}

/** Where a segment may end: the mirror of cutIn after its last word, within the source. */
export function cutOut(source: CutSource, lastWord: number, padSec: number = cutRules.padSec): number {
  const word = source.words[lastWord]!;
  const spans = quietBefore(source, lastWord + 1);
  if (!spans) return paddedCutOut(source, lastWord, padSec);
  const span = spans[0];
  return span ? inQuiet(span, word.end + padSec, source.rate, 'out') : Math.max(source.durationSec, word.end);
}

/**
 * One cut in the gap before word `i` (0 < i < words.length), as near its middle as the rules
 * allow: in the quiet stretch nearest the middle when gaps were measured, on the frame grid when
 * one lies in the gap. A segment parted here plays on without losing a frame of the pause, so a
 * reordered sentence takes its share of the pauses either side and the edit keeps its length.
 */
export function cutBetween(source: CutSource, i: number): number {
  const after = source.words[i - 1]!.end;
  const before = source.words[i]!.start;
  const middle = (after + before) / 2;
  const spans = quietBefore(source, i);
  if (spans && spans.length > 0) {
    const away = (s: QuietSpan) => Math.max(0, s.start - middle, middle - s.end);
    const nearest = spans.reduce((best, s) => (away(s) < away(best) ? s : best));
    return inQuiet(nearest, middle, source.rate, 'in');
  }
  const f = frameTimes(source.rate);
  for (const t of [f.floor(middle), f.ceil(middle)]) if (t >= after - 1e-9 && t <= before + 1e-9) return t;
  return middle;
}

export const round6 = (t: number) => Math.round(t * 1e6) / 1e6;

/** Index of the first word whose end is after `t` (words are in time order). */
function firstEndingAfter(words: readonly Word[], t: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.end <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EPS = 1e-6;

/**
 * Why a cut at `t` breaks the cut rules, or null when it keeps them: never inside a word, and on
 * the frame grid unless the gap it sits in (or its quiet stretch) holds no frame boundary.
 */
export function cutPlacementIssue(source: CutSource, t: number): 'inside a word' | 'off the frame grid' | null {
  const i = firstEndingAfter(source.words, t + EPS);
  const next = source.words[i];
  if (next && next.start < t - EPS) return 'inside a word';
  const frames = (t * source.rate.num) / source.rate.den;
  if (Math.abs(frames - Math.round(frames)) < 1e-3) return null;
  if (t <= EPS || t >= source.durationSec - EPS) return null;
  const f = frameTimes(source.rate);
  const holdsFrame = (lo: number, hi: number) => f.ceil(lo) <= hi + 1e-9;
  const gapStart = source.words[i - 1]?.end ?? 0;
  const gapEnd = next?.start ?? Math.max(source.durationSec, gapStart);
  if (!holdsFrame(gapStart, gapEnd)) return null;
  const quiet = quietBefore(source, i)?.find((s) => s.start - EPS <= t && t <= s.end + EPS);
  const margin = quiet && Math.min(QUIET_MARGIN_SEC, (quiet.end - quiet.start) / 2);
  if (quiet && !holdsFrame(quiet.start + margin!, quiet.end - margin!)) return null;
  return 'off the frame grid';
}

/**
 * Cut rules: how picked transcript units become playable segments. Cuts sit in the gaps between
 * words (never inside one), with a little padding that never reaches the neighbouring word,
 * snapped to the source's frame grid; requested durations are met within ±10 %. Where ingest
 * measured the gaps, cuts go only where the audio is quiet: a segment whose edge falls in a gap
 * without a quiet stretch grows to the next gap that has one.
 */
import type { Segment } from '@otto/shared/container';
import type { QuietSpan, Word } from '@otto/shared/transcript';
import type { Analysis, SourceInput, Unit } from '../analyse/analyse.types';

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

/** A run of words of one source, inclusive indexes. */
export interface WordRange {
  sourceId: string;
  firstWord: number;
  lastWord: number;
}

export interface CutOptions {
  /** Leave filler words and phrases out (splitting segments around them). */
  dropFillers?: boolean;
  /** Cut out pauses of at least longPauseSec inside the picked words. */
  removePauses?: boolean;
}

export const unitRange = (u: Unit): WordRange => ({
  sourceId: u.sourceId,
  firstWord: u.firstWord,
  lastWord: u.lastWord,
});

const sourceIndex = (analysis: Analysis) => new Map(analysis.sources.map((s, i) => [s.sourceId, i]));

/** Ranges in source order, overlapping ones joined. */
export function normaliseRanges(analysis: Analysis, ranges: readonly WordRange[]): WordRange[] {
  const order = sourceIndex(analysis);
  const sorted = [...ranges]
    .filter((r) => order.has(r.sourceId) && r.lastWord >= r.firstWord)
    .sort((a, b) => order.get(a.sourceId)! - order.get(b.sourceId)! || a.firstWord - b.firstWord);
  const out: WordRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && last.sourceId === r.sourceId && r.firstWord <= last.lastWord)
      last.lastWord = Math.max(last.lastWord, r.lastWord);
    else out.push({ ...r });
  }
  return out;
}

/** The pause at which a segment is split: any long pause when asked, else only dead air. */
const splitGap = (opts: CutOptions) => (opts.removePauses ? cutRules.longPauseSec : cutRules.deadAirSec);

/** Splits ranges around filler words and at long pauses, as the options ask. */
function refine(analysis: Analysis, ranges: readonly WordRange[], opts: CutOptions): WordRange[] {
  const fillerWords = new Map<string, Set<number>>();
  if (opts.dropFillers) {
    for (const f of analysis.fillers) {
      const set = fillerWords.get(f.sourceId) ?? new Set<number>();
      for (let i = f.firstWord; i <= f.lastWord; i++) set.add(i);
      fillerWords.set(f.sourceId, set);
    }
  }
  const bySource = new Map(analysis.sources.map((s) => [s.sourceId, s.words]));
  const out: WordRange[] = [];
  for (const r of ranges) {
    const words = bySource.get(r.sourceId)!;
    const skip = fillerWords.get(r.sourceId);
    let open: WordRange | null = null;
    for (let i = r.firstWord; i <= r.lastWord; i++) {
      if (skip?.has(i)) {
        open = null;
        continue;
      }
      const pauseBefore = open && words[i]!.start - words[open.lastWord]!.end >= splitGap(opts);
      if (!open || pauseBefore) {
        open = { sourceId: r.sourceId, firstWord: i, lastWord: i };
        out.push(open);
      } else open.lastWord = i;
    }
  }
  return out;
}

const frameTimes = (rate: SourceInput['rate']) => ({
  floor: (t: number) => (Math.floor((t * rate.num) / rate.den + 1e-9) * rate.den) / rate.num,
  ceil: (t: number) => (Math.ceil((t * rate.num) / rate.den - 1e-9) * rate.den) / rate.num,
});

/**
 * The quiet stretches of the gap before word `i` (`i` = words.length: the gap after the last
 * word), measured at ingest; undefined on transcripts made before gaps were measured.
 */
function quietBefore(source: SourceInput, i: number): readonly QuietSpan[] | undefined {
  return i === 0 ? source.words[0]?.quietBefore : source.words[i - 1]?.quietAfter;
}

/**
 * Whether a segment may start or end in the gap before word `i`: unmeasured gaps always (the
 * padding rules apply), measured ones when something in them is quiet, and the ends of the source.
 */
export function cuttableBefore(source: SourceInput, i: number): boolean {
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
function inQuiet(span: QuietSpan, target: number, rate: SourceInput['rate'], side: 'in' | 'out'): number {
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

/**
 * Where a segment may start: in the gap before its first word, at most padSec early, never
 * before the previous word ends, on a frame boundary when one lies in that gap. On measured
 * transcripts the cut stays in the gap's quiet stretch nearest the word.
 */
export function cutIn(source: SourceInput, firstWord: number): number {
  const word = source.words[firstWord]!;
  const spans = quietBefore(source, firstWord);
  if (spans) {
    const span = spans.at(-1);
    return span ? inQuiet(span, word.start - cutRules.padSec, source.rate, 'in') : 0;
  }
  const floorBound = Math.max(0, source.words[firstWord - 1]?.end ?? 0);
  const padded = Math.max(floorBound, word.start - cutRules.padSec);
  const f = frameTimes(source.rate);
  const down = f.floor(padded);
  if (down >= floorBound - 1e-9 && down <= word.start + 1e-9) return Math.max(0, down);
  const up = f.ceil(padded);
  return up <= word.start + 1e-9 ? up : padded;
}

/** Where a segment may end: the mirror of cutIn after its last word, within the source. */
export function cutOut(source: SourceInput, lastWord: number): number {
  const word = source.words[lastWord]!;
  const end = Math.max(source.durationSec, word.end);
  const spans = quietBefore(source, lastWord + 1);
  if (spans) {
    const span = spans[0];
    return span ? inQuiet(span, word.end + cutRules.padSec, source.rate, 'out') : end;
  }
  const ceilBound = Math.min(source.words[lastWord + 1]?.start ?? Infinity, end);
  const padded = Math.min(ceilBound, word.end + cutRules.padSec);
  const f = frameTimes(source.rate);
  const up = f.ceil(padded);
  if (up <= ceilBound + 1e-9 && up >= word.end - 1e-9) return up;
  const down = f.floor(padded);
  return down >= word.end - 1e-9 ? down : padded;
}

/** Grows a range outwards until both its ends sit in gaps a cut may use. */
function toCuttableGaps(source: SourceInput, r: WordRange): WordRange {
  let { firstWord, lastWord } = r;
  while (!cuttableBefore(source, firstWord)) firstWord--;
  while (!cuttableBefore(source, lastWord + 1)) lastWord++;
  return { ...r, firstWord, lastWord };
}

/** Segments for picked word ranges, in source order. */
export function cutSegments(analysis: Analysis, ranges: readonly WordRange[], opts: CutOptions = {}): Segment[] {
  const refined = refine(analysis, normaliseRanges(analysis, ranges), opts);
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  const merged: WordRange[] = [];
  for (const refinedRange of refined) {
    const r = toCuttableGaps(sources.get(refinedRange.sourceId)!, refinedRange);
    const last = merged.at(-1);
    const words = sources.get(r.sourceId)!.words;
    const sameSource = last && last.sourceId === r.sourceId;
    const contiguous = sameSource && r.firstWord === last.lastWord + 1;
    const gap = contiguous ? words[r.firstWord]!.start - words[last.lastWord]!.end : Infinity;
    if (sameSource && r.firstWord <= last.lastWord) last.lastWord = Math.max(last.lastWord, r.lastWord);
    else if (contiguous && (gap < cutRules.mergeGapSec || gap < splitGap(opts))) last.lastWord = r.lastWord;
    else merged.push({ ...r });
  }
  return merged.map((r) => {
    const source = sources.get(r.sourceId)!;
    return {
      sourceId: r.sourceId,
      start: round6(cutIn(source, r.firstWord)),
      end: round6(cutOut(source, r.lastWord)),
      text: wordsText(source.words, r.firstWord, r.lastWord),
    };
  });
}

const round6 = (t: number) => Math.round(t * 1e6) / 1e6;

const wordsText = (words: readonly Word[], first: number, last: number) =>
  words
    .slice(first, last + 1)
    .map((w) => w.text)
    .join(' ');

export const rangesDuration = (analysis: Analysis, ranges: readonly WordRange[], opts: CutOptions = {}): number =>
  cutSegments(analysis, ranges, opts).reduce((sum, s) => sum + (s.end - s.start), 0);

export interface DurationFit {
  ranges: WordRange[];
  duration: number;
  /** False when the material is too short (or too long to trim) to meet the target. */
  met: boolean;
}

/**
 * Picks units (best first) until the cut lasts the target ±10 %: whole sentences while they fit,
 * skipping ones that would overshoot; then, if still short, the opening words of the next best
 * sentence; a single sentence that alone overshoots is trimmed word by word.
 */
export function fitDuration(
  analysis: Analysis,
  ranked: readonly Unit[],
  target: number,
  opts: CutOptions = {},
): DurationFit {
  const lo = target * (1 - cutRules.durationTolerance);
  const hi = target * (1 + cutRules.durationTolerance);
  const aim = target * 0.98;
  let chosen: WordRange[] = [];
  let duration = 0;
  const used = new Set<string>();
  // Units go in batches that double while they fit and halve when they overshoot: adding words
  // never shortens a cut, so a batch that fits means each of its units would have fit alone.
  let next = 0;
  let batch = 1;
  while (next < ranked.length && duration < aim) {
    const take = ranked.slice(next, next + batch);
    const trial = [...chosen, ...take.map(unitRange)];
    const d = rangesDuration(analysis, trial, opts);
    if (d <= hi) {
      chosen = trial;
      duration = d;
      for (const u of take) used.add(u.id);
      next += take.length;
      // Close to the target, go one sentence at a time again so the cut lands near it.
      batch = duration < target * 0.8 ? batch * 2 : 1;
    } else if (batch > 1) batch = Math.max(1, batch >> 1);
    else next++;
  }
  if (duration < lo) {
    for (const unit of ranked) {
      if (used.has(unit.id)) continue;
      const best = bestPrefix(analysis, chosen, unit, lo, hi, opts);
      if (best) {
        chosen = best.ranges;
        duration = best.duration;
        break;
      }
    }
  }
  return { ranges: normaliseRanges(analysis, chosen), duration, met: duration >= lo && duration <= hi };
}

function bestPrefix(analysis: Analysis, chosen: WordRange[], unit: Unit, lo: number, hi: number, opts: CutOptions) {
  for (let last = unit.lastWord; last >= unit.firstWord + cutRules.minPartialWords - 1; last--) {
    const ranges = [...chosen, { sourceId: unit.sourceId, firstWord: unit.firstWord, lastWord: last }];
    const duration = rangesDuration(analysis, ranges, opts);
    if (duration <= hi && duration >= lo) return { ranges, duration };
    if (duration < lo) return null;
  }
  return null;
}

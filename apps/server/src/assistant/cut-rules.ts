/**
 * Cut rules: how picked transcript units become playable segments. Cuts sit in the gaps between
 * words (never inside one), with a little padding that never reaches the neighbouring word,
 * snapped to the source's frame grid; requested durations are met within ±10 %. Where ingest
 * measured the gaps, cuts go only where the audio is quiet: a segment whose edge falls in a gap
 * without a quiet stretch grows to the next gap that has one.
 */
import type { Segment } from '@otto/shared/container';
import type { Word } from '@otto/shared/transcript';
import { cutBetween, cutIn, cutOut, cutRules, cuttableBefore, round6 } from '@otto/shared/word-cuts';
import type { Analysis, SourceInput, Unit } from '../analyse/analyse.types';

// The cut placement itself is shared with the edit view (edit by transcript).
export { cutIn, cutOut, cutRules, cuttableBefore };

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

/** Whether the range holds that word of its source. */
export const rangeHolds = (r: WordRange, at: { sourceId: string; wordIndex: number }): boolean =>
  r.sourceId === at.sourceId && r.firstWord <= at.wordIndex && at.wordIndex <= r.lastWord;

/** Whether the range holds any word of the unit. */
export const rangeTouches = (r: WordRange, u: WordRange): boolean =>
  r.sourceId === u.sourceId && r.firstWord <= u.lastWord && u.firstWord <= r.lastWord;

const sourceIndex = (analysis: Pick<Analysis, 'sources'>) => new Map(analysis.sources.map((s, i) => [s.sourceId, i]));

/** Ranges in source order, overlapping ones joined. */
export function normaliseRanges(analysis: Pick<Analysis, 'sources'>, ranges: readonly WordRange[]): WordRange[] {
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
function refine(
  analysis: Pick<Analysis, 'sources' | 'fillers'>,
  ranges: readonly WordRange[],
  opts: CutOptions,
): WordRange[] {
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

/** Grows a range outwards until both its ends sit in gaps a cut may use. */
function toCuttableGaps(source: SourceInput, r: WordRange): WordRange {
  let { firstWord, lastWord } = r;
  while (!cuttableBefore(source, firstWord)) firstWord--;
  while (!cuttableBefore(source, lastWord + 1)) lastWord++;
  return { ...r, firstWord, lastWord };
}

/** Segments for picked word ranges, in source order. */
export function cutSegments(
  analysis: Pick<Analysis, 'sources' | 'fillers'>,
  ranges: readonly WordRange[],
  opts: CutOptions = {},
): Segment[] {
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

/** Below this, a part of a segment is too short to be cut off on its own. */
const minPartSec = 0.1;

/**
 * Segments parted before each word given (a chapter's first, where two cuts of an edit met) where
 * a segment runs on across it: the halves meet at one cut in the gap before the word (see
 * cutBetween), so they play on with no frame lost or played twice.
 */
export function partSegments(
  analysis: Pick<Analysis, 'sources'>,
  segments: readonly Segment[],
  before: ReadonlyArray<{ sourceId: string; wordIndex: number }>,
): Segment[] {
  if (before.length === 0) return [...segments];
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  return segments.flatMap((segment) => {
    const source = sources.get(segment.sourceId)!;
    const cuts = before
      .filter((w) => w.sourceId === segment.sourceId)
      .map((w) => round6(cutBetween(source, w.wordIndex)))
      // A word the segment opens with starts it already.
      .filter((cut) => cut > segment.start + minPartSec && cut < segment.end - minPartSec)
      .sort((a, b) => a - b);
    if (cuts.length === 0) return [segment];
    const edges = [segment.start, ...cuts, segment.end];
    return edges.slice(1).map((end, k) => {
      const start = edges[k]!;
      const said = source.words.filter((w) => (w.start + w.end) / 2 >= start && (w.start + w.end) / 2 < end);
      return { sourceId: segment.sourceId, start, end, text: said.map((w) => w.text).join(' ') };
    });
  });
}

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

export interface FitOptions {
  /**
   * `ranked` is a passage growing from where it starts (a subject clip): once the cut holds half
   * the target, a sentence that would overshoot ends it — its opening words finish the cut —
   * rather than a shorter sentence further away, which is often about something else.
   */
  passage?: boolean;
}

/**
 * Picks units (best first) until the cut lasts the target ±10 %: whole sentences while they fit,
 * skipping ones that would overshoot (see FitOptions.passage); then, if still short, the opening
 * words of the next best sentence; a single sentence that alone overshoots is trimmed word by word.
 */
export function fitDuration(
  analysis: Analysis,
  ranked: readonly Unit[],
  target: number,
  opts: CutOptions = {},
  fit: FitOptions = {},
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
    else if (fit.passage && duration >= target / 2) break;
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

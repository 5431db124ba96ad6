/**
 * An edit as pieces: its words split at sentence boundaries, in playing order. Follow-ups drop,
 * add or reorder pieces and cut them back into segments without losing the edit's own order.
 */
import type { Segment } from '@otto/shared/container';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import { cutRules, cutSegments, partSegments, rangesDuration, type CutOptions, type WordRange } from './cut-rules';

/** Words of a piece; `run` names the edit segment they came from (touching words of one run play on). */
export type PieceRange = WordRange & { run?: number };

export interface Piece {
  /** Its words: one range, or several where the edit cut fillers out of the sentence. */
  ranges: PieceRange[];
  /** The sentence the words belong to (absent for words outside every sentence). */
  unit?: Unit;
}

/** The pieces of word ranges given in playing order; a sentence cut by the edit keeps only its words in it. */
export function editPieces(analysis: Analysis, ranges: readonly WordRange[]): Piece[] {
  const pieces: Piece[] = [];
  const add = (range: PieceRange, unit?: Unit) => {
    const last = pieces.at(-1);
    // A sentence split only around cut fillers or pauses stays one piece.
    if (unit && last?.unit === unit) last.ranges.push(range);
    else pieces.push({ ranges: [range], unit });
  };
  ranges.forEach((range, run) => {
    const r: PieceRange = { ...range, run };
    let at = r.firstWord;
    const units = analysis.units
      .filter((u) => u.sourceId === r.sourceId && u.lastWord >= r.firstWord && u.firstWord <= r.lastWord)
      .sort((a, b) => a.firstWord - b.firstWord);
    for (const unit of units) {
      if (unit.firstWord > at) add({ ...r, firstWord: at, lastWord: unit.firstWord - 1 });
      const lastWord = Math.min(r.lastWord, unit.lastWord);
      add({ ...r, firstWord: Math.max(at, unit.firstWord), lastWord }, unit);
      at = lastWord + 1;
    }
    if (at <= r.lastWord) add({ ...r, firstWord: at });
  });
  return pieces;
}

/** Whether a piece holds its whole sentence, but for filler words the edit cut out. */
export function isWholeSentence(analysis: Analysis, p: Piece): boolean {
  const unit = p.unit;
  if (!unit) return false;
  const filler = (i: number) =>
    analysis.fillers.some((f) => f.sourceId === unit.sourceId && i >= f.firstWord && i <= f.lastWord);
  for (let i = unit.firstWord; i <= unit.lastWord; i++)
    if (!filler(i) && !p.ranges.some((r) => i >= r.firstWord && i <= r.lastWord)) return false;
  return true;
}

/** The pieces' words as runs that play on: touching words of one edit segment join. */
export function pieceRuns(pieces: readonly Piece[]): WordRange[] {
  const runs: PieceRange[] = [];
  for (const range of pieces.flatMap((p) => p.ranges)) {
    const last = runs.at(-1);
    if (last && last.run !== undefined && last.run === range.run && range.firstWord === last.lastWord + 1)
      last.lastWord = range.lastWord;
    else runs.push({ ...range });
  }
  return runs.map(({ sourceId, firstWord, lastWord }) => ({ sourceId, firstWord, lastWord }));
}

/**
 * Segments for pieces in playing order: touching words of one edit segment are cut together, so
 * what the edit had cut out (a pause, a filler) stays out.
 */
export function piecesToSegments(analysis: Analysis, pieces: readonly Piece[], opts: CutOptions = {}): Segment[] {
  // Runs that follow on in their source with too short a gap to cut twice in (an edit's cut at a
  // chapter's start) are cut as one and parted where they met: cut apart, the padding each side
  // would play the same audio twice.
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  const runs: WordRange[] = [];
  const met: Array<{ sourceId: string; wordIndex: number }> = [];
  for (const run of pieceRuns(pieces)) {
    const last = runs.at(-1);
    const words = sources.get(run.sourceId)?.words;
    const onRun =
      last?.sourceId === run.sourceId &&
      run.firstWord === last.lastWord + 1 &&
      words !== undefined &&
      words[run.firstWord]!.start - words[last.lastWord]!.end < cutRules.mergeGapSec;
    if (onRun) {
      met.push({ sourceId: run.sourceId, wordIndex: run.firstWord });
      last.lastWord = run.lastWord;
    } else runs.push({ ...run });
  }
  return partSegments(
    analysis,
    runs.flatMap((r) => cutSegments(analysis, [r], opts)),
    met,
  );
}

/**
 * Segments cut separately but overlapping in their source (an opening cleaned on its own, then the
 * rest) are one segment: each side's padding would otherwise play the same audio twice. Segments
 * that only meet stay apart: they were parted there on purpose (see partSegments), at a chapter's start.
 */
export function joinOverlapping(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && last.sourceId === s.sourceId && s.start >= last.start && s.start < last.end - 1e-6) {
      out[out.length - 1] = { ...last, end: Math.max(last.end, s.end), text: `${last.text} ${s.text}` };
    } else out.push(s);
  }
  return out;
}

export const pieceDuration = (analysis: Analysis, piece: Piece, opts: CutOptions = {}): number =>
  rangesDuration(analysis, piece.ranges, opts);

export const segmentsDuration = (segments: readonly Segment[]): number =>
  segments.reduce((sum, s) => sum + (s.end - s.start), 0);

/** "from 0:46 to 0:31", or in tenths of a second when the clock would not show the change. */
export function lengthChange(before: number, after: number): string {
  const [a, b] = [formatClock(before), formatClock(after)];
  return a === b ? `from ${before.toFixed(1)} s to ${after.toFixed(1)} s` : `from ${a} to ${b}`;
}

/**
 * By how many seconds a length changed, as the clocks of lengthChange show it: "from 0:38 to 0:19"
 * is 19 s shorter, though 38.9 − 19.0 rounds to 20. Tenths where the clocks read alike.
 */
export function secondsChanged(before: number, after: number): string {
  const shown = Math.abs(Math.floor(before + 1e-6) - Math.floor(after + 1e-6));
  return formatClock(before) === formatClock(after) ? `${Math.abs(before - after).toFixed(1)} s` : `${shown} s`;
}

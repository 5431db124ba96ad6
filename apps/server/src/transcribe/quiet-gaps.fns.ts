import type { QuietSpan } from '@otto/shared/transcript';
import type { Word } from './transcribe.types';

/** Loudness is measured in frames this long (10 ms). */
export const LEVEL_FRAME_SEC = 0.01;
/** A cut may go where a frame is at least this far below the speech either side. */
export const QUIET_BELOW_SPEECH_DB = 10;
const EPS = 1e-6;

const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Levels of the frames a word covers (at least the frame its start falls in). */
function wordLevels(word: Word | undefined, levels: Float32Array): number[] {
  if (!word) return [];
  const first = Math.floor(word.start / LEVEL_FRAME_SEC + EPS);
  const last = Math.max(first, Math.ceil(word.end / LEVEL_FRAME_SEC - EPS) - 1);
  return Array.from(levels.subarray(Math.max(0, first), Math.min(levels.length, last + 1)));
}

/** The speech level around a gap: the median frame level of the words either side of it. */
export function speechLevelDb(before: Word | undefined, after: Word | undefined, levels: Float32Array): number {
  return median([...wordLevels(before, levels), ...wordLevels(after, levels)]);
}

const round6 = (t: number) => Math.round(t * 1e6) / 1e6;

/**
 * The quiet stretches of [from, to): runs of whole frames inside the gap at least
 * QUIET_BELOW_SPEECH_DB below `speechDb`; the first and the last when there are more.
 */
function quietSpans(from: number, to: number, speechDb: number, levels: Float32Array): QuietSpan[] {
  if (!Number.isFinite(speechDb)) return [];
  const threshold = speechDb - QUIET_BELOW_SPEECH_DB;
  const first = Math.max(0, Math.ceil(from / LEVEL_FRAME_SEC - EPS));
  const end = Math.min(levels.length, Math.floor(to / LEVEL_FRAME_SEC + EPS));
  const spans: QuietSpan[] = [];
  let open: number | undefined;
  for (let k = first; k <= end; k++) {
    const quiet = k < end && levels[k]! <= threshold;
    if (quiet && open === undefined) open = k;
    if (!quiet && open !== undefined) {
      spans.push({ start: round6(open * LEVEL_FRAME_SEC), end: round6(k * LEVEL_FRAME_SEC) });
      open = undefined;
    }
  }
  return spans.length > 2 ? [spans[0]!, spans.at(-1)!] : spans;
}

/**
 * Marks where cuts may go: every gap between words (and before the first, after the last)
 * gets its quiet stretches, measured on the 10 ms frame levels (dBFS) of the audio the words
 * were heard in. Words must already be one monotonic timeline.
 */
export function markQuietGaps(words: readonly Word[], levels: Float32Array, durationSec: number): Word[] {
  const out = words.map((w) => ({ ...w }));
  if (out.length === 0) return out;
  out[0]!.quietBefore = quietSpans(0, out[0]!.start, speechLevelDb(undefined, out[0], levels), levels);
  for (const [i, word] of out.entries()) {
    const next = out[i + 1];
    const to = next ? next.start : Math.max(durationSec, word.end);
    word.quietAfter = quietSpans(word.end, to, speechLevelDb(word, next, levels), levels);
  }
  return out;
}

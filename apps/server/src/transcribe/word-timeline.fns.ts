import type { Word } from './transcribe.types';

/**
 * Two words whose overlap covers at least this share of the shorter one hear the same audio
 * twice (an utterance the decoder restarted, chunks that overlap): only one of them is kept.
 * Smaller overlaps are neighbours whose edges touch; they are clamped apart instead.
 */
const SAME_AUDIO_SHARE = 0.5;
/** No word lasts longer than this: kept words starting earlier are not compared again. */
const LOOKBACK_SEC = 30;

interface Entry {
  word: Word;
  /** Position in the engine's output: the earlier chunk or utterance wins a tie. */
  order: number;
}

/** True when `b` re-hears audio `a` already covers. */
function hearsSameAudio(a: Word, b: Word): boolean {
  const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const shorter = Math.min(a.end - a.start, b.end - b.start);
  if (shorter <= 0) {
    // A zero-length word re-hears audio when it sits strictly inside the other word.
    const point = a.end - a.start <= 0 ? a : b;
    const span = point === a ? b : a;
    return point.start > span.start && point.start < span.end;
  }
  return overlap > 0 && overlap >= shorter * SAME_AUDIO_SHARE;
}

/** The more confident of two words that hear the same audio; the earlier one on a tie. */
const wins = (a: Entry, b: Entry) =>
  a.word.confidence > b.word.confidence || (a.word.confidence === b.word.confidence && a.order < b.order);

/**
 * One timeline of words from whatever the engines sent (chunk after chunk, utterances the
 * decoder restarted, words out of order): sorted by start, words that hear the same audio
 * as a more confident one dropped (the earlier chunk's on equal confidence), then each word
 * clamped to start at or after the previous word's end, so start ≤ end and start_i ≥ end_{i-1}.
 */
export function toWordTimeline(words: readonly Word[]): Word[] {
  const entries: Entry[] = words
    .filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end))
    .map((w, order) => ({ word: { ...w, start: Math.max(0, w.start), end: Math.max(0, w.start, w.end) }, order }))
    .sort((a, b) => a.word.start - b.word.start || a.order - b.order);

  const kept: Entry[] = [];
  for (const entry of entries) {
    let keep = true;
    // A long word may re-hear several kept ones: compare it with every recent one it overlaps.
    for (let i = kept.length - 1; i >= 0 && kept[i]!.word.start >= entry.word.start - LOOKBACK_SEC; i--) {
      const other = kept[i]!;
      if (other.word.end <= entry.word.start || !hearsSameAudio(other.word, entry.word)) continue;
      if (wins(entry, other)) kept.splice(i, 1);
      else {
        keep = false;
        break;
      }
    }
    if (keep) kept.push(entry);
  }

  const out: Word[] = [];
  for (const { word } of kept) {
    const previousEnd = out.at(-1)?.end ?? 0;
    const start = Math.max(word.start, previousEnd);
    out.push({ ...word, start, end: Math.max(word.end, start) });
  }
  return out;
}

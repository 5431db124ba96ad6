/**
 * Sentences, silences, fillers and retakes from timed words. Recognisers like pocketsphinx give
 * no punctuation, so pauses carry most of the sentence structure; punctuation helps when present.
 */
import { endsSentence } from '@otto/shared/sentence-end';
import type { Word } from '@otto/shared/transcript';
import { normaliseToken, stem } from './text.fns';

export const analysisRules = {
  /** A pause this long ends a sentence. */
  sentencePauseSec: 0.6,
  /** Gaps this long are silences. */
  silenceSec: 0.5,
  /** A pause this long, or a semicolon or colon, parts clauses: where a quiet change of subject may fall… */
  clausePauseSec: 0.3,
  /** …and so does a pause this many times the speaker's usual gap between words, if at least minClausePauseSec. */
  clauseGapFactor: 2,
  minClausePauseSec: 0.15,
  /** Longer runs are split at their largest pause so units stay pickable. */
  maxSentenceWords: 30,
  /** Retakes: a unit whose opening words a later unit repeats within this window. */
  retakeWindowSec: 30,
  retakeLookahead: 3,
} as const;

/** Word times come rounded to the millisecond: a 0.6 s pause may read 0.5999. */
const timeTolerance = 1e-3;

export interface WordRange {
  firstWord: number;
  lastWord: number;
}

/**
 * Splits a source's words into sentences: at long pauses, sentence punctuation, a change of
 * speaker (an interviewer's question and the answer that follows close on it are two lines), and
 * a size cap.
 */
export function splitSentences(words: readonly Word[]): WordRange[] {
  const ranges: WordRange[] = [];
  let first = 0;
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    const ends =
      !next ||
      next.start - words[i]!.end >= analysisRules.sentencePauseSec - timeTolerance ||
      endsSentence(words[i]!.text) ||
      (next.speaker !== undefined && words[i]!.speaker !== undefined && next.speaker !== words[i]!.speaker);
    if (ends) {
      ranges.push(...capLength(words, { firstWord: first, lastWord: i }));
      first = i + 1;
    }
  }
  return ranges;
}

/** Whether the recogniser writes sentence punctuation (whisper does; pocketsphinx does not). */
export const isPunctuated = (words: readonly Word[]): boolean => words.some((w) => endsSentence(w.text));

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'my', 'our']);

/**
 * In a transcript without punctuation, a clause that opens with a subject pronoun after a pause is
 * a new sentence, not the rest of the last one: "…through a magnifying glass · i joined an archery
 * club". Both sides must hold three words or more ("i think · i should go" stays one).
 */
export function opensSentence(words: readonly Word[], before: WordRange, clause: WordRange): boolean {
  return (
    SUBJECT_PRONOUNS.has(words[clause.firstWord]!.text.toLowerCase()) &&
    clause.lastWord - clause.firstWord >= 2 &&
    before.lastWord - before.firstWord >= 2
  );
}

/**
 * The pause that parts clauses for this speaker: a fast speaker may change subject at a pause
 * shorter than a slow speaker leaves between words, so it is judged against the usual gap
 * between words (the median of gaps shorter than a sentence pause).
 */
export function clausePauseOf(words: readonly Word[]): number {
  const gaps = words
    .slice(1)
    .map((w, i) => w.start - words[i]!.end)
    .filter((g) => g >= 0 && g < analysisRules.sentencePauseSec)
    .sort((a, b) => a - b);
  const usual = gaps[gaps.length >> 1] ?? 0;
  return Math.min(
    analysisRules.clausePauseSec,
    Math.max(analysisRules.minClausePauseSec, analysisRules.clauseGapFactor * usual),
  );
}

/** Splits a sentence into clauses at shorter pauses (see clausePauseOf) and at semicolons and colons. */
export function splitClauses(
  words: readonly Word[],
  sentence: WordRange,
  pauseSec: number = analysisRules.clausePauseSec,
): WordRange[] {
  const ranges: WordRange[] = [];
  let first = sentence.firstWord;
  for (let i = first; i < sentence.lastWord; i++) {
    const pause = words[i + 1]!.start - words[i]!.end;
    if (pause >= pauseSec - timeTolerance || /[;:]$/.test(words[i]!.text)) {
      ranges.push({ firstWord: first, lastWord: i });
      first = i + 1;
    }
  }
  ranges.push({ firstWord: first, lastWord: sentence.lastWord });
  return ranges;
}

function capLength(words: readonly Word[], range: WordRange): WordRange[] {
  const count = range.lastWord - range.firstWord + 1;
  if (count <= analysisRules.maxSentenceWords) return [range];
  // Split after the largest gap in the middle half, so both parts stay sentence-like.
  const lo = range.firstWord + Math.floor(count / 4);
  const hi = range.lastWord - Math.floor(count / 4);
  let at = lo;
  let best = -Infinity;
  for (let i = lo; i < hi; i++) {
    const gap = words[i + 1]!.start - words[i]!.end;
    if (gap > best) {
      best = gap;
      at = i;
    }
  }
  return [
    ...capLength(words, { firstWord: range.firstWord, lastWord: at }),
    ...capLength(words, { firstWord: at + 1, lastWord: range.lastWord }),
  ];
}

/** Gaps of at least `minSec` between words, and before the first / after the last word. */
export function findSilences(words: readonly Word[], durationSec: number, minSec: number = analysisRules.silenceSec) {
  const out: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const w of words) {
    if (w.start - cursor >= minSec) out.push({ start: cursor, end: w.start });
    cursor = Math.max(cursor, w.end);
  }
  if (durationSec - cursor >= minSec) out.push({ start: cursor, end: durationSec });
  return out;
}

const singleFillers = new Set(['um', 'umm', 'uh', 'uhh', 'erm', 'er', 'hmm', 'hm', 'mm', 'mhm', 'ah', 'eh']);
const pairFillers = new Set(['you know', 'i mean']);
/** A pause around "like" that marks it as a filler rather than a verb or preposition. */
const likePauseSec = 0.25;

/** Filler words and phrases (um, uh, "you know", "i mean", "like" used as a filler). */
export function findFillers(words: readonly Word[]): Array<WordRange & { text: string }> {
  const tokens = words.map((w) => normaliseToken(w.text));
  const out: Array<WordRange & { text: string }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const pair = `${t} ${tokens[i + 1] ?? ''}`;
    if (singleFillers.has(t)) {
      out.push({ firstWord: i, lastWord: i, text: t });
    } else if (pairFillers.has(pair) && isLoose(words, i, i + 1, tokens)) {
      out.push({ firstWord: i, lastWord: i + 1, text: pair });
      i++;
    } else if (t === 'like' && isLoose(words, i, i, tokens)) {
      out.push({ firstWord: i, lastWord: i, text: t });
    }
  }
  return out;
}

/**
 * "Like" and "you know" are fillers when set off by pauses, repeated, or next to another filler;
 * "I like it" and "you know the answer" run straight on and stay.
 */
function isLoose(words: readonly Word[], first: number, last: number, tokens: readonly string[]): boolean {
  const before = first > 0 ? words[first]!.start - words[first - 1]!.end : Infinity;
  const after = last + 1 < words.length ? words[last + 1]!.start - words[last]!.end : Infinity;
  const prevToken = tokens[first - 1] ?? '';
  const nextToken = tokens[last + 1] ?? '';
  return (
    before >= likePauseSec ||
    after >= likePauseSec ||
    /,$/.test(words[last]!.text) ||
    singleFillers.has(prevToken) ||
    singleFillers.has(nextToken) ||
    nextToken === tokens[last] ||
    (tokens[first] === 'like' && (prevToken === 'like' || nextToken === 'like'))
  );
}

const openingStems = (words: readonly Word[], range: WordRange, n: number): string[] =>
  words
    .slice(range.firstWord, Math.min(range.lastWord + 1, range.firstWord + n + 2))
    .map((w) => normaliseToken(w.text))
    .filter((t) => t && !singleFillers.has(t))
    .slice(0, n)
    .map(stem);

const stemsOf = (words: readonly Word[], range: WordRange): string[] =>
  words
    .slice(range.firstWord, range.lastWord + 1)
    .map((w) => normaliseToken(w.text))
    .filter((t) => t && !singleFillers.has(t))
    .map(stem);

/** Share of the earlier take's words the later one says again: a real retake repeats nearly all. */
export const retakeOverlap = 0.8;

function repeats(earlier: readonly string[], later: readonly string[]): boolean {
  const said = new Set(later);
  return earlier.filter((s) => said.has(s)).length >= retakeOverlap * earlier.length;
}

/**
 * Retakes: a speaker restarts a line ("so the plan is — so the plan is to hire…"). A unit whose
 * first three words a later unit of the same speaker (within the window) opens with too, and whose words the later unit
 * nearly all says again, is the earlier, dropped take; a full sentence that merely opens alike
 * ("I think that…") is a line of its own and stays.
 * Returns, for each retaken sentence index, the index of the take that replaces it.
 */
export function findRetakes(words: readonly Word[], sentences: readonly WordRange[]): Map<number, number> {
  const n = 3;
  const retakes = new Map<number, number>();
  for (let i = 0; i < sentences.length; i++) {
    const a = openingStems(words, sentences[i]!, n);
    if (a.length < n) continue;
    for (let j = i + 1; j <= Math.min(sentences.length - 1, i + analysisRules.retakeLookahead); j++) {
      const sj = sentences[j]!;
      if (words[sj.firstWord]!.start - words[sentences[i]!.lastWord]!.end > analysisRules.retakeWindowSec) break;
      // One speaker's line is never another's retake (an interviewer repeating the guest's words).
      if (words[sj.firstWord]!.speaker !== words[sentences[i]!.firstWord]!.speaker) continue;
      const b = openingStems(words, sj, n);
      if (
        b.length === n &&
        a.every((s, k) => s === b[k]) &&
        repeats(stemsOf(words, sentences[i]!), stemsOf(words, sj))
      ) {
        retakes.set(i, j);
        break;
      }
    }
  }
  return retakes;
}

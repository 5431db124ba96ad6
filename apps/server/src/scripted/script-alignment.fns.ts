/**
 * Script alignment: every script line is found in the transcripts as fuzzy word alignments (the
 * line in full, a stretch of any source), so recognition errors, fillers and restarts cost a
 * little instead of breaking the match. Each line gets its takes, best first: complete takes
 * before ones cut short, then the fewest fillers and stray words, then the last one said (the
 * take a director usually keeps).
 */
import type { Word } from '@otto/shared/transcript';
import { phoneticCodes, soundsLike } from '../analyse/sounds-like.fns';
import { normaliseToken, stem } from '../analyse/text.fns';

export const alignmentRules = {
  /** A heard word that is the script's (same word or stem). */
  match: 2,
  /** A heard word that sounds like the script's: a recognition error. */
  soundsLike: 1.5,
  /** A heard word in place of the script's that is neither. */
  substitute: -1,
  /** A script word the take leaves out. */
  skipScript: -1,
  /** A heard word between script words (a filler, a repeat, a false start). */
  extraWord: -0.5,
  /** A take says at least this share of its line's words. */
  minCoverage: 0.5,
  /** From this share on, a take counts as complete (recognisers drop or mishear a few words). */
  completeCoverage: 0.8,
  /**
   * A pause this long parts takes: an alignment crosses it only from one script word to the
   * next, never over heard words that are not the line's (the end of one take and the start of
   * the next would otherwise join into one long, "complete" take).
   */
  takeBreakSec: 1,
  /** Takes kept per line, the chosen one included. */
  maxTakes: 6,
} as const;

export interface AlignSource {
  sourceId: string;
  words: readonly Word[];
}

export interface Take {
  sourceId: string;
  /** Word indexes into the source, inclusive: the first and last word matched to the line. */
  firstWord: number;
  lastWord: number;
  score: number;
  /** Share of the line's words the take says. */
  coverage: number;
  /** Heard words inside the take that are not the script's: fillers, repeats, false starts. */
  extraWords: number;
}

export interface LineAlignment {
  line: string;
  /** Best first (see the file comment); empty when the line was never said. */
  takes: Take[];
}

const tokensOf = (text: string) => text.split(/\s+/).map(normaliseToken).filter(Boolean);

/**
 * The transcripts' vocabulary, indexed once so each script word finds the heard words it may be
 * by lookup (same stem, same sound) instead of comparing against every word of a long transcript.
 */
function vocabulary(sources: readonly AlignSource[]) {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const coded = sources.map((s) =>
    Int32Array.from(s.words, (w) => {
      const token = normaliseToken(w.text);
      let id = ids.get(token);
      if (id === undefined) {
        id = words.length;
        ids.set(token, id);
        words.push(token);
      }
      return id;
    }),
  );
  const byStem = new Map<string, number[]>();
  const bySound = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  words.forEach((w, id) => {
    add(byStem, stem(w), id);
    if (w.length >= 4) for (const code of phoneticCodes(w)) if (code.length >= 3) add(bySound, code, id);
  });
  const scoreCache = new Map<string, Float32Array>();
  /** Per heard word (by vocabulary id), what it scores against the script word. */
  function scoresFor(token: string): Float32Array {
    let scores = scoreCache.get(token);
    if (scores) return scores;
    scores = new Float32Array(words.length).fill(alignmentRules.substitute);
    for (const code of token.length >= 5 ? phoneticCodes(token) : [])
      for (const id of bySound.get(code) ?? [])
        if (soundsLike(token, words[id]!)) scores[id] = alignmentRules.soundsLike;
    for (const id of byStem.get(stem(token)) ?? []) scores[id] = alignmentRules.match;
    scoreCache.set(token, scores);
    return scores;
  }
  return { coded, scoresFor };
}

/**
 * Aligns one line against one source: the line in full, any stretch of the source (a DP over
 * the source's words, one column at a time). Returns the best alignment ending at each word.
 */
function alignLine(
  line: readonly Float32Array[],
  heard: Int32Array,
  breakBefore: Uint8Array,
  emit: (take: Omit<Take, 'sourceId'>) => void,
) {
  const m = line.length;
  let score = new Float64Array(m + 1);
  let first = new Int32Array(m + 1).fill(-1);
  let last = new Int32Array(m + 1).fill(-1);
  let matched = new Int32Array(m + 1);
  let extra = new Int32Array(m + 1);
  for (let i = 1; i <= m; i++) score[i] = score[i - 1]! + alignmentRules.skipScript;
  let nScore = new Float64Array(m + 1);
  let nFirst = new Int32Array(m + 1);
  let nLast = new Int32Array(m + 1);
  let nMatched = new Int32Array(m + 1);
  let nExtra = new Int32Array(m + 1);
  for (let j = 0; j < heard.length; j++) {
    const id = heard[j]!;
    const parted = breakBefore[j] === 1;
    nScore[0] = 0;
    nFirst[0] = -1;
    nLast[0] = -1;
    nMatched[0] = 0;
    nExtra[0] = 0;
    for (let i = 1; i <= m; i++) {
      const s = line[i - 1]![id]!;
      // Diagonal: the heard word stands for script word i.
      let best = parted && s <= 0 ? -Infinity : score[i - 1]! + s;
      let from = 0;
      const skip = nScore[i - 1]! + alignmentRules.skipScript;
      if (skip > best) {
        best = skip;
        from = 1;
      }
      // A heard word before the take's first match is no part of it: only count it once inside.
      const insert = score[i]! + alignmentRules.extraWord;
      if (!parted && first[i]! >= 0 && insert > best) {
        best = insert;
        from = 2;
      }
      nScore[i] = best;
      if (from === 0) {
        const hit = s > 0;
        nFirst[i] = first[i - 1]! >= 0 ? first[i - 1]! : hit ? j : -1;
        nLast[i] = hit ? j : last[i - 1]!;
        nMatched[i] = matched[i - 1]! + (hit ? 1 : 0);
        nExtra[i] = extra[i - 1]!;
      } else if (from === 1) {
        nFirst[i] = nFirst[i - 1]!;
        nLast[i] = nLast[i - 1]!;
        nMatched[i] = nMatched[i - 1]!;
        nExtra[i] = nExtra[i - 1]!;
      } else {
        nFirst[i] = first[i]!;
        nLast[i] = last[i]!;
        nMatched[i] = matched[i]!;
        nExtra[i] = extra[i]! + 1;
      }
    }
    if (nLast[m] === j && nFirst[m]! >= 0)
      emit({
        firstWord: nFirst[m]!,
        lastWord: j,
        score: nScore[m]!,
        coverage: nMatched[m]! / m,
        extraWords: nExtra[m]!,
      });
    [score, nScore] = [nScore, score];
    [first, nFirst] = [nFirst, first];
    [last, nLast] = [nLast, last];
    [matched, nMatched] = [nMatched, matched];
    [extra, nExtra] = [nExtra, extra];
  }
}

/** Whether a is the better take to use: complete, clean, then the last one said. */
function takeOrder(sourceOrder: ReadonlyMap<string, number>) {
  const complete = (t: Take) => (t.coverage >= alignmentRules.completeCoverage ? 1 : 0);
  return (a: Take, b: Take) =>
    complete(b) - complete(a) ||
    a.extraWords - b.extraWords ||
    sourceOrder.get(b.sourceId)! - sourceOrder.get(a.sourceId)! ||
    b.firstWord - a.firstWord;
}

export function alignScript(lines: readonly string[], sources: readonly AlignSource[]): LineAlignment[] {
  const vocab = vocabulary(sources);
  const sourceOrder = new Map(sources.map((s, i) => [s.sourceId, i]));
  const order = takeOrder(sourceOrder);
  const breaks = sources.map((s) =>
    Uint8Array.from(s.words, (w, j) => (j > 0 && w.start - s.words[j - 1]!.end >= alignmentRules.takeBreakSec - 1e-3 ? 1 : 0)),
  );
  return lines.map((line) => {
    const tokens = tokensOf(line);
    if (tokens.length === 0) return { line, takes: [] };
    const scored = tokens.map(vocab.scoresFor);
    // One word is matched by chance everywhere: short lines must be said whole.
    const minCoverage = tokens.length <= 3 ? 1 : alignmentRules.minCoverage;
    const found: Take[] = [];
    sources.forEach((source, s) => {
      alignLine(scored, vocab.coded[s]!, breaks[s]!, (take) => {
        if (take.coverage >= minCoverage && take.score > 0) found.push({ sourceId: source.sourceId, ...take });
      });
    });
    // The strongest alignments claim their words; weaker ones over the same words are the same take.
    found.sort((a, b) => b.score - a.score);
    const kept: Take[] = [];
    for (const take of found) {
      const overlaps = kept.some(
        (k) => k.sourceId === take.sourceId && take.firstWord <= k.lastWord && k.firstWord <= take.lastWord,
      );
      if (!overlaps) kept.push(take);
    }
    return { line, takes: kept.sort(order).slice(0, alignmentRules.maxTakes) };
  });
}

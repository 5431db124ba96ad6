/**
 * Topics as the most likely partition of the whole transcript (Utiyama & Isahara 2001), not as
 * valleys found one gap at a time. A topic scores the log-likelihood of its words and WordNet
 * concepts under its own Laplace-smoothed distribution: a stretch about one subject reuses its
 * vocabulary and scores high, two subjects together spread it and score low. Each topic costs
 * about the log of the transcript's word count (the model's description-length penalty), so the count
 * of topics follows the footage, not its length. A long pause or a speaker change makes a
 * boundary cheaper; a new file forces one. Dynamic programming finds the best partition exactly.
 * Where the units carry sentence meaning (see topic-meaning.fns), meaning leads and words only
 * settle near-ties.
 */
import { heardSurely, surelyHeardAbove, type Bag, type CohesionUnit } from './cohesion.fns';
import { opensSubject } from './opens-subject.fns';
import { refersBack } from './refers-back.fns';
import { addMeaningCoherence, centredMeaning } from './topic-meaning.fns';

export const partitionRules = {
  /**
   * Each topic costs this many times log(word count). The model's own penalty is 1×; a little more
   * keeps a story told without repeated words (a novel's narration) in one topic.
   */
  topicCostScale: 1.2,
  /** A boundary at a pause this much longer than the usual one costs nothing… */
  freePauseSec: 2,
  /** …and a speaker change takes this share off its cost. */
  speakerShare: 0.3,
  /** A topic with less speech than this pays the cost of a topic once more. */
  shortTopicSec: 20,
  /**
   * With sentence meaning (bench/topic-boundaries.bench.ts, all sets): a topic costs this much
   * coherence (a clause that points the topic's way adds up to 1)…
   */
  meaningTopicCost: 1.2,
  /**
   * …words count this share of their likelihood: more and the word model's over-splitting of
   * narration returns (0.04: 8 → 13 of 62 changes missed on the unseen sets); none and a reading whose
   * passages mean much the same is one topic…
   */
  meaningWordShare: 0.02,
  /**
   * …and a long pause takes this share of the free-pause discount, no short-topic surcharge: a
   * speaker who stops to think mid-subject was read as a change (the surcharge only cost short
   * subjects, which meaning tells apart). Not where the words were heard unsurely (see
   * cohesion.fns surelyHeardAbove): a synthetic voice under pocketsphinx, subjects changing at
   * 2.5–3.3 s pauses, 0 → 8 of 9 changes found (bench/topic-boundaries.bench.ts --spoken-long).
   */
  meaningPauseShare: 0.25,
  /** How surely the words around a boundary were heard is judged over this many units each side. */
  heardNearUnits: 6,
  /**
   * The word model's vocabulary is what this much speech holds, not the whole recording's: with the
   * whole's, every split of a long recording gained less (the smoothing spreads over words said an
   * hour away), so a 6-minute interview of nine subjects came out as six topics and half an hour of
   * 48 as 16 (bench/topic-boundaries.bench.ts --long). Interviews this short keep the whole.
   */
  heldVocabularySec: 180,
  /**
   * A topic starting at a clause that points back (see refers-back.fns) costs this share of a
   * topic more: a subject's closing line ("my kids think it is the best job in the world") says
   * little of it, and meaning alone put it with the next subject (bench/topic-boundaries.bench.ts:
   * unseen-e 16 → 12 of 23 changes missed, 17 → 9 false boundaries; long 17 → 16 of 73; no other
   * set changes, 0.25–2 alike). Only with meaning: on words alone the boundaries are then placed
   * by the clauses' lean (topic-boundaries.fns), and the cost there missed 3 more of 175 changes.
   */
  referenceCost: 0.5,
  /**
   * A topic starting at a clause that opens a subject (see opens-subject.fns) costs this share of
   * a topic less: at a subject's edge the meaning of a line or two leans both ways, and the
   * partition put the opener with the subject before it or the old subject's last lines with the
   * new one (bench/topic-boundaries.bench.ts, ten interview sets: 31 → 21 of 201 changes missed,
   * 28 → 19 false boundaries, no set worse; --long 16 → 5 of 73 missed, 10 → 3 false; 0.75–1
   * alike, 0.5 half the gain). Only with meaning: on words alone it missed 2 more.
   */
  openerShare: 0.75,
} as const;

/**
 * score[i][j]: the log-likelihood of sentences i..j (inclusive) as one topic,
 * Σ c·log((c+1)/(L+V)) over its features, kept incrementally as Σ c·log(c+1) − L·log(L+V).
 * O(sentences² × features per sentence): an hour is ~10⁶ rows × features, so features are
 * numbered once and counted in a typed array (Map lookups made this seconds on the event loop).
 */
function topicLikelihoods(bags: readonly Bag[], vocabulary: number): Float64Array[] {
  const ids = new Map<string, number>();
  const features = bags.map((bag) => {
    const keys = new Int32Array(bag.size);
    const weights = new Float64Array(bag.size);
    let at = 0;
    for (const [k, w] of bag) {
      let id = ids.get(k);
      if (id === undefined) ids.set(k, (id = ids.size));
      keys[at] = id;
      weights[at++] = w;
    }
    return { keys, weights };
  });
  const V = Math.max(1, Math.min(ids.size, vocabulary));
  const counts = new Float64Array(ids.size);
  // log(count + 1) per feature, kept beside the count: one Math.log per step instead of two.
  const logs = new Float64Array(ids.size);
  return bags.map((_, i) => {
    const row = new Float64Array(bags.length);
    counts.fill(0);
    logs.fill(0);
    let sumCLogC = 0;
    let length = 0;
    for (let j = i; j < bags.length; j++) {
      const { keys, weights } = features[j]!;
      for (let f = 0; f < keys.length; f++) {
        const k = keys[f]!;
        const w = weights[f]!;
        const c = counts[k]!;
        const log = Math.log(c + w + 1);
        sumCLogC += (c + w) * log - c * logs[k]!;
        counts[k] = c + w;
        logs[k] = log;
        length += w;
      }
      row[j] = sumCLogC - length * Math.log(length + V);
    }
    return row;
  });
}

export interface PartitionOptions {
  maxTopics: number;
  /** Spoken seconds a topic needs at least, unless file starts or the ends bound it. */
  minTopicSec: number;
}

/** Topic index of each sentence; `bags` are each sentence's words and concepts, unweighted. */
export function partitionTopics(
  units: readonly CohesionUnit[],
  bags: readonly Bag[],
  options: PartitionOptions,
): number[] {
  const n = units.length;
  if (n === 0) return [];
  const score = topicLikelihoods(bags, heldVocabulary(units, bags, partitionRules.heldVocabularySec));
  const words = bags.reduce((sum, bag) => sum + [...bag.values()].reduce((a, b) => a + b, 0), 0);
  const meaning = centredMeaning(units);
  const wordShare = meaning ? partitionRules.meaningWordShare : 1;
  let topicCost = wordShare * partitionRules.topicCostScale * Math.log(Math.max(2, words));
  if (meaning) {
    for (const row of score) for (let j = 0; j < row.length; j++) row[j]! *= wordShare;
    addMeaningCoherence(score, meaning);
    topicCost += partitionRules.meaningTopicCost;
  }
  const usualPause = [...units.slice(1).map((u) => u.pauseBefore)].sort((x, y) => x - y)[(n - 1) >> 1] ?? 0;
  const near = partitionRules.heardNearUnits;
  const startCost = units.map((u, i) => {
    if (u.sourceStart) return 0;
    // Meaning read from garbled words is noise: there a long pause counts in full, as without meaning.
    const sure = meaning && heardSurely(units, Math.max(0, i - near), Math.min(n, i + near)) >= surelyHeardAbove;
    const pauseShare = sure ? partitionRules.meaningPauseShare : 1;
    const pause = Math.min(1, Math.max(0, u.pauseBefore - usualPause) / partitionRules.freePauseSec);
    const discount = Math.min(1, pauseShare * pause + (u.speakerChange ? partitionRules.speakerShare : 0));
    const reference = meaning && u.text && refersBack(u.text) ? partitionRules.referenceCost : 0;
    // In a conversation the turn is the cue: the answer after a question does not open the subject.
    const opener =
      meaning && !u.turnStart && u.text && opensSubject(u.text, units[i - 1]?.text) ? partitionRules.openerShare : 0;
    return topicCost * (1 - discount + reference - opener);
  });
  const speechBefore = [0];
  for (const u of units) speechBefore.push(speechBefore.at(-1)! + u.duration);
  const fileStarts = units.map((u, i) => (i > 0 && u.sourceStart ? i : -1)).filter((i) => i > 0);
  // A topic never crosses a file start, and is short only where file starts or the ends bound it.
  const allowed = (i: number, j: number) => {
    if (fileStarts.some((f) => f > i && f <= j)) return false;
    const bounded = (i === 0 || units[i]!.sourceStart) && (j === n - 1 || units[j + 1]!.sourceStart);
    return bounded || speechBefore[j + 1]! - speechBefore[i]! >= options.minTopicSec;
  };
  // A topic of a few sentences is rarely a subject: it must be clearly apart to stand alone.
  const shortCost = (i: number, j: number) =>
    !meaning && (i > 0 || j < n - 1) && speechBefore[j + 1]! - speechBefore[i]! < partitionRules.shortTopicSec
      ? topicCost
      : 0;
  const startOf = (i: number, j: number) => (i > 0 ? startCost[i]! : 0) + shortCost(i, j);
  const maxTopics = Math.max(1, Math.min(options.maxTopics, n)) + fileStarts.length;
  const best = bestPartitionWithin(n, maxTopics, score, allowed, startOf);
  if (best) return best;
  // No partition meets the minimum length (a very short transcript): one topic, split only by files.
  let topic = 0;
  return units.map((u, i) => (i > 0 && u.sourceStart ? ++topic : topic));
}

type Allowed = (i: number, j: number) => boolean;
type StartCost = (i: number, j: number) => number;

/**
 * The best partition at any count of topics (each topic pays its start cost): O(units²) whatever
 * the count, so an hour of footage may have as many topics as it has subjects. Undefined when no
 * partition is allowed.
 */
function bestPartition(
  n: number,
  score: readonly Float64Array[],
  allowed: Allowed,
  startOf: StartCost,
): number[] | undefined {
  // best[j]: the best score of sentences 0..j-1; from[j] where its last topic starts.
  const best = new Float64Array(n + 1).fill(-Infinity);
  const from = new Int32Array(n + 1).fill(-1);
  best[0] = 0;
  for (let j = 1; j <= n; j++) {
    for (let i = 0; i < j; i++) {
      if (best[i] === -Infinity || !allowed(i, j - 1)) continue;
      const s = best[i]! + score[i]![j - 1]! - startOf(i, j - 1);
      if (s > best[j]!) [best[j], from[j]] = [s, i];
    }
  }
  if (best[n] === -Infinity) return undefined;
  const starts: number[] = [];
  for (let j = n; j > 0; j = from[j]!) starts.unshift(from[j]!);
  const topicOf = new Array<number>(n).fill(0);
  starts.forEach((start, t) => topicOf.fill(t, start));
  return topicOf;
}

/**
 * The best partition of at most `maxTopics` topics: the free one, or where that has more, the free
 * one with every topic dearer by the least extra cost that brings the count within (found by
 * bisection, each step O(units²), where a search over counts would be O(count × units²)).
 */
function bestPartitionWithin(
  n: number,
  maxTopics: number,
  score: readonly Float64Array[],
  allowed: Allowed,
  startOf: StartCost,
): number[] | undefined {
  const dearer = (extra: number) => bestPartition(n, score, allowed, (i, j) => startOf(i, j) + (i > 0 ? extra : 0));
  const count = (topicOf: readonly number[]) => topicOf[n - 1]! + 1;
  let within = dearer(0);
  if (!within || count(within) <= maxTopics) return within;
  let cheap = 0;
  let dear = 1;
  while (count((within = dearer(dear))!) > maxTopics) [cheap, dear] = [dear, dear * 2];
  for (let step = 0; step < 12; step++) {
    const middle = (cheap + dear) / 2;
    const tried = dearer(middle)!;
    if (count(tried) <= maxTopics) [dear, within] = [middle, tried];
    else cheap = middle;
  }
  return within;
}

/**
 * The mean count of distinct features in `windowSec` of speech, over every stretch that long
 * (sliding by unit); the whole transcript's count when it is shorter.
 */
function heldVocabulary(units: readonly CohesionUnit[], bags: readonly Bag[], windowSec: number): number {
  const counts: number[] = [];
  const inWindow = new Map<string, number>();
  let speech = 0;
  let end = 0;
  for (let start = 0; start < units.length; start++) {
    while (end < units.length && speech < windowSec) {
      for (const k of bags[end]!.keys()) inWindow.set(k, (inWindow.get(k) ?? 0) + 1);
      speech += units[end]!.duration;
      end++;
    }
    if (speech < windowSec) break;
    counts.push(inWindow.size);
    for (const k of bags[start]!.keys()) {
      const left = inWindow.get(k)! - 1;
      if (left === 0) inWindow.delete(k);
      else inWindow.set(k, left);
    }
    speech -= units[start]!.duration;
  }
  if (counts.length === 0) return Infinity;
  return counts.reduce((a, b) => a + b, 0) / counts.length;
}

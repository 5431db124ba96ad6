/**
 * Where exactly a subject changes. Topic detection says "a change around here" from windows of
 * whole sentences, which at a quiet change (a pause no longer than between sentences) can land a
 * sentence or two off. Each such boundary is then placed at the clause gap nearby that best parts
 * the two subjects: every clause in reach goes to whichever neighbouring topic its words and
 * concepts lean to (judged against each topic's speech beyond the reach), with the topics kept
 * contiguous, so the boundary falls where the lean flips. The partition model's likelihood of
 * the two topics (topic-dp.fns) weighs in too: where clauses lean weakly, the boundary goes where
 * the whole topics' words put it. Longer pauses win near-ties.
 */
import { cosine, sumBags, type Bag, type CohesionUnit } from './cohesion.fns';

export const boundaryRules = {
  /** A boundary moves at most this far (seconds on the recording's clock) either way. */
  reachSec: 12,
  /** Each topic is judged from up to this much of its speech beyond the reach. */
  contextSec: [15, 25, 40, 60],
  /** Per second of pause (up to 2), a gap gains this share of a typical clause's lean. */
  pauseWeight: 0.1,
  /**
   * A pause this long is where subjects change unless the words on both sides clearly belong
   * together: it gains as much as two typical clauses' lean, so one weakly leaning sentence (or
   * the likelihood alone) cannot pull the boundary off it.
   */
  longPauseSec: 2,
  longPauseBonus: 2,
  /**
   * The partition model's likelihood of the two topics counts this much of a typical clause's
   * lean per typical step: the leans nearby lead, the whole topics' words settle weak leans.
   */
  likelihoodWeight: 0.5,
  /** How far a noise line leans to the topic after it, as a share of a typical clause's lean. */
  noiseLean: 0.3,
  /** A subject this short (seconds of speech) may stand alone when clearly foreign to its neighbours… */
  shortSubjectSec: 5,
  /** …and no longer than this… */
  maxShortSec: 30,
  /** …cohering with them at most this share of how its topic's sentences typically cohere. */
  foreignShare: 0.25,
} as const;

const unitVector = (bag: Bag): Bag => {
  let norm = 0;
  for (const v of bag.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  return new Map([...bag].map(([k, v]) => [k, v / norm]));
};

const dot = (a: Bag, b: Bag) => {
  let sum = 0;
  for (const [k, v] of a) sum += v * (b.get(k) ?? 0);
  return sum;
};

const pauseBonus = (pause: number) =>
  boundaryRules.pauseWeight * Math.max(0, Math.min(2, pause)) +
  (pause >= boundaryRules.longPauseSec ? boundaryRules.longPauseBonus : 0);

/** Seconds of speech in units [from, to). */
export const speechOf = (units: readonly CohesionUnit[], from: number, to: number) =>
  units.slice(from, to).reduce((sum, u) => sum + u.duration, 0);

/** When each unit starts, counting the speech and pauses before it from the first unit. */
export function unitStarts(units: readonly CohesionUnit[]): number[] {
  const at: number[] = [];
  let clock = 0;
  for (const u of units) {
    clock += u.pauseBefore;
    at.push(clock);
    clock += u.duration;
  }
  return at;
}

/** Indexes of the units that start a new topic. */
export const topicStarts = (topicOf: readonly number[]) =>
  topicOf.map((_, i) => i).filter((i) => i > 0 && topicOf[i] !== topicOf[i - 1]);

/**
 * Moves each boundary that `isFixed` does not pin (a new file, a long pause) to the best clause
 * gap within reach, never past a neighbouring boundary. `bags` are the units' weighted concept
 * bags, `rawBags` the unweighted ones the partition model counts.
 */
export function placeBoundaries(
  units: readonly CohesionUnit[],
  bags: readonly Bag[],
  rawBags: readonly Bag[],
  topicOf: readonly number[],
  isFixed: (unit: CohesionUnit) => boolean,
): number[] {
  const n = units.length;
  const at = unitStarts(units);
  const out = [...topicOf];
  const V = new Set(rawBags.flatMap((b) => [...b.keys()])).size;
  for (let k = 0; ; k++) {
    const starts = topicStarts(out);
    const c = starts[k];
    if (c === undefined) break;
    if (isFixed(units[c]!)) continue;
    const prev = starts[k - 1] ?? 0;
    const next = starts[k + 1] ?? n;
    let lo = c;
    let hi = c;
    // Neither topic is squeezed below a short subject's speech (or below what it had).
    const keepBefore = Math.min(boundaryRules.shortSubjectSec, speechOf(units, prev, c));
    const keepAfter = Math.min(boundaryRules.shortSubjectSec, speechOf(units, c, next));
    while (
      lo - 1 > prev &&
      at[c]! - at[lo - 1]! <= boundaryRules.reachSec &&
      speechOf(units, prev, lo - 1) >= keepBefore
    )
      lo--;
    while (
      hi + 1 < next &&
      at[hi + 1]! - at[c]! <= boundaryRules.reachSec &&
      speechOf(units, hi + 1, next) >= keepAfter
    )
      hi++;
    if (lo === hi) continue;
    // Each clause's lean, judged against the topics' speech at several reaches beyond the window.
    const score = Array.from({ length: hi - lo + 1 }, (_, i) => pauseBonus(units[lo + i]!.pauseBefore));
    for (const contextSec of boundaryRules.contextSec) {
      let first = lo - 1;
      while (first - 1 >= prev && at[lo]! - at[first - 1]! <= contextSec) first--;
      let last = hi;
      while (last + 1 < next && at[last + 1]! - at[hi]! <= contextSec) last++;
      const before = unitVector(sumBags(bags.slice(first, lo)));
      const after = unitVector(sumBags(bags.slice(hi, last + 1)));
      const lean = bags.slice(lo, hi).map((b) => dot(b, before) - dot(b, after));
      const typical = lean.reduce((s, x) => s + Math.abs(x), 0) / lean.length || 1;
      let sum = 0;
      for (let j = lo; j <= hi; j++) {
        // A noise line (a microphone check) says nothing of either subject: it opens what follows.
        if (j > lo) sum += units[j - 1]!.noise ? -boundaryRules.noiseLean : lean[j - lo - 1]! / typical;
        score[j - lo]! += sum / boundaryRules.contextSec.length;
      }
    }
    // The partition model's own view (see topic-dp.fns): how likely each side's words are under
    // its own distribution, in units of its typical change per clause.
    const ll = Array.from(
      { length: hi - lo + 1 },
      (_, k) => likelihood(rawBags.slice(prev, lo + k), V) + likelihood(rawBags.slice(lo + k, next), V),
    );
    const steps = ll.slice(1).map((x, k) => Math.abs(x - ll[k]!));
    const typicalStep = steps.reduce((a, b) => a + b, 0) / steps.length || 1;
    for (let k = 0; k < ll.length; k++) score[k]! += (boundaryRules.likelihoodWeight * (ll[k]! - ll[0]!)) / typicalStep;
    let best = c;
    for (let j = lo; j <= hi; j++) {
      const d = score[j - lo]! - score[best - lo]!;
      if (d > 1e-9 || (Math.abs(d) <= 1e-9 && Math.abs(j - c) < Math.abs(best - c))) best = j;
    }
    if (best > c) for (let i = c; i < best; i++) out[i] = out[c - 1]!;
    else for (let i = best; i < c; i++) out[i] = out[c]!;
  }
  return out;
}

/** Log-likelihood of units as one topic under its Laplace-smoothed distribution (see topic-dp.fns). */
function likelihood(bags: readonly Bag[], V: number): number {
  const counts = sumBags(bags);
  let sum = 0;
  let length = 0;
  for (const c of counts.values()) {
    sum += c * Math.log(c + 1);
    length += c;
  }
  return sum - length * Math.log(length + V);
}

const norm2 = (bag: Bag) => {
  let sum = 0;
  for (const v of bag.values()) sum += v * v;
  return sum;
};

/** Cosine of a part of a whole with the rest of that whole, without building the rest. */
function cosineWithRest(part: Bag, whole: Bag, wholeNorm2: number): number {
  const p2 = norm2(part);
  const pw = dot(part, whole);
  const rest2 = wholeNorm2 - 2 * pw + p2;
  return p2 > 0 && rest2 > 1e-12 ? (pw - p2) / Math.sqrt(p2 * rest2) : 0;
}

/**
 * A short subject (a few sentences) next to a longer one is too small for the sentence windows
 * to see. It becomes a topic of its own when its words and concepts are clearly foreign both to
 * the rest of its topic and to the topic beyond it: it coheres with either far less than the
 * topic's own sentences typically cohere with the rest of their topic.
 */
export function splitShortSubjects(
  units: readonly CohesionUnit[],
  bags: readonly Bag[],
  topicOf: readonly number[],
  maxTopics: number,
): number[] {
  const n = units.length;
  const out = [...topicOf];
  const sentenceStarts = units.map((_, i) => i).filter((i) => i === 0 || !units[i]!.continuesSentence);
  const speech = (from: number, to: number) => speechOf(units, from, to);
  const says = (from: number, to: number) => units.slice(from, to).some((u) => !u.noise);
  for (let t = 0; t <= out[n - 1]! && out[n - 1]! + 1 < maxTopics; t++) {
    const a = out.indexOf(t);
    const b = out.lastIndexOf(t) + 1;
    const ends = [a, ...sentenceStarts.filter((s) => s > a && s < b), b];
    if (ends.length < 3) continue;
    const whole = sumBags(bags.slice(a, b));
    const whole2 = norm2(whole);
    const belonging = ends
      .slice(0, -1)
      .map((s, i) => cosineWithRest(sumBags(bags.slice(s, ends[i + 1])), whole, whole2))
      .sort((x, y) => x - y);
    const typical = belonging[belonging.length >> 1]!;
    const neighbourBag = (topic: number) => sumBags(bags.filter((_, i) => out[i] === topic));
    const total = speech(a, b);
    let split = -1;
    // Pieces grow a sentence at a time from either end of the topic, the end first.
    for (const fromEnd of [true, false]) {
      // Foreign to both neighbours: a piece at either end of the recording has only one, and stays.
      if (fromEnd ? b >= n : a <= 0) continue;
      const beyond = neighbourBag(fromEnd ? t + 1 : t - 1);
      const cuts = fromEnd ? ends.slice(1, -1).reverse() : ends.slice(1, -1);
      for (const cut of cuts) {
        const [from, to] = fromEnd ? [cut, b] : [a, cut];
        const length = speech(from, to);
        // A short subject beside the topic's main one: shorter than what remains of the topic.
        if (length > boundaryRules.maxShortSec || length >= total - length) break;
        // Both parts must say something: a microphone check before a subject is no subject.
        if (length < boundaryRules.shortSubjectSec || !says(from, to) || !says(fromEnd ? a : to, fromEnd ? from : b))
          continue;
        const piece = sumBags(bags.slice(from, to));
        const limit = boundaryRules.foreignShare * typical;
        if (cosineWithRest(piece, whole, whole2) <= limit && cosine(piece, beyond) <= limit) {
          split = cut;
          break;
        }
      }
      if (split >= 0) break;
    }
    if (split >= 0) for (let i = split; i < n; i++) out[i]!++;
  }
  return out;
}

/**
 * Placement can leave a sliver between two moved boundaries (a microphone check between two
 * subjects). A topic with under a short subject's speech, or only noise, joins the neighbour it
 * coheres with (noise: the one after it), across a boundary that `isFixed` does not pin.
 */
export function mergeSlivers(
  units: readonly CohesionUnit[],
  bags: readonly Bag[],
  topicOf: readonly number[],
  isFixed: (unit: CohesionUnit) => boolean,
): number[] {
  const out = [...topicOf];
  for (let t = 0; t <= out.at(-1)!; t++) {
    const a = out.indexOf(t);
    const b = out.lastIndexOf(t) + 1;
    const members = units.slice(a, b);
    const noise = members.every((u) => u.noise);
    if (!noise && members.reduce((sum, u) => sum + u.duration, 0) >= boundaryRules.shortSubjectSec) continue;
    const canJoinBefore = a > 0 && !isFixed(units[a]!);
    const canJoinAfter = b < units.length && !isFixed(units[b]!);
    if (!canJoinBefore && !canJoinAfter) continue;
    const piece = sumBags(bags.slice(a, b));
    const cohesion = (topic: number) => cosine(piece, sumBags(bags.filter((_, i) => out[i] === topic)));
    const after = canJoinAfter && (!canJoinBefore || noise || cohesion(t + 1) > cohesion(t - 1));
    for (let i = a; i < units.length; i++) out[i] = i >= b ? out[i]! - 1 : after ? t : t - 1;
    t--;
  }
  return out;
}

/**
 * Topics are found generously (every clear valley), so a subject can come out in two halves. Two
 * neighbouring topics whose words and concepts cohere as much as this join, the most alike first,
 * across a boundary that `isFixed` does not pin, while the joined topic has at most `longestSec`
 * of speech.
 */
export function joinAlikeNeighbours(
  units: readonly CohesionUnit[],
  bags: readonly Bag[],
  topicOf: readonly number[],
  isFixed: (unit: CohesionUnit) => boolean,
  alikeAbove: number,
  longestSec: number,
): number[] {
  const out = [...topicOf];
  const speechOfTopic = (t: number) => speechOf(units, out.indexOf(t), out.lastIndexOf(t) + 1);
  for (;;) {
    const count = out.at(-1)! + 1;
    const topicBags = Array.from({ length: count }, (_, t) => sumBags(bags.filter((_, i) => out[i] === t)));
    let best = -1;
    let bestSim = alikeAbove;
    for (let t = 1; t < count; t++) {
      if (isFixed(units[out.indexOf(t)]!)) continue;
      // Long topics of a long recording all share its vocabulary: they stay apart.
      if (speechOfTopic(t - 1) + speechOfTopic(t) > longestSec) continue;
      const sim = cosine(topicBags[t - 1]!, topicBags[t]!);
      if (sim >= bestSim) [best, bestSim] = [t, sim];
    }
    if (best < 0) return out;
    for (let i = 0; i < out.length; i++) if (out[i]! >= best) out[i]!--;
  }
}

/**
 * A change of subject at a long pause is a boundary. Where the meaning-led partition puts a
 * boundary one clause off such a pause (the clause between read as leaning the other way), the
 * boundary moves onto the pause: a speaker who stops for `longPauseSec` and then opens a new
 * subject has marked the change. Only one clause away: further, a speaker's pause to think drew
 * true boundaries off (bench/topic-boundaries.bench.ts: two sentences away, unseen-v and pairs 9
 * and 7 more changes missed; one unpunctuated sentence of two clauses away, pairs 1). Neither side
 * is left with less than `leastSec` of speech.
 */
export function snapToLongPauses(
  units: readonly CohesionUnit[],
  topicOf: readonly number[],
  longPauseSec: number,
  leastSec: number,
): number[] {
  const out = [...topicOf];
  for (const i of topicStarts(out)) {
    if (units[i]!.sourceStart || units[i]!.pauseBefore >= longPauseSec) continue;
    const from = out.indexOf(out[i - 1]!);
    const to = out.lastIndexOf(out[i]!) + 1;
    const candidates = [i - 1, i + 1].filter(
      (j) =>
        j > from &&
        j < to &&
        units[j]!.pauseBefore >= longPauseSec &&
        !units[j]!.sourceStart &&
        speechOf(units, from, j) >= leastSec &&
        speechOf(units, j, to) >= leastSec,
    );
    const j = candidates.sort((a, b) => units[b]!.pauseBefore - units[a]!.pauseBefore)[0];
    if (j === undefined) continue;
    out[Math.min(i, j)] = j > i ? out[i - 1]! : out[i]!;
  }
  return out;
}

/**
 * Is a topic boundary more than chance? The partition (topic-dp.fns) parts topics wherever the
 * meaning on each side points its own way by enough, but a short stretch of clauses read by a
 * small model always leans somewhere: a speaker who pauses to think, or ends a subject on a
 * general line ("people either love it or hate it"), was read as a change of subject. A permutation
 * test asks how often the same clauses, shuffled, part as well at their best split; a boundary
 * that chance matches as often, between sides whose clauses are not far apart, is taken away.
 */
import { heardSurely, surelyHeardAbove, type CohesionUnit } from './cohesion.fns';
import { seeded } from '@otto/shared/seeded-random';
import { opensSubject } from './opens-subject.fns';

export const significanceRules = {
  /** Shuffles per boundary: the test's p-value is then read to 0.01. */
  shuffles: 99,
  /**
   * A boundary goes when shuffles part as well this often (bench/topic-boundaries.bench.ts, the
   * eight interview sets: false boundaries 39 → 27, changes missed 28 → 30; --pairs, two subjects
   * with a thinking pause in each: 19 → 0; --single, one subject alone: 41 → 5)…
   */
  chanceAbove: 0.5,
  /** …or this often at a long pause or a speaker change (where the partition already read a cue)… */
  chanceAboveAtCue: 0.2,
  /**
   * …unless the two sides' clauses are this far apart: their mean cosine, in the model's own
   * (uncentred) space, is below this (two short subjects have too few clauses for the test). On
   * the bench sets true changes have a median of 0.20, and the halves of one subject 0.31–0.42;
   * the interview's centred meanings cannot tell: a talk about one subject, centred, always
   * points two ways.
   */
  apartBelow: 0.22,
  /**
   * A boundary taken away at a clause that opens a subject comes back, tested again between the
   * boundaries that stayed, unless chance parts as well this often (bench/topic-boundaries.bench.ts:
   * unseen-e 6 → 3 of 23 changes missed, unseen-f 10 → 4 of 28, unseen-g 9 → 6 of 20, --long 5 → 4
   * of 73, no set more false boundaries; 0.95 alike, always: --long and --single 2 false more each).
   */
  openerChanceAbove: 0.9,
  /**
   * Where it cannot stand beside the boundary before it, that boundary being at most this many
   * clauses earlier and at no opener of its own, it stands in that boundary's place if it passes
   * the same test without it: a speaker who pauses to think over a subject's last lines and then
   * opens the next ("…my neighbours must think i have lost the plot · i also do pest control…")
   * was parted at the pause (bench/topic-boundaries.bench.ts: unseen-i 8 → 7 of 28 changes missed,
   * 8 → 7 false; no other set moves; three clauses: unseen-v 2 → 4 missed, --long 4 → 6).
   */
  openerReachClauses: 2,
  /** A pause this long is a cue (see topicRules.boundaryPauseSec). */
  cuePauseSec: 2,
  /** Shuffled splits leave at least this many clauses each side (fewer where the boundary does). */
  leastSide: 2,
} as const;

type Vector = Float64Array;

const sumOf = (vectors: readonly Float32Array[], order: readonly number[]): Vector => {
  const sum = new Float64Array(vectors[0]!.length);
  for (const i of order) {
    const v = vectors[i]!;
    for (let d = 0; d < sum.length; d++) sum[d]! += v[d]!;
  }
  return sum;
};

const lengthOf = (v: Vector) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * What a split of `order` at each position gains in the partition's coherence (|Σ left| +
 * |Σ right| − |Σ all|), best over the positions that leave `least` clauses each side.
 */
function bestSplitGain(vectors: readonly Float32Array[], order: readonly number[], least: number): number {
  const total = sumOf(vectors, order);
  const whole = lengthOf(total);
  const left = new Float64Array(total.length);
  let best = -Infinity;
  for (let k = 1; k < order.length; k++) {
    const v = vectors[order[k - 1]!]!;
    let l2 = 0;
    let r2 = 0;
    for (let d = 0; d < left.length; d++) {
      const x = left[d]! + v[d]!;
      left[d] = x;
      l2 += x * x;
      const y = total[d]! - x;
      r2 += y * y;
    }
    if (k >= least && order.length - k >= least) best = Math.max(best, Math.sqrt(l2) + Math.sqrt(r2) - whole);
  }
  return best;
}

/**
 * The share of shuffles of clauses from..to-1 whose best split gains at least what the boundary at
 * `cut` does (counting the boundary itself, so never 0). Seeded by the boundary: the same clauses
 * always get the same answer.
 */
export function chanceOfBoundary(vectors: readonly Float32Array[], from: number, cut: number, to: number): number {
  const a = sumOf(vectors, range(from, cut));
  const b = sumOf(vectors, range(cut, to));
  const observed = lengthOf(a) + lengthOf(b) - lengthOf(a.map((x, d) => x + b[d]!));
  const least = Math.max(1, Math.min(significanceRules.leastSide, cut - from, to - cut));
  const random = seeded(cut * 7919 + from);
  const order = range(from, to);
  let asGood = 0;
  for (let s = 0; s < significanceRules.shuffles; s++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (bestSplitGain(vectors, order, least) >= observed - 1e-9) asGood++;
  }
  return (asGood + 1) / (significanceRules.shuffles + 1);
}

/** The mean cosine between a clause of from..cut-1 and one of cut..to-1 (Σa·Σb over the pair count). */
export function crossSimilarity(vectors: readonly Float32Array[], from: number, cut: number, to: number): number {
  const a = sumOf(vectors, range(from, cut));
  const b = sumOf(vectors, range(cut, to));
  return a.reduce((s, x, d) => s + x * b[d]!, 0) / ((cut - from) * (to - cut));
}

/**
 * Takes away the boundaries chance explains, the most explained first, one at a time (each merge
 * changes its neighbours' tests). `vectors` are the units' centred meanings (topic-meaning.fns),
 * which the test shuffles, `meanings` the model's own; a boundary `isFixed` pins (a new file) stays,
 * and so does one at a long pause or a speaker change between words heard too unsurely to judge
 * (cohesion.fns surelyHeardAbove). Openers taken away may then come back (restoreOpeners).
 */
export function mergeChanceBoundaries(
  units: readonly CohesionUnit[],
  vectors: readonly Float32Array[],
  meanings: readonly Float32Array[],
  topicOf: readonly number[],
  isFixed: (unit: CohesionUnit) => boolean,
): number[] {
  const removed: number[] = [];
  const out = mergeByChance(units, vectors, meanings, topicOf, isFixed, removed);
  return restoreOpeners(units, vectors, out, removed);
}

/**
 * Gives back the boundaries at a clause that opens a subject ("the other thing i do…", "on
 * thursday nights i play…") taken away while a doubtful neighbour kept their sides short (three
 * clauses each side part as well by chance as not): each is tested again between the boundaries
 * that stayed, in the order they went, and may take the place of one just before it (see
 * significanceRules.openerReachClauses).
 */
function restoreOpeners(
  units: readonly CohesionUnit[],
  vectors: readonly Float32Array[],
  topicOf: readonly number[],
  removed: readonly number[],
): number[] {
  const starts = new Set(topicOf.flatMap((t, i) => (i === 0 || t !== topicOf[i - 1] ? [i] : [])));
  for (const cut of removed) {
    const unit = units[cut]!;
    if (unit.turnStart || !unit.text || !opensSubject(unit.text, units[cut - 1]?.text)) continue;
    const sorted = [...starts].sort((a, b) => a - b);
    const from = sorted.filter((s) => s < cut).at(-1) ?? 0;
    const to = sorted.find((s) => s > cut) ?? units.length;
    if (chanceOfBoundary(vectors, from, cut, to) <= significanceRules.openerChanceAbove) {
      starts.add(cut);
      continue;
    }
    const early = units[from]!;
    if (
      cut - from <= significanceRules.openerReachClauses &&
      from > 0 &&
      !early.sourceStart &&
      !(early.text && opensSubject(early.text, units[from - 1]?.text))
    ) {
      const before = sorted.filter((s) => s < from).at(-1) ?? 0;
      if (chanceOfBoundary(vectors, before, cut, to) <= significanceRules.openerChanceAbove) {
        starts.delete(from);
        starts.add(cut);
      }
    }
  }
  let topic = -1;
  return units.map((_, i) => (starts.has(i) ? ++topic : topic));
}

/** The merging loop of mergeChanceBoundaries; `removed` collects the boundaries it took away, in order. */
function mergeByChance(
  units: readonly CohesionUnit[],
  vectors: readonly Float32Array[],
  meanings: readonly Float32Array[],
  topicOf: readonly number[],
  isFixed: (unit: CohesionUnit) => boolean,
  removed: number[],
): number[] {
  const out = [...topicOf];
  const tested = new Map<string, number>();
  for (;;) {
    const starts = out.flatMap((t, i) => (i === 0 || t !== out[i - 1] ? [i] : []));
    let worst = -1;
    let worstBy = 0;
    for (let k = 1; k < starts.length; k++) {
      const [from, cut, to] = [starts[k - 1]!, starts[k]!, starts[k + 1] ?? units.length];
      const unit = units[cut]!;
      const cross = crossSimilarity(meanings, from, cut, to);
      if (isFixed(unit) || cross < significanceRules.apartBelow) continue;
      const cue = unit.speakerChange || unit.pauseBefore >= significanceRules.cuePauseSec;
      const unsure = heardSurely(units, from, to) < surelyHeardAbove;
      if (cue && unsure) continue;
      const key = `${from}:${cut}:${to}`;
      const chance = tested.get(key) ?? chanceOfBoundary(vectors, from, cut, to);
      tested.set(key, chance);
      // Garbled words lean anywhere: between them a boundary without a cue needs what one at a cue does.
      const by = chance - (cue || unsure ? significanceRules.chanceAboveAtCue : significanceRules.chanceAbove);
      if (by > worstBy) [worst, worstBy] = [cut, by];
    }
    if (worst < 0) return out;
    removed.push(worst);
    for (let i = worst; i < out.length; i++) out[i]!--;
  }
}

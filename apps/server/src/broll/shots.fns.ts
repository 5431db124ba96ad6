/**
 * Shot boundaries in a run of small decoded frames (rgb24, a few dozen pixels wide). A cut is a
 * frame that differs from the one before it far more than its neighbours differ from theirs:
 * both the pixels (what moved) and the colour histogram (what the scene is made of) jump. The
 * threshold adapts to the footage around each frame, so a handheld shot's constant change is
 * not read as a run of cuts while a cut between two quiet shots still stands out.
 */

export interface FrameSize {
  width: number;
  height: number;
}

/** Per colour channel, the histogram's bins: 4 × 4 × 4 joint bins tell scenes apart at this size. */
const BINS_PER_CHANNEL = 4;
export const HISTOGRAM_BINS = BINS_PER_CHANNEL ** 3;

export const luma = (r: number, g: number, b: number): number => 0.299 * r + 0.587 * g + 0.114 * b;

/** Joint RGB histogram normalised to sum to 1. */
export function colourHistogram(rgb: Uint8Array): Float64Array {
  const hist = new Float64Array(HISTOGRAM_BINS);
  const pixels = rgb.length / 3;
  const shift = 8 - Math.log2(BINS_PER_CHANNEL);
  for (let p = 0; p < rgb.length; p += 3) {
    const bin =
      ((rgb[p]! >> shift) * BINS_PER_CHANNEL + (rgb[p + 1]! >> shift)) * BINS_PER_CHANNEL + (rgb[p + 2]! >> shift);
    hist[bin]! += 1 / pixels;
  }
  return hist;
}

export function greyFrame(rgb: Uint8Array): Float32Array {
  const grey = new Float32Array(rgb.length / 3);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) grey[i] = luma(rgb[p]!, rgb[p + 1]!, rgb[p + 2]!);
  return grey;
}

/**
 * How unlike two consecutive frames are, 0 (same) to 1: the mean luma step per pixel and half the
 * L1 distance between their histograms, averaged. A pan changes pixels but keeps the histogram; a
 * flash changes the histogram but keeps the structure; a cut changes both.
 */
export function frameChange(
  a: { grey: Float32Array; hist: Float64Array },
  b: { grey: Float32Array; hist: Float64Array },
): number {
  let pixel = 0;
  for (let i = 0; i < a.grey.length; i++) pixel += Math.abs(a.grey[i]! - b.grey[i]!);
  pixel /= a.grey.length * 255;
  let hist = 0;
  for (let i = 0; i < HISTOGRAM_BINS; i++) hist += Math.abs(a.hist[i]! - b.hist[i]!);
  return (Math.min(1, pixel * 2) + hist / 2) / 2;
}

export interface CutOptions {
  fps: number;
  /** Shots shorter than this are merged into the one before (flashes, a frame of garbage). */
  minShotSec?: number;
  /** Below this change no frame is a cut, however quiet its neighbours. */
  floor?: number;
  /** How far (in standard deviations of its neighbours' change) a cut stands out. */
  sigmas?: number;
  /** Neighbours on each side that set a frame's local threshold. */
  windowSec?: number;
}

export const DEFAULT_MIN_SHOT_SEC = 0.6;

/**
 * The frame indexes where a new shot starts, given change[i] = change between frame i-1 and i
 * (change[0] unused). A frame is a cut when its change is the local peak, above the floor and
 * above the mean of its neighbourhood by `sigmas` deviations (and at least twice that mean).
 */
export function detectCuts(change: readonly number[], opts: CutOptions): number[] {
  const floor = opts.floor ?? 0.12;
  const sigmas = opts.sigmas ?? 4;
  const half = Math.max(2, Math.round((opts.windowSec ?? 1) * opts.fps));
  const minFrames = Math.max(1, Math.round((opts.minShotSec ?? DEFAULT_MIN_SHOT_SEC) * opts.fps));
  const candidates: { at: number; strength: number }[] = [];
  for (let i = 1; i < change.length; i++) {
    const c = change[i]!;
    if (c < floor) continue;
    const around: number[] = [];
    for (let j = Math.max(1, i - half); j <= Math.min(change.length - 1, i + half); j++) {
      if (Math.abs(j - i) > 1) around.push(change[j]!);
    }
    const near = [change[i - 1] ?? 0, change[i + 1] ?? 0];
    if (near.some((n) => n > c)) continue;
    const mean = around.length ? around.reduce((s, v) => s + v, 0) / around.length : 0;
    const sd = around.length ? Math.sqrt(around.reduce((s, v) => s + (v - mean) ** 2, 0) / around.length) : 0;
    if (c > mean + sigmas * sd && c > 2 * mean) candidates.push({ at: i, strength: c - mean });
  }
  // The minimum shot length: of two candidates too close together, the stronger stands.
  const kept: { at: number; strength: number }[] = [];
  for (const cut of candidates) {
    const last = kept.at(-1);
    const sinceStart = cut.at;
    if (sinceStart < minFrames) continue;
    if (last && cut.at - last.at < minFrames) {
      if (cut.strength > last.strength) kept[kept.length - 1] = cut;
      continue;
    }
    kept.push(cut);
  }
  return kept.filter((c) => change.length - c.at >= minFrames).map((c) => c.at);
}

export interface ShotRange {
  /** Frame indexes, half-open. */
  startFrame: number;
  endFrame: number;
  start: number;
  end: number;
}

/** The shots between cuts, in frames and seconds. */
export function shotsFromCuts(cuts: readonly number[], frameCount: number, fps: number): ShotRange[] {
  const bounds = [0, ...cuts, frameCount];
  const shots: ShotRange[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const startFrame = bounds[i]!;
    const endFrame = bounds[i + 1]!;
    if (endFrame > startFrame) shots.push({ startFrame, endFrame, start: startFrame / fps, end: endFrame / fps });
  }
  return shots;
}

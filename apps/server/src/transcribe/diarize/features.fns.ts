import { FRAME_SEC, MFCC, mfccFrames } from './mfcc.fns';

/** Cepstra c1..c12 and their deltas: what a frame of speech carries into the speaker model. */
export const STATIC_DIMS = MFCC.coefficients - 1;
export const FEATURE_DIMS = STATIC_DIMS * 2;

/** Every frame of speech of a file, normalised per file (CMVN) so the channel drops out. */
export interface SpeechFeatures {
  /** Frame count. */
  frames: number;
  /** `FEATURE_DIMS` values per frame. */
  data: Float32Array;
  /** Centre of each frame in seconds of the file. */
  times: Float64Array;
  /** Index of the speech region each frame belongs to. */
  region: Int32Array;
}

/** One stretch of speech and its samples (starting at `start` seconds). */
export interface RegionAudio {
  start: number;
  samples: Float32Array;
}

/** Regression deltas over ±2 frames, within one region. */
function deltas(
  data: Float32Array,
  frames: number,
  dims: number,
  stride: number,
  out: Float32Array,
  outStride: number,
  outOffset: number,
) {
  for (let f = 0; f < frames; f++) {
    for (let d = 0; d < dims; d++) {
      let sum = 0;
      for (let k = 1; k <= 2; k++) {
        const next = data[Math.min(frames - 1, f + k) * stride + d]!;
        const prev = data[Math.max(0, f - k) * stride + d]!;
        sum += k * (next - prev);
      }
      out[f * outStride + outOffset + d] = sum / 10;
    }
  }
}

export function speechFeatures(regions: readonly RegionAudio[]): SpeechFeatures {
  const parts = regions.map((r) => ({ start: r.start, ...mfccFrames(r.samples) }));
  const frames = parts.reduce((n, p) => n + p.frames, 0);
  const data = new Float32Array(frames * FEATURE_DIMS);
  const times = new Float64Array(frames);
  const region = new Int32Array(frames);
  let at = 0;
  parts.forEach((part, r) => {
    const statics = new Float32Array(part.frames * STATIC_DIMS);
    for (let f = 0; f < part.frames; f++) {
      for (let d = 0; d < STATIC_DIMS; d++) {
        const v = part.data[f * MFCC.coefficients + d + 1]!;
        statics[f * STATIC_DIMS + d] = v;
        data[(at + f) * FEATURE_DIMS + d] = v;
      }
      times[at + f] = part.start + f * FRAME_SEC + MFCC.frameLength / MFCC.sampleRate / 2;
      region[at + f] = r;
    }
    const view = data.subarray(at * FEATURE_DIMS, (at + part.frames) * FEATURE_DIMS);
    deltas(statics, part.frames, STATIC_DIMS, STATIC_DIMS, view, FEATURE_DIMS, STATIC_DIMS);
    at += part.frames;
  });
  normalise(data, frames, FEATURE_DIMS);
  return { frames, data, times, region };
}

/** Zero mean and unit variance per dimension, over all rows. */
export function normalise(data: Float32Array, rows: number, dims: number): void {
  if (rows === 0) return;
  for (let d = 0; d < dims; d++) {
    let sum = 0;
    let sq = 0;
    for (let r = 0; r < rows; r++) {
      const v = data[r * dims + d]!;
      sum += v;
      sq += v * v;
    }
    const mean = sum / rows;
    const std = Math.sqrt(Math.max(sq / rows - mean * mean, 1e-8));
    for (let r = 0; r < rows; r++) data[r * dims + d] = (data[r * dims + d]! - mean) / std;
  }
}

/** A stretch of frames [from, to) that one embedding describes. */
export interface Window {
  from: number;
  to: number;
}

/**
 * Windows of `lengthSec` every `hopSec` inside each speech region; a region shorter than a
 * window gets one window of its own when it holds at least `minSec` of speech.
 */
export function speechWindows(features: SpeechFeatures, lengthSec = 1.5, hopSec = 0.75, minSec = 0.5): Window[] {
  const length = Math.round(lengthSec / FRAME_SEC);
  const hop = Math.round(hopSec / FRAME_SEC);
  const min = Math.round(minSec / FRAME_SEC);
  const windows: Window[] = [];
  let start = 0;
  while (start < features.frames) {
    let end = start;
    while (end < features.frames && features.region[end] === features.region[start]) end++;
    const size = end - start;
    if (size >= min && size <= length) windows.push({ from: start, to: end });
    else if (size > length) {
      const count = Math.ceil((size - length) / hop) + 1;
      // Spread the windows so the last one ends at the region's end.
      const step = count > 1 ? (size - length) / (count - 1) : 0;
      for (let i = 0; i < count; i++) {
        const from = start + Math.round(i * step);
        windows.push({ from, to: from + length });
      }
    }
    start = end;
  }
  return windows;
}

/** Mean and standard deviation of every feature over a window, then normalised across windows. */
export function windowEmbeddings(features: SpeechFeatures, windows: readonly Window[]): Float32Array {
  const dims = FEATURE_DIMS * 2;
  const out = new Float32Array(windows.length * dims);
  windows.forEach((w, i) => {
    const n = w.to - w.from;
    for (let d = 0; d < FEATURE_DIMS; d++) {
      let sum = 0;
      let sq = 0;
      for (let f = w.from; f < w.to; f++) {
        const v = features.data[f * FEATURE_DIMS + d]!;
        sum += v;
        sq += v * v;
      }
      const mean = sum / n;
      out[i * dims + d] = mean;
      out[i * dims + FEATURE_DIMS + d] = Math.sqrt(Math.max(sq / n - mean * mean, 0));
    }
  });
  normalise(out, windows.length, dims);
  return out;
}

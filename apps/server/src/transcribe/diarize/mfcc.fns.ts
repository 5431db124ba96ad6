/**
 * Mel-frequency cepstral coefficients from 16 kHz PCM, written out here so diarization needs no
 * native code: 25 ms Hamming frames every 10 ms, a 512-point FFT, a triangular mel filterbank
 * and a DCT of the log band energies.
 */

export const MFCC = {
  sampleRate: 16_000,
  frameLength: 400,
  hop: 160,
  fftSize: 512,
  bands: 24,
  /** Kept below 8 kHz so band-limited and full-band recordings of one voice stay alike. */
  minHz: 100,
  maxHz: 7_000,
  /** c0 .. c12; c0 follows loudness, so the speaker model leaves it out. */
  coefficients: 13,
} as const;

/** Seconds between frame starts. */
export const FRAME_SEC = MFCC.hop / MFCC.sampleRate;

/** In-place radix-2 FFT; `re.length` must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

export const hzToMel = (hz: number): number => 2595 * Math.log10(1 + hz / 700);
export const melToHz = (mel: number): number => 700 * (10 ** (mel / 2595) - 1);

/** One triangular band: its first FFT bin and a weight per bin from there. */
export interface MelBand {
  firstBin: number;
  weights: Float64Array;
  /** Centre frequency in Hz. */
  centreHz: number;
}

export function melFilterbank(
  fftSize: number = MFCC.fftSize,
  sampleRate: number = MFCC.sampleRate,
  bands: number = MFCC.bands,
  minHz: number = MFCC.minHz,
  maxHz: number = MFCC.maxHz,
): MelBand[] {
  const lo = hzToMel(minHz);
  const hi = hzToMel(maxHz);
  const edges = Array.from({ length: bands + 2 }, (_, i) => melToHz(lo + ((hi - lo) * i) / (bands + 1)));
  const binHz = sampleRate / fftSize;
  return Array.from({ length: bands }, (_, b) => {
    const [left, centre, right] = [edges[b]!, edges[b + 1]!, edges[b + 2]!];
    const firstBin = Math.ceil(left / binHz);
    const lastBin = Math.floor(right / binHz);
    const weights = new Float64Array(Math.max(0, lastBin - firstBin + 1));
    for (let bin = firstBin; bin <= lastBin; bin++) {
      const hz = bin * binHz;
      weights[bin - firstBin] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { firstBin, weights, centreHz: centre };
  });
}

/** Turns frames of samples (−1..1) into log mel energies and cepstra, reusing its buffers. */
export function createMfccExtractor() {
  const window = Float64Array.from(
    { length: MFCC.frameLength },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (MFCC.frameLength - 1)),
  );
  const bank = melFilterbank();
  const re = new Float64Array(MFCC.fftSize);
  const im = new Float64Array(MFCC.fftSize);
  const logMel = new Float64Array(MFCC.bands);
  const dct = Array.from({ length: MFCC.coefficients }, (_, c) =>
    Float64Array.from({ length: MFCC.bands }, (_, b) => Math.cos((Math.PI * c * (b + 0.5)) / MFCC.bands)),
  );

  /** Log mel band energies of the frame starting at `offset` (pre-emphasised, windowed). */
  const logMelFrame = (samples: ArrayLike<number>, offset: number): Float64Array => {
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < MFCC.frameLength; i++) {
      const x = samples[offset + i] ?? 0;
      const previous = i + offset > 0 ? (samples[offset + i - 1] ?? 0) : 0;
      re[i] = (x - 0.97 * previous) * window[i]!;
    }
    fft(re, im);
    for (let b = 0; b < bank.length; b++) {
      const { firstBin, weights } = bank[b]!;
      let energy = 0;
      for (let k = 0; k < weights.length; k++) {
        const bin = firstBin + k;
        energy += weights[k]! * (re[bin]! * re[bin]! + im[bin]! * im[bin]!);
      }
      logMel[b] = Math.log(energy + 1e-10);
    }
    return logMel;
  };

  /** Writes the frame's cepstra c0..c12 into `out` at `at`. */
  const mfccFrame = (samples: ArrayLike<number>, offset: number, out: Float32Array, at: number): void => {
    const mel = logMelFrame(samples, offset);
    for (let c = 0; c < MFCC.coefficients; c++) {
      const basis = dct[c]!;
      let sum = 0;
      for (let b = 0; b < MFCC.bands; b++) sum += basis[b]! * mel[b]!;
      out[at + c] = sum;
    }
  };

  return { bank, logMelFrame, mfccFrame };
}

/** Cepstra of every whole frame in `samples`, `MFCC.coefficients` values per frame. */
export function mfccFrames(samples: ArrayLike<number>): { frames: number; data: Float32Array } {
  const frames = samples.length < MFCC.frameLength ? 0 : 1 + Math.floor((samples.length - MFCC.frameLength) / MFCC.hop);
  const data = new Float32Array(frames * MFCC.coefficients);
  const { mfccFrame } = createMfccExtractor();
  for (let f = 0; f < frames; f++) mfccFrame(samples, f * MFCC.hop, data, f * MFCC.coefficients);
  return { frames, data };
}

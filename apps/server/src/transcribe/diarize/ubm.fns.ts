/**
 * A small diagonal Gaussian mixture fitted to every speech frame of the file (a "universal
 * background model" of this recording), and window supervectors: how each window pulls the
 * mixture's means. Comparing pulls per component takes the phonetic content out of the
 * comparison, which plain MFCC averages over 1.5 s cannot do.
 */

export interface Mixture {
  components: number;
  dims: number;
  weights: Float64Array;
  means: Float64Array;
  variances: Float64Array;
}

/** Frame posteriors over the components, written into `out` (length = components). */
export function posteriors(
  m: Mixture,
  data: Float32Array,
  offset: number,
  out: Float64Array,
  consts: Float64Array,
): void {
  let max = -Infinity;
  for (let k = 0; k < m.components; k++) {
    let q = 0;
    for (let d = 0; d < m.dims; d++) {
      const diff = data[offset + d]! - m.means[k * m.dims + d]!;
      q += (diff * diff) / m.variances[k * m.dims + d]!;
    }
    out[k] = consts[k]! - 0.5 * q;
    if (out[k]! > max) max = out[k]!;
  }
  let sum = 0;
  for (let k = 0; k < m.components; k++) sum += out[k] = Math.exp(out[k]! - max);
  for (let k = 0; k < m.components; k++) out[k]! /= sum;
}

function constants(m: Mixture): Float64Array {
  return Float64Array.from({ length: m.components }, (_, k) => {
    let logDet = 0;
    for (let d = 0; d < m.dims; d++) logDet += Math.log(m.variances[k * m.dims + d]!);
    return Math.log(m.weights[k]!) - 0.5 * logDet;
  });
}

/**
 * EM from evenly spaced frames as seeds, on at most `maxFrames` frames spread over the file.
 * Deterministic: the same audio always gives the same mixture.
 */
export function fitMixture(
  data: Float32Array,
  frames: number,
  stride: number,
  dims: number,
  components = 16,
  iterations = 8,
  maxFrames = 20_000,
): Mixture {
  const step = Math.max(1, Math.floor(frames / maxFrames));
  const picked: number[] = [];
  for (let f = 0; f < frames; f += step) picked.push(f * stride);
  const k = Math.max(1, Math.min(components, Math.floor(picked.length / 50)));
  const m: Mixture = {
    components: k,
    dims,
    weights: new Float64Array(k).fill(1 / k),
    means: new Float64Array(k * dims),
    variances: new Float64Array(k * dims).fill(1),
  };
  for (let c = 0; c < k; c++) {
    const seed = picked[Math.floor(((c + 0.5) * picked.length) / k)]!;
    for (let d = 0; d < dims; d++) m.means[c * dims + d] = data[seed + d]!;
  }
  const gamma = new Float64Array(k);
  for (let it = 0; it < iterations; it++) {
    const n = new Float64Array(k);
    const first = new Float64Array(k * dims);
    const second = new Float64Array(k * dims);
    const consts = constants(m);
    for (const offset of picked) {
      posteriors(m, data, offset, gamma, consts);
      for (let c = 0; c < k; c++) {
        const g = gamma[c]!;
        if (g < 1e-4) continue;
        n[c]! += g;
        for (let d = 0; d < dims; d++) {
          const x = data[offset + d]!;
          first[c * dims + d]! += g * x;
          second[c * dims + d]! += g * x * x;
        }
      }
    }
    for (let c = 0; c < k; c++) {
      const nc = Math.max(n[c]!, 1e-3);
      m.weights[c] = Math.max(nc / picked.length, 1e-4);
      for (let d = 0; d < dims; d++) {
        const mean = first[c * dims + d]! / nc;
        m.means[c * dims + d] = mean;
        m.variances[c * dims + d] = Math.max(second[c * dims + d]! / nc - mean * mean, 0.01);
      }
    }
  }
  return m;
}

/**
 * One supervector per frame range: per component, the MAP shift of its mean towards the
 * range's frames (relevance `relevance`), scaled by √weight ÷ σ so cosine distance
 * approximates the KL divergence between the adapted mixtures.
 */
export function supervectors(
  m: Mixture,
  data: Float32Array,
  stride: number,
  ranges: ReadonlyArray<{ from: number; to: number }>,
  relevance = 8,
): Float32Array {
  const size = m.components * m.dims;
  const out = new Float32Array(ranges.length * size);
  const consts = constants(m);
  const gamma = new Float64Array(m.components);
  ranges.forEach((r, i) => {
    const n = new Float64Array(m.components);
    const first = new Float64Array(size);
    for (let f = r.from; f < r.to; f++) {
      posteriors(m, data, f * stride, gamma, consts);
      for (let c = 0; c < m.components; c++) {
        const g = gamma[c]!;
        if (g < 1e-4) continue;
        n[c]! += g;
        for (let d = 0; d < m.dims; d++) first[c * m.dims + d]! += g * data[f * stride + d]!;
      }
    }
    for (let c = 0; c < m.components; c++) {
      const scale = Math.sqrt(m.weights[c]!) / (n[c]! + relevance);
      for (let d = 0; d < m.dims; d++) {
        const shift = first[c * m.dims + d]! - n[c]! * m.means[c * m.dims + d]!;
        out[i * size + c * m.dims + d] = (scale * shift) / Math.sqrt(m.variances[c * m.dims + d]!);
      }
    }
  });
  return out;
}

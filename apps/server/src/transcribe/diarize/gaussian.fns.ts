/** Full-covariance Gaussians over feature frames: the speaker model of BIC and resegmentation. */

/** Sufficient statistics of a set of frames: they add up, so merged clusters cost nothing to model. */
export interface FrameStats {
  n: number;
  sum: Float64Array;
  /** Upper triangle of Σ x xᵀ, row-major d×d (the lower half is left at 0). */
  outer: Float64Array;
}

export function emptyStats(dims: number): FrameStats {
  return { n: 0, sum: new Float64Array(dims), outer: new Float64Array(dims * dims) };
}

export function addFrames(
  stats: FrameStats,
  data: Float32Array,
  dims: number,
  from: number,
  to: number,
  stride = dims,
): void {
  for (let f = from; f < to; f++) {
    const base = f * stride;
    for (let i = 0; i < dims; i++) {
      const xi = data[base + i]!;
      stats.sum[i]! += xi;
      for (let j = i; j < dims; j++) stats.outer[i * dims + j]! += xi * data[base + j]!;
    }
    stats.n++;
  }
}

export function mergeStats(a: FrameStats, b: FrameStats): FrameStats {
  return {
    n: a.n + b.n,
    sum: a.sum.map((v, i) => v + b.sum[i]!),
    outer: a.outer.map((v, i) => v + b.outer[i]!),
  };
}

/** Covariance (full, symmetric) with a small floor on the diagonal so short clusters stay invertible. */
export function covariance(stats: FrameStats, dims: number, floor = 1e-3): { mean: Float64Array; cov: Float64Array } {
  const mean = stats.sum.map((v) => v / stats.n);
  const cov = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i++)
    for (let j = i; j < dims; j++) {
      const c = stats.outer[i * dims + j]! / stats.n - mean[i]! * mean[j]!;
      cov[i * dims + j] = c;
      cov[j * dims + i] = c;
    }
  for (let i = 0; i < dims; i++) cov[i * dims + i]! += floor;
  return { mean, cov };
}

/** Lower-triangular Cholesky factor in place of a copy; throws nothing, clamps tiny pivots. */
export function cholesky(matrix: Float64Array, dims: number): Float64Array {
  const l = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i++)
    for (let j = 0; j <= i; j++) {
      let s = matrix[i * dims + j]!;
      for (let k = 0; k < j; k++) s -= l[i * dims + k]! * l[j * dims + k]!;
      l[i * dims + j] = i === j ? Math.sqrt(Math.max(s, 1e-9)) : s / l[j * dims + j]!;
    }
  return l;
}

export function logDet(stats: FrameStats, dims: number): number {
  const l = cholesky(covariance(stats, dims).cov, dims);
  let sum = 0;
  for (let i = 0; i < dims; i++) sum += Math.log(l[i * dims + i]!);
  return 2 * sum;
}

/**
 * ΔBIC of keeping two sets of frames apart rather than modelling them with one Gaussian:
 * positive when they are better told apart (different speakers). `lambda` weighs the penalty.
 */
export function deltaBic(a: FrameStats, b: FrameStats, dims: number, lambda: number): number {
  const merged = mergeStats(a, b);
  const gain = 0.5 * (merged.n * logDet(merged, dims) - a.n * logDet(a, dims) - b.n * logDet(b, dims));
  const penalty = 0.5 * (dims + (dims * (dims + 1)) / 2) * Math.log(merged.n);
  return gain - lambda * penalty;
}

/** A Gaussian ready to score frames. */
export interface GaussianModel {
  mean: Float64Array;
  /** Cholesky factor of the covariance. */
  chol: Float64Array;
  /** −½ (d log 2π + log|Σ|). */
  constant: number;
}

export function gaussianModel(stats: FrameStats, dims: number): GaussianModel {
  const { mean, cov } = covariance(stats, dims);
  const chol = cholesky(cov, dims);
  let logDetSum = 0;
  for (let i = 0; i < dims; i++) logDetSum += Math.log(chol[i * dims + i]!);
  return { mean, chol, constant: -0.5 * (dims * Math.log(2 * Math.PI) + 2 * logDetSum) };
}

/** Log-likelihood of one frame (forward substitution through the Cholesky factor). */
export function frameLogLikelihood(
  model: GaussianModel,
  data: Float32Array,
  offset: number,
  dims: number,
  scratch: Float64Array,
): number {
  let quad = 0;
  for (let i = 0; i < dims; i++) {
    let s = data[offset + i]! - model.mean[i]!;
    for (let k = 0; k < i; k++) s -= model.chol[i * dims + k]! * scratch[k]!;
    const z = s / model.chol[i * dims + i]!;
    scratch[i] = z;
    quad += z * z;
  }
  return model.constant - 0.5 * quad;
}

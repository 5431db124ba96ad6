/**
 * Topic coherence from what clauses mean (see sentence-meaning.ts): a stretch about one subject
 * has clause vectors that point one way, so the length of their sum is nearly their count; two
 * subjects together point two ways and their sum is shorter. The partition model adds this to
 * its word likelihood (topic-dp.fns).
 */
import type { CohesionUnit } from './cohesion.fns';

/**
 * Each unit's meaning less the footage's average, re-normalised: everything said in one interview
 * shares a voice ("i", "we", anecdotes), and only what is left tells its subjects apart. Noise
 * lines (microphone checks, runs of fillers) mean nothing here. Undefined when any unit lacks a
 * vector (analysis without the model).
 */
export function centredMeaning(units: readonly CohesionUnit[]): Float32Array[] | undefined {
  if (units.length === 0 || units.some((u) => !u.meaning)) return undefined;
  const dims = units[0]!.meaning!.length;
  const mean = new Float64Array(dims);
  let counted = 0;
  for (const u of units) {
    if (u.noise) continue;
    counted++;
    for (let d = 0; d < dims; d++) mean[d]! += u.meaning![d]!;
  }
  if (counted === 0) return undefined;
  return units.map((u) => {
    const out = new Float32Array(dims);
    if (u.noise) return out;
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const x = u.meaning![d]! - mean[d]! / counted;
      out[d] = x;
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (let d = 0; d < dims; d++) out[d]! /= norm;
    return out;
  });
}

/**
 * Adds |Σ vectors of units i..j| to score[i][j], for every i ≤ j. Running sums per row:
 * O(units² × dimensions).
 */
export function addMeaningCoherence(score: Float64Array[], vectors: readonly Float32Array[]): void {
  const n = vectors.length;
  const dims = vectors[0]?.length ?? 0;
  const sum = new Float64Array(dims);
  for (let i = 0; i < n; i++) {
    sum.fill(0);
    const row = score[i]!;
    for (let j = i; j < n; j++) {
      const v = vectors[j]!;
      let norm = 0;
      for (let d = 0; d < dims; d++) {
        const x = sum[d]! + v[d]!;
        sum[d] = x;
        norm += x * x;
      }
      row[j]! += Math.sqrt(norm);
    }
  }
}

/**
 * Agglomerative clustering of window embeddings: centroid linkage on cosine distance, with
 * each cluster's nearest neighbour cached so a merge only revisits the clusters it touched.
 */

export interface Merge {
  /** The surviving cluster (the lower index) and the one folded into it. */
  into: number;
  from: number;
  distance: number;
}

function cosineDistance(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 1 : 1 - dot / Math.sqrt(na * nb);
}

/** Every merge, closest first, until one cluster is left. */
export function agglomerate(embeddings: Float32Array, count: number, dims: number): Merge[] {
  const sums = Array.from({ length: count }, (_, i) =>
    Float64Array.from(embeddings.subarray(i * dims, (i + 1) * dims)),
  );
  const alive = new Uint8Array(count).fill(1);
  const nearest = new Int32Array(count).fill(-1);
  const nearestDistance = new Float64Array(count).fill(Infinity);
  const refresh = (i: number) => {
    nearest[i] = -1;
    nearestDistance[i] = Infinity;
    for (let j = 0; j < count; j++) {
      if (j === i || !alive[j]) continue;
      const d = cosineDistance(sums[i]!, sums[j]!);
      if (d < nearestDistance[i]!) {
        nearestDistance[i] = d;
        nearest[i] = j;
      }
    }
  };
  for (let i = 0; i < count; i++) refresh(i);
  const merges: Merge[] = [];
  for (let left = count; left > 1; left--) {
    let a = -1;
    for (let i = 0; i < count; i++) if (alive[i] && (a < 0 || nearestDistance[i]! < nearestDistance[a]!)) a = i;
    const b = nearest[a]!;
    const [into, from] = a < b ? [a, b] : [b, a];
    merges.push({ into, from, distance: nearestDistance[a]! });
    const target = sums[into]!;
    const source = sums[from]!;
    for (let d = 0; d < dims; d++) target[d]! += source[d]!;
    alive[from] = 0;
    for (let i = 0; i < count; i++) {
      if (!alive[i]) continue;
      if (i === into || nearest[i] === into || nearest[i] === from) refresh(i);
      else {
        // The merged centroid may now be closer than the cached neighbour.
        const d = cosineDistance(sums[i]!, target);
        if (d < nearestDistance[i]!) {
          nearestDistance[i] = d;
          nearest[i] = into;
        }
      }
    }
  }
  return merges;
}

/** Cluster labels 0..k−1 (in order of first appearance) after replaying merges down to `k` clusters. */
export function cutAt(merges: readonly Merge[], count: number, k: number): Int32Array {
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (const m of merges.slice(0, Math.max(0, count - k))) parent[root(m.from)] = root(m.into);
  const ids = new Map<number, number>();
  return Int32Array.from({ length: count }, (_, i) => {
    const r = root(i);
    if (!ids.has(r)) ids.set(r, ids.size);
    return ids.get(r)!;
  });
}

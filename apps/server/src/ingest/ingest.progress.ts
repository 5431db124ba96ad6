/**
 * One progress fraction from sub-tasks that run at the same time: each part weighs its share
 * of the bar, each part's own reports are kept at their highest, and the total is passed on
 * only when it grows. The row's progress therefore never goes backwards, whatever order the
 * parts report in.
 */
export function combineProgress<Part extends string>(
  weights: Record<Part, number>,
  onProgress: (fraction: number) => void,
): Record<Part, (fraction: number) => void> {
  const parts = Object.keys(weights) as Part[];
  const total = parts.reduce((sum, p) => sum + Math.max(0, weights[p]), 0) || 1;
  const done = Object.fromEntries(parts.map((p) => [p, 0])) as Record<Part, number>;
  let last = 0;
  const reporters = {} as Record<Part, (fraction: number) => void>;
  for (const part of parts) {
    reporters[part] = (fraction) => {
      const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
      if (f <= done[part]) return;
      done[part] = f;
      const combined = Math.min(1, parts.reduce((sum, p) => sum + Math.max(0, weights[p]) * done[p], 0) / total);
      if (combined <= last) return;
      last = combined;
      onProgress(combined);
    };
  }
  return reporters;
}
